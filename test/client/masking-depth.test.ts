// Masking's limits exactly at their edges (client/masking.ts): a copy for a log line or the double's
// answer stops 64 levels down, not 63 or 65; a list item is masked by its list's path; a value as long
// as the digits a mask keeps is masked whole, one character longer shows its ends.

import { describe, expect, it } from "vitest";
import { maskBody, maskForLog, REDACTED, type Mask, type MaskTables } from "../../templates/package/src/client/masking.js";

/** `levels` arrays around the leaf: the leaf is read at depth `levels`. */
function nested(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level++) value = [value];
  return value;
}

/** The leaf under `levels` arrays. */
function leafOf(value: unknown, levels: number): unknown {
  let inner = value;
  for (let level = 0; level < levels; level++) inner = (inner as unknown[])[0];
  return inner;
}

const noTables: MaskTables = { paths: new Map(), keys: new Map() };

describe("depth", () => {
  it("copies a body 64 levels down and replaces what lies deeper", () => {
    expect(leafOf(maskBody(nested(64, "leaf"), new Map()), 64)).toBe("leaf");
    expect(leafOf(maskBody(nested(65, "leaf"), new Map()), 65)).toBe(REDACTED);
  });

  it("shows a log line's value 64 levels down when asked, and hides (and reports) what lies deeper", () => {
    const hidden: unknown[] = [];
    const masking = { tables: noTables, known: undefined, showUnknown: true, onMasked: (value: unknown) => hidden.push(value) };
    expect(leafOf(maskForLog(nested(64, "leaf"), masking), 64)).toBe("leaf");
    expect(hidden).toEqual([]);
    expect(leafOf(maskForLog(nested(65, "deep"), masking), 65)).toBe(REDACTED);
    expect(hidden).toEqual(["deep"]);
  });
});

describe("lists", () => {
  const card: Mask = { keepFirst: 2, keepLast: 2, with: "*" };

  it("masks each item of a list by the list's path with []", () => {
    const table = new Map<string, Mask>([["items[].code", card]]);
    expect(maskBody({ items: [{ code: "123456" }, { code: "abcdef", other: "kept" }] }, table)).toEqual({
      items: [{ code: "12**56" }, { code: "ab**ef", other: "kept" }],
    });
    // A masked field that holds a list where a value belongs is replaced whole.
    expect(maskBody({ codes: ["123456", "654321"] }, new Map([["codes", card]]))).toEqual({ codes: REDACTED });
  });

  it("masks list items in a log line by the list's path, and knows them by the list's node", () => {
    const tables: MaskTables = { paths: new Map([["items[].code", card]]), keys: new Map() };
    expect(maskForLog({ items: [{ code: "123456", name: "n" }] }, { tables, known: { items: { code: 0, name: 0 } } })).toEqual({
      items: [{ code: "12**56", name: "n" }],
    });
    expect(maskForLog({ lists: [["a", "b"]] }, { tables, known: { lists: 0 } })).toEqual({ lists: [["a", "b"]] });
  });
});

describe("a value as long as the digits a mask keeps", () => {
  const ends: MaskTables = { paths: new Map([["n", { keepFirst: 1, keepLast: 1, with: "#" }]]), keys: new Map() };

  it("is masked whole at the kept length, and shows its ends one character longer", () => {
    expect(maskForLog({ n: "ab" }, { tables: ends, known: undefined })).toEqual({ n: "##" });
    expect(maskForLog({ n: "abc" }, { tables: ends, known: undefined })).toEqual({ n: "a#c" });
    expect(maskForLog({ n: "a" }, { tables: ends, known: undefined })).toEqual({ n: "#" });
    expect(maskForLog({ n: "" }, { tables: ends, known: undefined })).toEqual({ n: "" });
    expect(maskBody({ n: 12 }, ends.paths)).toEqual({ n: "##" });
    expect(maskBody({ n: true }, ends.paths)).toEqual({ n: REDACTED });
  });
});
