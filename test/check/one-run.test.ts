// One run reports every independent problem of every file. A file that cannot be parsed, or breaks
// the meta-schema, is reported and its kind is unread: the checks that would look a name up in that
// kind stay quiet (the name may be in the broken file), and every other check still runs. Each case
// breaks one file, names something it defines from another file, and makes one independent mistake
// elsewhere; the diagnostics must be exactly the broken file's and the independent mistake's.

import { afterAll, describe, expect, it } from "vitest";
import { SpecError } from "../../generator/diagnostics/diagnostic.js";
import { buildIR } from "../../generator/pipeline.js";
import { fixtureWith, removeTempDirs } from "../support/fixtures.js";

/** One YAML file, one string a line. */
function yaml(...lines: string[]): string {
  return `${lines.join("\n")}\n`;
}

/** `code file:line:column` of every diagnostic of the spec, in the order reported. */
async function reported(files: Record<string, string | null>): Promise<string[]> {
  const error: unknown = await buildIR(await fixtureWith("minimal-spec", files)).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, "the spec should be refused").toBeInstanceOf(SpecError);
  return (error as SpecError).diagnostics.map(({ code, file, line, column }) => `${code} ${file}:${line}:${column}`);
}

/** A fields file with one row (line 3) and its facet lines (from line 4). */
function row(path: string, ...facets: string[]): string {
  return yaml("kind: fields", "fields:", `  ${path}:`, ...facets);
}

/** The independent mistake of most cases: an unknown type on line 4 of fields/note.yaml. */
const UNKNOWN_TYPE = { "fields/note.yaml": row("order.note", "    type: Strng") };
const UNKNOWN_TYPE_AT = "unknown-type fields/note.yaml:4:11";

/** PAY version 2 with the given request lines (from line 6). */
function pay2(...requestLines: string[]): string {
  return yaml("kind: operation", "operation: PAY", "version: 2", "extends: 1", "request:", ...requestLines);
}

const cases: [string, Record<string, string | null>, string[]][] = [
  [
    "a fields file with a YAML syntax error: the fields it defines are not called unknown",
    {
      "fields/extra.yaml": row("order.extra", "    type: String", "    length: [1, 50"),
      "operations/pay/2.yaml": pay2("  fields:", "    order.extra: O"),
      ...UNKNOWN_TYPE,
    },
    ["yaml-unclosed-bracket fields/extra.yaml:5:13", UNKNOWN_TYPE_AT],
  ],
  [
    "a fields file that breaks the meta-schema: rules and the double naming its fields stay quiet",
    {
      "fields/extra.yaml": row("order.extra", "    type: Decimal", "    scale: two"),
      "rules-extra.yaml": yaml(
        "kind: rules",
        "rules:",
        "  - id: extra",
        "    kind: at-least-one-of",
        "    fields: [order.extra]",
        "    text: T.",
      ),
      ...UNKNOWN_TYPE,
    },
    ["schema-violation fields/extra.yaml:5:12", UNKNOWN_TYPE_AT],
  ],
  [
    "a types file with a YAML syntax error: its types are not called unknown",
    {
      "types2.yaml": yaml("kind: types", "types:", "  Text:", '    base: "string'),
      "fields/memo.yaml": row("order.memo", "    type: Text"),
      "operations/pay/2.yaml": pay2("  rules: [no-such-rule]"),
    },
    ["unknown-rule operations/pay/2.yaml:6:11", "yaml-unclosed-quote types2.yaml:4:11"],
  ],
  [
    "a group that breaks the meta-schema: a row mounting it is not told the group is unknown",
    {
      "groups/contact.yaml": yaml("kind: group", "name: contact", "fields:", "  phone:", "    type: String", "    lenght: 3"),
      "fields/shipping.yaml": row("shipping.contact", "    use: contact"),
      ...UNKNOWN_TYPE,
    },
    [UNKNOWN_TYPE_AT, "schema-violation groups/contact.yaml:6:5"],
  ],
  [
    "a rules file that breaks the meta-schema: operations naming its rules stay quiet",
    {
      "rules.yaml": yaml("kind: rules", "rules:", "  - id: order-subtotals", "    kind: total", "    text: T."),
      "operations/pay/2.yaml": pay2("  fields:", "    order.nothing: O"),
    },
    ["unknown-field operations/pay/2.yaml:7:5", "schema-violation rules.yaml:4:11"],
  ],
  [
    "an operation file with a YAML syntax error: contexts and default versions naming it stay quiet",
    {
      "operations/refund/1.yaml": yaml("kind: operation", "operation: REFUND", "version: 1", "request: { fields: { order.id: R }"),
      "fields/memo.yaml": row("order.memo", "    type: String", "    only: [REFUND.request]"),
      "api/client.yaml": yaml(
        "kind: client",
        "defaultVersions: { PAY: 2, REFUND: 1 }",
        "pathArguments: { merchantId: merchantId, orderid: orderId, transactionid: transactionId }",
        "timeoutMs: 1000",
        "maxResponseBytes: 1000",
        "retry: { causes: [SERVER_FAILED], connectionFailures: true, attempts: 2, baseDelayMs: 10, maxDelayMs: 100 }",
      ),
      ...UNKNOWN_TYPE,
    },
    [UNKNOWN_TYPE_AT, "yaml-unclosed-bracket operations/refund/1.yaml:4:10"],
  ],
  [
    "a states section with a YAML syntax error: value lists and the values the double reports stay quiet",
    { "api/states.yaml": yaml("kind: states", "lists:", "  orderStatus: { values: [CAPTURED }"), ...UNKNOWN_TYPE },
    ["yaml-unclosed-bracket api/states.yaml:3:26", UNKNOWN_TYPE_AT],
  ],
  [
    "an errors section with a YAML syntax error: it is not missing, and the causes named elsewhere stay quiet",
    { "api/errors.yaml": yaml("kind: errors", "fields:", "  error.cause: { type: Enumeration, values: [SERVER_FAILED }"), ...UNKNOWN_TYPE },
    ["yaml-unclosed-bracket api/errors.yaml:3:45", UNKNOWN_TYPE_AT],
  ],
  [
    "a path parameters section with a YAML syntax error: identifiers named by the client and the double stay quiet",
    { "api/path-parameters.yaml": yaml("kind: path-parameters", "parameters: { merchantId: { type: String }"), ...UNKNOWN_TYPE },
    ["yaml-unclosed-bracket api/path-parameters.yaml:2:13", UNKNOWN_TYPE_AT],
  ],
  [
    "a sensitivity section with a YAML syntax error: classes named by rows stay quiet",
    {
      "api/sensitivity.yaml": yaml("kind: sensitivity", "classes: { card-number: { mask: replace }"),
      "fields/card.yaml": row("order.card", "    type: String", "    sensitive: card-number"),
      ...UNKNOWN_TYPE,
    },
    ["yaml-unclosed-bracket api/sensitivity.yaml:2:10", UNKNOWN_TYPE_AT],
  ],
  [
    "a client section with a YAML syntax error: a second version is not said to lack a default",
    { "api/client.yaml": yaml("kind: client", "defaultVersions: { PAY: 2 "), ...UNKNOWN_TYPE },
    ["yaml-unclosed-bracket api/client.yaml:2:18", UNKNOWN_TYPE_AT],
  ],
  [
    "a misspelt kind: the kind it most likely meant is unread",
    {
      "fields/extra.yaml": yaml("kind: fieldz", "fields:", "  order.extra: { type: String }"),
      ...UNKNOWN_TYPE,
      "operations/pay/2.yaml": pay2("  fields:", "    order.extra: O"),
    },
    ["schema-violation fields/extra.yaml:1:7", UNKNOWN_TYPE_AT],
  ],
  [
    "a file whose kind cannot be told: every kind is unread, and checks that look nothing up still run",
    {
      "fields/extra.yaml": yaml("fields:", "  order.extra: { type: String, length: [1, 50 }"),
      "fields/note.yaml": row("order.note", "    type: Strng", "    length: [9, 2]"),
    },
    ["yaml-unclosed-bracket fields/extra.yaml:2:40", "min-greater-than-max fields/note.yaml:5:13"],
  ],
];

afterAll(removeTempDirs);

describe("a broken file hides no problem of another file, and causes none", () => {
  it.concurrent.each(cases)("%s", async (_name, files, want) => {
    expect(await reported(files)).toEqual(want);
  });
});

describe("three mistakes in three files", () => {
  it("are reported together: a YAML syntax error, a meta-schema violation and an unknown type", async () => {
    const diagnostics = await reported({
      "fields/extra.yaml": row("order.extra", "    type: String", "    length: [1, 50"),
      "fields/other.yaml": row("order.memo", "    type: String", "    lenght: 3"),
      ...UNKNOWN_TYPE,
    });
    expect(diagnostics).toEqual([
      "yaml-unclosed-bracket fields/extra.yaml:5:13",
      UNKNOWN_TYPE_AT,
      "schema-violation fields/other.yaml:5:5",
    ]);
  });
});
