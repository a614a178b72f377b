// Prose that restates a fact is checked against it, and a disagreement is a located error of the
// generate run (the finding: limits.yaml said "300-900" after the field became 300-1800, and nothing
// noticed). One broken copy of the minimal fixture per check, each pinned to its file, line and the
// words at fault; then what the grammar reads and what it leaves alone.

import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { DiagnosticCode } from "../../generator/diagnostics/codes.js";
import { SpecError, type Diagnostic } from "../../generator/diagnostics/diagnostic.js";
import { buildIR } from "../../generator/pipeline.js";
import { fillPlaceholders } from "../../generator/language/prose-placeholders.js";
import { statedDefaults, statedOperationCounts, statedRanges, statedVersions } from "../../generator/language/stated-facts.js";
import { fixtureWith, makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";

afterAll(removeTempDirs);

function yaml(...lines: string[]): string {
  return `${lines.join("\n")}\n`;
}

/** A limits section with one statement (text on line 3, fields on line 4). */
function limits(text: string, fields: string): Record<string, string> {
  return { "api/limits.yaml": yaml("kind: limits", "statements:", `  - text: "${text}"`, `    fields: ${fields}`) };
}

/** A versioning section with one statement (line 3) and a version table (line 5). */
function versioning(statement: string, table = "{ PAY: 2 }"): Record<string, string> {
  return {
    "api/versioning.yaml": yaml(
      "kind: versioning",
      "statements:",
      `  - "${statement}"`,
      "pathSegment: /rest/version/{version}/",
      `versions: ${table}`,
    ),
  };
}

/** The fixture's endpoint section with its description (line 3) and version table (line 8). */
function endpoint(description: string, table = "{ PAY: 2 }"): Record<string, string> {
  return {
    "api/endpoint.yaml": yaml(
      "kind: endpoint",
      'section: "4"',
      `description: ${description}`,
      "method: PUT",
      'baseUrl: "{base_url}"',
      'path: "/rest/version/{version}/merchant/{merchantId}/order/{orderid}/transaction/{transactionid}"',
      "discriminator: apiOperation",
      `versions: ${table}`,
    ),
  };
}

/** A row `order.note` (line 3, its description on line 4) that PAY 2's request selects. */
function note(description: string): Record<string, string> {
  return {
    "fields/note.yaml": yaml(
      "kind: fields",
      "fields:",
      "  order.note: { type: String, length: [1, 40], default: 'none',",
      `    description: "${description}" }`,
    ),
    "operations/pay/2.yaml": yaml(
      "kind: operation",
      "operation: PAY",
      "version: 2",
      "extends: 1",
      "request:",
      "  fields: { order.reference: O, order.note: O }",
      "  omit: [order.custom]",
    ),
  };
}

interface Case {
  files: Record<string, string>;
  code: DiagnosticCode;
  file: string;
  line: number;
  /** The words the diagnostic points at, on that line. */
  at: string;
  message: string;
}

const cases: [string, Case][] = [
  [
    "a statement's range that one operation's field does not have (order.reference is 1-200 in responses)",
    {
      files: limits("order.reference: 1-40.", "[order.reference]"),
      code: "prose-range",
      file: "api/limits.yaml",
      line: 3,
      at: "1-40",
      message: "'1-40' disagrees with order.reference (PAY 1 response), which has length 1 to 200",
    },
  ],
  [
    "a statement's range that the path identifiers it names do not have",
    {
      files: limits("Path identifiers: 1 to 50 characters each.", '["{merchantId}", "{orderid}"]'),
      code: "prose-range",
      file: "api/limits.yaml",
      line: 3,
      at: "1 to 50",
      message: "{merchantId} (the path), which has length 1 to 40",
    },
  ],
  [
    "a statement's default that the field does not have",
    {
      files: limits("order.item[].quantity: 1-999, default 5.", '["order.item[].quantity"]'),
      code: "prose-default",
      file: "api/limits.yaml",
      line: 3,
      at: "default 5",
      message: "which has no default",
    },
  ],
  [
    "a statement that names no field",
    {
      files: limits("order.nothing: 1-10.", "[order.amount, order.nothing]"),
      code: "unknown-field",
      file: "api/limits.yaml",
      line: 4,
      at: "order.nothing",
      message: "'order.nothing'",
    },
  ],
  [
    "a statement that names no path identifier",
    {
      files: limits("Path identifiers: 1-40 characters each.", '["{orderId}"]'),
      code: "unknown-path-identifier",
      file: "api/limits.yaml",
      line: 4,
      at: '"{orderId}"',
      message: "'orderId' names no path identifier",
    },
  ],
  [
    "a row's description stating a range the row has nowhere",
    {
      files: note("A note of 1-50 characters."),
      code: "prose-range",
      file: "fields/note.yaml",
      line: 4,
      at: "1-50",
      message: "order.note (wherever it appears), which has length 1 to 40",
    },
  ],
  [
    "a path identifier's description stating a length it does not have",
    {
      files: {
        "api/path-parameters.yaml": yaml(
          "kind: path-parameters",
          "parameters:",
          "  merchantId: { type: Alphanumeric, length: [1, 40] }",
          "  orderid: { type: String, length: [1, 40], description: 'R, length 1 to 64. Unique for every order.' }",
          "  transactionid: { type: String, length: [1, 40] }",
        ),
      },
      code: "prose-range",
      file: "api/path-parameters.yaml",
      line: 4,
      at: "1 to 64",
      message: "{orderid}",
    },
  ],
  [
    "a group member's description stating a length it does not have",
    {
      files: {
        "groups/address.yaml": yaml(
          "kind: group",
          "name: address",
          "fields:",
          "  city: { type: String, length: [1, 100], description: 'City, 1-80 characters.' }",
          "  company: { type: String }",
          "  country: { type: String }",
          "  postcodeZip: { type: String }",
        ),
      },
      code: "prose-range",
      file: "groups/address.yaml",
      line: 4,
      at: "1-80",
      message: "city of the group address",
    },
  ],
  [
    "a count of the operations that the spec does not define",
    {
      files: endpoint("All three operations use one endpoint shape."),
      code: "prose-count",
      file: "api/endpoint.yaml",
      line: 3,
      at: "All three operations",
      message: "which defines 1 operations (PAY)",
    },
  ],
  [
    "a version the operation a sentence names does not have",
    {
      files: versioning("Pay is given at version 2, and Pay at version 3."),
      code: "prose-version",
      file: "api/versioning.yaml",
      line: 3,
      at: "version 3",
      message: "Pay has no version 3 (it has 1, 2)",
    },
  ],
  [
    "a version table naming a version the operation does not have",
    {
      files: endpoint("One endpoint for every operation.", "{ PAY: 3 }"),
      code: "unknown-version",
      file: "api/endpoint.yaml",
      line: 8,
      at: "3 }",
      message: "PAY has no version 3 (known: 1, 2)",
    },
  ],
  [
    "a placeholder no fact fills",
    {
      files: endpoint("All {{operation cont}} operations use one endpoint shape."),
      code: "unknown-placeholder",
      file: "api/endpoint.yaml",
      line: 3,
      at: "{{operation cont}}",
      message: "unknown placeholder '{{operation cont}}' (known: operation count, operations, versions of each operation)",
    },
  ],
  [
    "a version list naming a version the operation does not have, at its place in the list",
    {
      files: endpoint("One endpoint for every operation.", "{ PAY: [1, 3] }"),
      code: "unknown-version",
      file: "api/endpoint.yaml",
      line: 8,
      at: "3]",
      message: "PAY has no version 3 (known: 1, 2)",
    },
  ],
  [
    "a version table naming an operation the spec does not define",
    {
      files: versioning("Pay is given at version 2.", "{ PAY: 2, CAPTURE: 1 }"),
      code: "unknown-operation",
      file: "api/versioning.yaml",
      line: 5,
      at: "CAPTURE",
      message: "'CAPTURE' names no operation",
    },
  ],
];

async function diagnosticsOf(files: Record<string, string>): Promise<Diagnostic[]> {
  const error: unknown = await buildIR(await fixtureWith("minimal-spec", files)).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, "the spec should be refused").toBeInstanceOf(SpecError);
  return (error as SpecError).diagnostics;
}

describe("prose that disagrees with the fact it restates is refused where it is written", () => {
  it.concurrent.each(cases)("%s", async (_name, want) => {
    const diagnostics = await diagnosticsOf(want.files);
    const line =
      Object.entries(want.files)
        .find(([path]) => path === want.file)?.[1]
        .split("\n")[want.line - 1] ?? "";
    const column = line.indexOf(want.at) + 1;
    expect(column, `'${want.at}' is on line ${want.line}`).toBeGreaterThan(0);
    const shown = diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}: ${d.message}`);
    const match = diagnostics.find((d) => d.code === want.code && d.file === want.file && d.line === want.line && d.column === column);
    expect(match, `no ${want.code} at ${want.file}:${want.line}:${column} among\n${shown.join("\n")}`).toBeDefined();
    expect(match?.message).toContain(want.message);
  });
});

describe("the finding, on a scratch copy of the real spec", () => {
  it("refuses limits.yaml's '300-900' once the field is 300-1800, at the words", async () => {
    const spec = join(await makeTempDir("spec-timeout-"), "spec");
    await cp(join(REPO_ROOT, "spec"), spec, { recursive: true });
    const rows = join(spec, "fields", "authentication.yaml");
    const text = await readFile(rows, "utf8");
    expect(text).toContain("    range: [300, 900]\n    default: 900");
    await writeFile(rows, text.replace("    range: [300, 900]\n    default: 900", "    range: [300, 1800]\n    default: 900"));
    const error: unknown = await buildIR(spec).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(SpecError);
    const shown = (error as SpecError).diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}: ${d.message}`);
    expect(shown).toEqual([
      "api/limits.yaml:14:45 prose-range: '300-900' disagrees with authentication.3ds2.sdk.timeout (VERIFY 100 response), which has range 300 to 1800",
    ]);
  });
});

describe("prose that agrees", () => {
  it("is accepted: ranges of every kind of bound, defaults, counts and versions", async () => {
    const files = {
      "api/limits.yaml": yaml(
        "kind: limits",
        "statements:",
        '  - text: "order.custom: up to 5 fields, name 1-20 characters (A-Z, a-z, 0-9), value 1-250."',
        "    fields: [order.custom]",
        '  - text: "order.item[].quantity: 1 to 999. Seen in ISO 3166-2 and on 2026-11-01."',
        '    fields: ["order.item[].quantity"]',
        '  - text: "Path identifiers: 1-40 characters each."',
        '    fields: ["{merchantId}", "{orderid}", "{transactionid}"]',
      ),
      ...note("1-40 characters, default none."),
      ...versioning("Pay is given at version 1, and Pay at version 2."),
      ...endpoint("All one operations use one endpoint shape."),
    };
    await expect(buildIR(await fixtureWith("minimal-spec", files))).resolves.toBeDefined();
  });
});

describe("prose written from the facts", () => {
  it("fills placeholders from the operations, and reads version lists", async () => {
    const files = {
      ...versioning("Given at {{versions of each operation}}; {{operations}} in all.", "{ PAY: [1, 2] }"),
      ...endpoint("All {{ operation count }} operations use one endpoint shape.", "{ PAY: [2] }"),
    };
    const ir = await buildIR(await fixtureWith("minimal-spec", files));
    expect(ir.api.endpoint.description).toBe("All one operations use one endpoint shape.");
    expect(ir.api.versioning?.statements).toEqual(["Given at Pay at versions 1 and 2; Pay in all."]);
    expect(ir.api.versioning?.versions).toEqual([
      { operation: "PAY", version: "1" },
      { operation: "PAY", version: "2" },
    ]);
    expect(ir.api.endpoint.versions).toEqual([{ operation: "PAY", version: "2" }]);
  });

  it("says counts in words, lists with 'and', and groups operations that share their versions", () => {
    const facts = [
      { title: "Authorize", version: "100" },
      { title: "Authorize", version: "101" },
      { title: "Initiate", version: "17" },
      { title: "Verify", version: "100" },
      { title: "Capture", version: "100" },
    ];
    expect(fillPlaceholders("All {{operation count}} operations: {{operations}}.", facts)).toBe(
      "All four operations: Authorize, Initiate, Verify and Capture.",
    );
    expect(fillPlaceholders("{{versions of each operation}}", facts)).toBe(
      "Authorize at versions 100 and 101, Initiate at version 17, Verify and Capture at version 100",
    );
    expect(fillPlaceholders("Left as written: {{nothing known}}, {single}.", facts)).toBe("Left as written: {{nothing known}}, {single}.");
    const many = Array.from({ length: 13 }, (_, index) => ({ title: `Operation ${index}`, version: "1" }));
    expect(fillPlaceholders("{{operation count}}", many)).toBe("13");
  });
});

describe("the grammar of stated facts", () => {
  it.each([
    ["300-900 seconds", [[300, 900]]],
    ["length 1 to 40.", [[1, 40]]],
    [
      "1 - 40 and 1–250",
      [
        [1, 40],
        [1, 250],
      ],
    ],
    ["0.01-99.99", [[0.01, 99.99]]],
    ["characters A-Z, a-z, 0-9", []],
    ["ISO 3166-2, dated 2026-11-01, E.164-1, v1-2-3", []],
    ["from 90-10", []],
  ])("reads the ranges of %j", (text, want) => {
    expect(statedRanges(text).map((range) => [range.min, range.max])).toEqual(want);
  });

  it("reads defaults, counts of every operation and versions with their clause", () => {
    expect(statedDefaults("Seconds, default 900; defaults to 5. Default: 7").map((stated) => stated.value)).toEqual([900, 5, 7]);
    expect(
      statedOperationCounts("All three operations. Each of the 2 operations. The other four operations.").map((stated) => stated.value),
    ).toEqual([3, 2]);
    expect(
      statedVersions("Initiate is given at version 17, Verify and Authorize at version 100.").map(({ version, clause }) => [
        version,
        clause.trim(),
      ]),
    ).toEqual([
      ["17", "Initiate is given at version 17"],
      ["100", "Verify and Authorize at version 100"],
    ]);
  });
});
