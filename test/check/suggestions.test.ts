// "Did you mean ...?" under every diagnostic of a name that names nothing, when a known name is close
// by edit distance; none when nothing is close, and none for a name too long to compare cheaply.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diagnosticCodes, type DiagnosticCode } from "../../generator/diagnostics/codes.js";
import { SpecError, type Diagnostic } from "../../generator/diagnostics/diagnostic.js";
import { closestName, editDistance, SUGGESTION_MAX_LENGTH } from "../../generator/diagnostics/suggest.js";
import { buildIR } from "../../generator/pipeline.js";
import { FIXTURES_ROOT, fixtureWith, removeTempDirs } from "../support/fixtures.js";

/** The minimal fixture's double.yaml. */
const FIXTURE_DOUBLE = readFileSync(join(FIXTURES_ROOT, "minimal-spec", "api", "double.yaml"), "utf8").trimEnd();
/** The line of the fixture double's `rules:` (its rule of order.amount follows). */
const DOUBLE_RULES = FIXTURE_DOUBLE.split("\n").indexOf("rules:") + 1;

function yaml(...lines: string[]): string {
  return `${lines.join("\n")}\n`;
}

/** A fields file defining `order.note` (line 3) with the given facet lines (from line 4). */
function noteRow(...facetLines: string[]): Record<string, string> {
  return { "fields/note.yaml": yaml("kind: fields", "fields:", "  order.note:", ...facetLines) };
}

/** PAY version 2 with the given request lines (from line 6). */
function pay2(...requestLines: string[]): Record<string, string> {
  return { "operations/pay/2.yaml": yaml("kind: operation", "operation: PAY", "version: 2", "extends: 1", "request:", ...requestLines) };
}

/** A client section with the given default versions (line 2), path arguments (line 3) and retried causes (line 6). */
function client({ versions = "{ PAY: 2 }", pathArguments = "merchantId: merchantId, orderid: orderId", causes = "[SERVER_FAILED]" }) {
  const lines = [
    "kind: client",
    `defaultVersions: ${versions}`,
    `pathArguments: { ${pathArguments} }`,
    "timeoutMs: 1000",
    "maxResponseBytes: 1000",
    `retry: { causes: ${causes}, connectionFailures: true, attempts: 2, baseDelayMs: 10, maxDelayMs: 100 }`,
  ];
  return { "api/client.yaml": yaml(...lines) };
}

/** SHIP versions 100 and 101 (101 extends the given version, line 4). */
function ship(base: string): Record<string, string> {
  return {
    "operations/ship/100.yaml": yaml("kind: operation", "operation: SHIP", "version: 100"),
    "operations/ship/101.yaml": yaml("kind: operation", "operation: SHIP", "version: 101", `extends: ${base}`),
  };
}

type Case = [DiagnosticCode, string, Record<string, string>, { file: string; line: number; column: number; help: string }];

const cases: Case[] = [
  ["unknown-type", "a type", noteRow("    type: Strng"), { file: "fields/note.yaml", line: 4, column: 11, help: "String" }],
  [
    "unknown-format",
    "a string format",
    noteRow("    type: String", "    format: emial"),
    { file: "fields/note.yaml", line: 5, column: 13, help: "email" },
  ],
  [
    "unknown-group",
    "a group",
    { "fields/shipping.yaml": yaml("kind: fields", "fields:", "  shipping.address:", "    use: adress") },
    { file: "fields/shipping.yaml", line: 4, column: 10, help: "address" },
  ],
  [
    "unknown-group-member",
    "a member of a group",
    { "fields/shipping.yaml": yaml("kind: fields", "fields:", "  shipping.address:", "    use: address", "    omit: [compnay]") },
    { file: "fields/shipping.yaml", line: 5, column: 12, help: "company" },
  ],
  [
    "unknown-value-list",
    "a value list",
    noteRow("    type: Enumeration", "    valuesFrom: orderStatuses"),
    { file: "fields/note.yaml", line: 5, column: 17, help: "orderStatus" },
  ],
  [
    "unknown-field",
    "a field",
    pay2("  fields:", "    order.refrence: O"),
    { file: "operations/pay/2.yaml", line: 7, column: 5, help: "order.reference" },
  ],
  [
    "unknown-rule",
    "a rule",
    pay2("  rules: [order-subtotal]"),
    { file: "operations/pay/2.yaml", line: 6, column: 11, help: "order-subtotals" },
  ],
  [
    "unknown-context",
    "a context",
    noteRow("    type: String", "    only: [PAYY.request]"),
    { file: "fields/note.yaml", line: 5, column: 12, help: "PAY.request" },
  ],
  ["unknown-base-version", "a base version", ship("110"), { file: "operations/ship/101.yaml", line: 4, column: 10, help: "100" }],
  [
    "unknown-sensitivity",
    "a sensitivity class",
    {
      ...noteRow("    type: String", "    sensitive: card-numbr"),
      "api/sensitivity.yaml": yaml("kind: sensitivity", "classes:", "  card-number: { description: Cards., mask: replace }"),
    },
    { file: "fields/note.yaml", line: 5, column: 16, help: "card-number" },
  ],
  [
    "unknown-operation",
    "an operation",
    client({ versions: "{ PAY: 2, PAYY: 1 }" }),
    { file: "api/client.yaml", line: 2, column: 28, help: "PAY" },
  ],
  [
    "unknown-example-field",
    "a field an example value is chosen for",
    { "api/examples.yaml": yaml("kind: examples", "values:", "  order.curency: EUR") },
    { file: "api/examples.yaml", line: 3, column: 3, help: "order.currency" },
  ],
  [
    "unknown-value",
    "a value of a list",
    client({ causes: "[SERVER_FIALED]" }),
    { file: "api/client.yaml", line: 6, column: 19, help: "SERVER_FAILED" },
  ],
  [
    "unknown-default-version",
    "a default version",
    { ...ship("100"), ...client({ versions: "{ PAY: 2, SHIP: 109 }" }) },
    { file: "api/client.yaml", line: 2, column: 34, help: "100" },
  ],
  [
    "unknown-path-identifier",
    "a path identifier",
    client({ pathArguments: "merchantId: merchantId, ordrid: orderId" }),
    { file: "api/client.yaml", line: 3, column: 42, help: "orderid" },
  ],
  [
    "unknown-version",
    "a version of the endpoint's table",
    {
      ...ship("100"),
      ...client({ versions: "{ PAY: 2, SHIP: 100 }" }),
      "api/endpoint.yaml": yaml(
        "kind: endpoint",
        "method: PUT",
        "path: /rest/version/{version}/merchant/{merchantId}/order/{orderid}",
        "discriminator: apiOperation",
        "versions: { PAY: 2, SHIP: 109 }",
      ),
    },
    { file: "api/endpoint.yaml", line: 5, column: 27, help: "100" },
  ],
  [
    "unknown-placeholder",
    "a placeholder in the words of an api/ document",
    {
      "api/versioning.yaml": yaml(
        "kind: versioning",
        "statements:",
        '  - "Given at {{versions of each operaton}}."',
        "versions: { PAY: 2 }",
      ),
    },
    { file: "api/versioning.yaml", line: 3, column: 15, help: "versions of each operation" },
  ],
  [
    "unknown-double-rule",
    "an answer field of the double's rules",
    { "api/double.yaml": FIXTURE_DOUBLE.replace(/^rules:\n/m, "rules:\n  order.id: { rule: order.amout }\n") },
    { file: "api/double.yaml", line: DOUBLE_RULES + 1, column: 21, help: "order.amount" },
  ],
  [
    "unknown-replacement",
    "a deprecated field's replacement",
    noteRow("    type: String", '    deprecated: { since: "2026-11-01", replacement: order.refrence }'),
    { file: "fields/note.yaml", line: 5, column: 53, help: "order.reference" },
  ],
  [
    "schema-violation",
    "a facet (unknown property)",
    noteRow("    type: String", "    lenght: [1, 10]"),
    { file: "fields/note.yaml", line: 5, column: 5, help: "length" },
  ],
  [
    "schema-violation",
    "a kind (not an allowed value)",
    { "api/extra.yaml": yaml("kind: field", "fields: {}") },
    { file: "api/extra.yaml", line: 1, column: 7, help: "fields" },
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

afterAll(removeTempDirs);

describe("a name that names nothing gets the closest known name as help", () => {
  it.concurrent.each(cases)("%s: %s", async (code, _what, files, want) => {
    const diagnostics = await diagnosticsOf(files);
    const found = diagnostics.find(
      (diagnostic) => diagnostic.code === code && diagnostic.file === want.file && diagnostic.line === want.line,
    );
    const shown = diagnostics.map((diagnostic) => `${diagnostic.code} ${diagnostic.file}:${diagnostic.line}:${diagnostic.column}`);
    expect(found, `no ${code} at ${want.file}:${want.line} among\n${shown.join("\n")}`).toBeDefined();
    expect(found?.column).toBe(want.column);
    expect(found?.help).toBe(`did you mean '${want.help}'?`);
  });

  it("covers every code of a name that names nothing", () => {
    const unknownCodes = Object.keys(diagnosticCodes).filter((code) => code.startsWith("unknown-"));
    expect(unknownCodes.length).toBeGreaterThan(10);
    expect(unknownCodes.filter((code) => !cases.some(([covered]) => covered === code))).toEqual([]);
  });

  it.concurrent("gives none when nothing is close", async () => {
    const diagnostics = await diagnosticsOf({ ...noteRow("    type: Zebra"), ...pay2("  rules: [quantity-limit]") });
    expect(diagnostics.map(({ code, help }) => [code, help])).toEqual([
      ["unknown-type", undefined],
      ["unknown-rule", undefined],
    ]);
  });
});

describe("the closest name", () => {
  it.each([
    ["Strng", ["String", "Integer", "Decimal"], "String"],
    ["string", ["String", "Strings"], "String"],
    ["Stirng", ["String", "Date"], "String"],
    ["order.costum", ["order.custom", "order.currency"], "order.custom"],
    ["Zebra", ["String", "Date"], undefined],
    ["ab", ["ac", "AB"], "AB"],
    ["x", ["y"], undefined],
    ["String", ["String"], undefined],
  ])("of %s among %j is %s", (name, candidates, want) => {
    expect(closestName(name, candidates)).toBe(want);
  });

  it("is the same whatever the candidates' order (ties go to the first in sorted order)", () => {
    expect(closestName("101", ["102", "100"])).toBe("100");
    expect(closestName("101", ["100", "102"])).toBe("100");
  });

  it(`is not looked for past ${SUGGESTION_MAX_LENGTH} characters, where comparing would cost more`, () => {
    const long = "a".repeat(SUGGESTION_MAX_LENGTH);
    expect(closestName(`${long}b`, [`${long}c`])).toBeUndefined();
    expect(closestName(long.slice(1) + "b", [long.slice(1) + "c"])).toBe(`${long.slice(1)}c`);
    expect(closestName("order.id", [`order.id${"x".repeat(200)}`])).toBeUndefined();
  });
});

describe("the edit distance", () => {
  it.each([
    ["", "", 0],
    ["abc", "", 3],
    ["kitten", "sitting", 3],
    ["Strng", "String", 1],
    ["Stirng", "String", 1],
    ["string", "String", 0.1],
  ])("from %j to %j is %d", (a, b, want) => {
    expect(editDistance(a, b)).toBeCloseTo(want, 5);
    expect(editDistance(b, a)).toBeCloseTo(want, 5);
  });

  it("gives up past its limit", () => {
    expect(editDistance("kitten", "sitting", 2)).toBeUndefined();
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
  });
});
