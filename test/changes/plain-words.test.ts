// Values in the change report as a reader reads them (generator/changes/plain-words.ts), never JSON,
// and the released snapshot file's layout (generator/changes/snapshot-text.ts): one field a line,
// short values on one line, empty lists and objects as `[]` and `{}`.

import { describe, expect, it } from "vitest";
import { duration, plainText, size, words } from "../../generator/changes/plain-words.js";
import { formatSurface } from "../../generator/changes/snapshot-text.js";
import { fromFileKeys, toFileKeys } from "../../generator/changes/snapshot-keys.js";
import { SURFACE_FORMAT, type ApiSurface } from "../../generator/changes/surface.js";

describe("a value in words", () => {
  it.each([
    [undefined, "none"],
    [null, "none"],
    ["as written", "as written"],
    [0, "0"],
    [false, "false"],
    [[], "none"],
    [["a", 1, null], "a; 1; none"],
    [{ keepFirst: 6, keepLast: 4, skipped: undefined }, "keep first 6, keep last 4"],
    [{ rule: { ifPresent: "order.amount" }, values: ["A", "B"] }, "rule if present order.amount, values A; B"],
    [{}, ""],
  ])("%j: %j", (value, text) => {
    expect(plainText(value)).toBe(text);
  });

  it("splits a name at each capital after a letter or digit, and lowers it", () => {
    expect(words("keepFirst")).toBe("keep first");
    expect(words("maxResponseBytes")).toBe("max response bytes");
    expect(words("ds3Version")).toBe("ds3 version");
    expect(words("URL")).toBe("url");
    expect(words("plain")).toBe("plain");
  });

  it.each([
    [0, "0 ms"],
    [999, "999 ms"],
    [1000, "1 s"],
    [1500, "1.5 s"],
    [30000, "30 s"],
  ])("%d ms: %s", (milliseconds, text) => {
    expect(duration(milliseconds)).toBe(text);
  });

  it.each([
    [0, "0 bytes"],
    [1000, "1000 bytes"],
    [1023, "1023 bytes"],
    [1024, "1 KiB"],
    [1025, "1025 bytes"],
    [65536, "64 KiB"],
    [1048576, "1 MiB"],
    [1048576 + 1024, "1025 KiB"],
    [3 * 1048576, "3 MiB"],
  ])("%d bytes: %s", (bytes, text) => {
    expect(size(bytes)).toBe(text);
  });
});

describe("the snapshot file's layout", () => {
  const surface = (api: Record<string, unknown>): ApiSurface =>
    ({ format: SURFACE_FORMAT, operations: [], api, dataTypes: {}, groups: {} }) as unknown as ApiSurface;

  it("writes short values on one line, and an empty list or object of a long one as [] and {}", () => {
    const text = formatSurface(surface({ states: { lists: [], references: {}, section: "q".repeat(120) }, limits: { section: "9" } }));
    expect(text.split("\n")).toEqual([
      "{",
      '  "api": {',
      '    "limits": {"section":"9"},',
      '    "states": {',
      '      "lists": [],',
      '      "references": {},',
      `      "section": "${"q".repeat(120)}"`,
      "    }",
      "  },",
      '  "dataTypes": {},',
      '  "format": "gateway-api-surface/1",',
      '  "groups": {},',
      '  "operations": []',
      "}",
      "",
    ]);
  });

  it("writes each field of a field map on a line of its own, keys sorted, and a long list one item a line", () => {
    const field = (description: string) => ({ type: { kind: "string" }, presence: "O", description });
    const errorShape = { "error.field": field("y".repeat(60)), "error.cause": field("x".repeat(60)) };
    const documentGaps = [
      { text: "a".repeat(60), document: "errors" },
      { text: "b".repeat(60), document: "events" },
    ];
    const lines = formatSurface(surface({ errorShape, documentGaps })).split("\n");
    expect(lines.slice(2, 11)).toEqual([
      '    "documentGaps": [',
      `      {"document":"errors","text":"${"a".repeat(60)}"},`,
      `      {"document":"events","text":"${"b".repeat(60)}"}`,
      "    ],",
      '    "errorShape": {',
      `      "error.cause": {"description":"${"x".repeat(60)}","presence":"O","type":{"kind":"string"}},`,
      `      "error.field": {"description":"${"y".repeat(60)}","presence":"O","type":{"kind":"string"}}`,
      "    }",
      "  },",
    ]);
  });

  it("keeps a value of 100 characters of JSON on one line, and breaks one of 101", () => {
    const limits = (section: string) => formatSurface(surface({ limits: { section }, states: { section: "q".repeat(120) } }));
    expect(JSON.stringify({ section: "x".repeat(86) })).toHaveLength(100);
    expect(limits("x".repeat(86))).toContain(`\n    "limits": {"section":"${"x".repeat(86)}"},\n`);
    expect(limits("x".repeat(87))).toContain(`\n    "limits": {\n      "section": "${"x".repeat(87)}"\n    },\n`);
  });

  it("writes an empty field map as {}", () => {
    const text = formatSurface(surface({ errorShape: {}, documentGaps: [{ text: "c".repeat(120), document: "errors" }] }));
    expect(text).toContain('\n    "errorShape": {}\n');
  });
});

describe("the snapshot file's words for the source document", () => {
  const surface = {
    api: { endpoint: { seedPath: "/rest/{v}" } },
    fields: { "order.seedText": { presence: "optional", seedText: "The order's words." } },
    root: { seedPath: { seedText: "A member named as the fact." } },
    parts: ["api.endpoint.seedPath", "api.endpoint.title", "dataTypes.seedText"],
  };

  it("writes the source document's words and path by their file names, never a field path or a member's name", () => {
    expect(toFileKeys(surface)).toEqual({
      api: { endpoint: { sourcePath: "/rest/{v}" } },
      fields: { "order.seedText": { presence: "optional", sourceText: "The order's words." } },
      root: { seedPath: { sourceText: "A member named as the fact." } },
      parts: ["api.endpoint.sourcePath", "api.endpoint.title", "dataTypes.sourceText"],
    });
  });

  it("reads a file written with either naming as the generator names them", () => {
    expect(fromFileKeys(toFileKeys(surface))).toEqual(surface);
    expect(fromFileKeys(surface)).toEqual(surface);
  });
});
