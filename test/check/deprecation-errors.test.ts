// A broken `deprecated:` marker is refused with a located diagnostic: one broken copy of the minimal
// fixture per check (a date that is no date, a sunset not after its since, a replacement that names
// nothing, a marker where none can be), each pinned to its file, line and column. Columns are found
// by searching the line for the part at fault, so that each case says what it points at.

import { afterAll, describe, expect, it } from "vitest";
import type { DiagnosticCode } from "../../generator/diagnostics/codes.js";
import { SpecError, type Diagnostic } from "../../generator/diagnostics/diagnostic.js";
import { buildIR } from "../../generator/pipeline.js";
import { fixtureWith, removeTempDirs } from "../support/fixtures.js";

afterAll(removeTempDirs);

interface Case {
  files: Record<string, string>;
  code: DiagnosticCode;
  file: string;
  /** The 1-based line, and the text at the diagnostic's column on it. */
  line: number;
  at: string;
  message: string;
}

/** A fields file defining `order.note` (line 3) with the given facet lines (from line 4). */
function noteRow(...facetLines: string[]): Record<string, string> {
  return { "fields/note.yaml": ["kind: fields", "fields:", "  order.note:", ...facetLines, ""].join("\n") };
}

/** PAY version 1 as the fixture has it, with its `deprecated:` line (line 7) replaced. */
function pay1(deprecatedLine: string): Record<string, string> {
  const lines = [
    "kind: operation",
    "operation: PAY",
    "version: 1",
    "section: '4.1'",
    "title: Pay",
    "description: Pays for an order.",
    deprecatedLine,
    "request:",
    "  fields: { order: R, order.id: R, order.currency: R, order.amount: O, order.itemAmount: O, order.taxAmount: O, order.custom: O }",
    "  rules: [order-subtotals]",
    "response:",
    "  fields: { order.id: A, order.amount: A, order.currency: A, order.reference: C, order.status: C }",
  ];
  return { "operations/pay/1.yaml": `${lines.join("\n")}\n` };
}

/** PAY version 2 deprecating a field of its request (line 7). */
function pay2Selection(selectionLine: string): Record<string, string> {
  const lines = [
    "kind: operation",
    "operation: PAY",
    "version: 2",
    "extends: 1",
    "request:",
    "  fields:",
    selectionLine,
    "  omit: [order.custom]",
  ];
  return { "operations/pay/2.yaml": `${lines.join("\n")}\n` };
}

const cases: [string, Case][] = [
  [
    "a since that is no day of the calendar",
    {
      files: noteRow("    type: String", '    deprecated: { since: "2026-02-30" }'),
      code: "invalid-date",
      file: "fields/note.yaml",
      line: 5,
      at: '"2026-02-30"',
      message: "'2026-02-30' is not a date",
    },
  ],
  [
    "a sunset that is not written as a date",
    {
      files: pay1('deprecated: { since: "2026-11-01", sunset: next spring }'),
      code: "invalid-date",
      file: "operations/pay/1.yaml",
      line: 7,
      at: "next spring",
      message: "'next spring' is not a date",
    },
  ],
  [
    "a sunset before its since",
    {
      files: pay1('deprecated: { since: "2026-11-01", sunset: "2026-10-31" }'),
      code: "sunset-not-after-since",
      file: "operations/pay/1.yaml",
      line: 7,
      at: '"2026-10-31"',
      message: "2026-10-31",
    },
  ],
  [
    "a sunset on the day of its since",
    {
      files: noteRow("    type: String", '    deprecated: { since: "2026-11-01", sunset: "2026-11-01" }'),
      code: "sunset-not-after-since",
      file: "fields/note.yaml",
      line: 5,
      at: '"2026-11-01" }',
      message: "not after",
    },
  ],
  [
    "a row's replacement that names no field",
    {
      files: noteRow("    type: String", '    deprecated: { since: "2026-11-01", replacement: order.refrence }'),
      code: "unknown-replacement",
      file: "fields/note.yaml",
      line: 5,
      at: "order.refrence",
      message: "names no field",
    },
  ],
  [
    "a row that names itself as its replacement",
    {
      files: noteRow("    type: String", '    deprecated: { since: "2026-11-01", replacement: order.note }'),
      code: "unknown-replacement",
      file: "fields/note.yaml",
      line: 5,
      at: "order.note }",
      message: "'order.note'",
    },
  ],
  [
    "a variant's replacement that names no field",
    {
      files: noteRow(
        "    type: String",
        "    variants:",
        '      - { in: [PAY.request], deprecated: { since: "2026-11-01", replacement: order.nothing } }',
      ),
      code: "unknown-replacement",
      file: "fields/note.yaml",
      line: 6,
      at: "order.nothing",
      message: "'order.nothing'",
    },
  ],
  [
    "an operation's replacement field that names nothing",
    {
      files: pay2Selection('    order.taxAmount: { presence: O, deprecated: { since: "2026-11-01", replacement: order.taxes } }'),
      code: "unknown-replacement",
      file: "operations/pay/2.yaml",
      line: 7,
      at: "order.taxes",
      message: "'order.taxes'",
    },
  ],
  [
    "a group member's replacement that is no member of its group",
    {
      files: {
        "groups/address.yaml": [
          "kind: group",
          "name: address",
          "fields:",
          "  city: { type: String, length: [1, 100] }",
          '  company: { type: String, deprecated: { since: "2026-11-01", replacement: billing.address.city } }',
          "  country: { type: String }",
          "  postcodeZip: { type: String }",
          "",
        ].join("\n"),
      },
      code: "unknown-replacement",
      file: "groups/address.yaml",
      line: 5,
      at: "billing.address.city",
      message: "names no field",
    },
  ],
  [
    "a version's replacement version that the operation does not have",
    {
      files: pay1('deprecated: { since: "2026-11-01", replacement: { version: 3 } }'),
      code: "unknown-replacement",
      file: "operations/pay/1.yaml",
      line: 7,
      at: "3 }",
      message: "'PAY version 3' names no version",
    },
  ],
  [
    "a version that names itself as its replacement",
    {
      files: pay1('deprecated: { since: "2026-11-01", replacement: { version: 1 } }'),
      code: "unknown-replacement",
      file: "operations/pay/1.yaml",
      line: 7,
      at: "1 }",
      message: "'PAY version 1'",
    },
  ],
  [
    "a version's replacement operation that the spec does not define",
    {
      files: pay1('deprecated: { since: "2026-11-01", replacement: { operation: CAPTURE } }'),
      code: "unknown-replacement",
      file: "operations/pay/1.yaml",
      line: 7,
      at: "CAPTURE",
      message: "names no operation",
    },
  ],
  [
    "a deprecated path identifier",
    {
      files: {
        "api/path-parameters.yaml": [
          "kind: path-parameters",
          "parameters:",
          "  merchantId: { type: Alphanumeric, length: [1, 40] }",
          '  orderid: { type: String, length: [1, 40], deprecated: { since: "2026-11-01" } }',
          "  transactionid: { type: String, length: [1, 40] }",
          "",
        ].join("\n"),
      },
      code: "deprecation-not-applicable",
      file: "api/path-parameters.yaml",
      line: 4,
      at: '{ since: "2026-11-01" }',
      message: "{orderid}",
    },
  ],
  [
    "a marker with a word the format does not have",
    {
      files: pay1('deprecated: { since: "2026-11-01", reason: "v2 is better" }'),
      code: "schema-violation",
      file: "operations/pay/1.yaml",
      line: 7,
      at: "reason",
      message: "reason",
    },
  ],
  [
    "a marker without its since",
    {
      files: noteRow("    type: String", '    deprecated: { sunset: "2027-01-01" }'),
      code: "schema-violation",
      file: "fields/note.yaml",
      line: 5,
      at: '{ sunset: "2027-01-01" }',
      message: "since",
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

function lineOf(files: Record<string, string>, file: string, line: number): string {
  return (files[file] ?? "").split("\n")[line - 1] ?? "";
}

describe("a broken deprecation marker is refused where it is written", () => {
  it.concurrent.each(cases)("%s", async (_name, want) => {
    const diagnostics = await diagnosticsOf(want.files);
    const column = lineOf(want.files, want.file, want.line).indexOf(want.at) + 1;
    expect(column, `'${want.at}' is on line ${want.line}`).toBeGreaterThan(0);
    const shown = diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}: ${d.message}`);
    const match = diagnostics.find((d) => d.code === want.code && d.file === want.file && d.line === want.line && d.column === column);
    expect(match, `no ${want.code} at ${want.file}:${want.line}:${column} among\n${shown.join("\n")}`).toBeDefined();
    expect(match?.message).toContain(want.message);
  });
});

describe("a good marker", () => {
  it("is accepted on a version, a variant and an operation's selection, and reaches the IR", async () => {
    const files = {
      ...pay1('deprecated: { since: "2026-11-01", sunset: "2027-05-01", replacement: { operation: PAY, version: 2 } }'),
      ...noteRow(
        "    type: String",
        "    variants:",
        '      - { in: [PAY.request], deprecated: { since: "2026-11-01", replacement: order.reference } }',
      ),
      ...pay2Selection('    order.taxAmount: { presence: O, deprecated: { since: "2026-12-01", replacement: order.itemAmount } }'),
    };
    const ir = await buildIR(await fixtureWith("minimal-spec", files));
    expect(ir.operations.find((operation) => operation.version === "1")?.deprecated).toEqual({
      since: "2026-11-01",
      sunset: "2027-05-01",
      replacement: { operation: "PAY", version: "2" },
    });
    const pay2 = ir.operations.find((operation) => operation.version === "2");
    const order = pay2?.request.root.fields.find((field) => field.name === "order");
    const taxAmount = order?.type.kind === "object" ? order.type.fields.find((field) => field.name === "taxAmount") : undefined;
    expect(taxAmount?.deprecated).toEqual({ since: "2026-12-01", replacement: { field: "order.itemAmount" } });
  });
});
