// A corpus of broken specs: each case writes a few files over a copy of the minimal fixture and
// names the one diagnostic it must produce, to the line and column (1-based, as editors show them).
// Positions are worked out by hand from the YAML below, which is written one line per string so
// that the line of every entry is its index + 1.

import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { DiagnosticCode } from "../../generator/diagnostics/codes.js";
import { compareDiagnostics, SpecError, type Diagnostic } from "../../generator/diagnostics/diagnostic.js";
import { buildIR } from "../../generator/pipeline.js";
import { FIXTURES_ROOT, fixtureWith, removeTempDirs } from "../support/fixtures.js";

/** One YAML file, one string a line. */
function yaml(...lines: string[]): string {
  return `${lines.join("\n")}\n`;
}

interface Want {
  code: DiagnosticCode;
  file: string;
  line: number;
  column: number;
  /** A substring of the message, where the wording carries a fact worth pinning. */
  message?: string;
}

interface BrokenSpec {
  files: Record<string, string | null>;
  want: Want;
}

/** The second version of PAY with a different request section (lines 1-5 are fixed). */
function pay2Request(...requestLines: string[]): string {
  return yaml("kind: operation", "operation: PAY", "version: 2", "extends: 1", "request:", ...requestLines);
}

/** A fields file defining one row `order.note` (line 3) with the given facet lines (from line 4). */
function noteRow(...facetLines: string[]): Record<string, string> {
  return { "fields/note.yaml": yaml("kind: fields", "fields:", "  order.note:", ...facetLines) };
}

/** An errors section whose roles give `invalid` (line 11) and the finding's `field` (line 12) as written. */
function errorsFile(invalidRole: string, fieldRole: string): Record<string, string> {
  return {
    "api/errors.yaml": yaml(
      "kind: errors",
      "fields:",
      "  result: { type: Enumeration, values: [ERROR] }",
      "  error.cause: { type: Enumeration, values: [INVALID_REQUEST, SERVER_FAILED] }",
      "  error.explanation: { type: String, presence: { response: C } }",
      "  error.field: { type: String, presence: { response: C } }",
      "  error.validationType: { type: Enumeration, values: [INVALID, MISSING, UNSUPPORTED], presence: { response: C } }",
      "roles:",
      "  result: { field: result, error: ERROR }",
      "  cause: { field: error.cause, invalidRequest: INVALID_REQUEST }",
      `  validationType: { field: error.validationType, ${invalidRole}, missing: MISSING, unsupported: UNSUPPORTED }`,
      `  ${fieldRole.replace(/^field: (.*)$/, "field: { field: $1 }")}`,
      "  explanation: { field: error.explanation }",
    ),
  };
}

/** A client section (default versions on line 2, retried causes on line 6). */
function clientFile({ defaultVersions = "{ PAY: 2 }", causes = "[SERVER_FAILED]", reused = [] as string[] }): string {
  return yaml(
    "kind: client",
    `defaultVersions: ${defaultVersions}`,
    "pathArguments: { merchantId: merchantId, orderid: orderId }",
    "timeoutMs: 1000",
    "maxResponseBytes: 1000",
    "retry:",
    `  causes: ${causes}`,
    "  connectionFailures: true",
    "  attempts: 2",
    "  baseDelayMs: 10",
    "  maxDelayMs: 100",
    ...reused,
  );
}

/** A gateway double for PAY (lines 1-11 fixed) with the given lines replaced and outcome lines from line 12. */
function doubleFile(replace: Record<number, string>, ...outcomeLines: string[]): Record<string, string> {
  const lines = [
    "kind: double",
    "status: { ok: { code: 200, carries: response, seen: captures, description: Done. }, refused: { code: 400, carries: error, seen: choice, description: No. } }",
    "answers:",
    "  unauthenticated: { status: refused, cause: INVALID_REQUEST }",
    "  serverBusy: { status: refused, cause: SERVER_FAILED }",
    "  serverFailed: { status: refused, cause: SERVER_FAILED }",
    "  laterTransaction: { status: refused, cause: INVALID_REQUEST, validationType: INVALID }",
    "onDemand: { SERVER_FAILED: serverFailed }",
    "pathRoles: { order: orderid, transaction: orderid }",
    "values: { order.id: '{orderid}' }",
    outcomeLines.length === 0 ? "outcomes: {}" : "outcomes:",
    ...outcomeLines,
  ].map((line, index) => replace[index + 1] ?? line);
  return { "api/double.yaml": yaml(...lines) };
}

const PAY_OUTCOME = "  PAY: { orderStatus: CAPTURED, response: { order.status: CAPTURED } }";

const cases: [string, BrokenSpec][] = [
  [
    "YAML syntax error (nested mapping in a compact mapping)",
    {
      files: { "fields/note.yaml": yaml("kind: fields", "fields:", "  order.note: type: String") },
      want: { code: "yaml-syntax", file: "fields/note.yaml", line: 3, column: 15, message: "Nested mappings" },
    },
  ],
  [
    "YAML syntax error (tab indentation)",
    {
      files: { "fields/note.yaml": yaml("kind: fields", "fields:", "\torder.note: { type: String }") },
      want: { code: "yaml-syntax", file: "fields/note.yaml", line: 3, column: 1, message: "Tabs" },
    },
  ],
  [
    "YAML error (alias to an anchor that is not defined)",
    {
      files: noteRow("    type: String", "    description: *nope"),
      want: { code: "yaml-syntax", file: "fields/note.yaml", line: 5, column: 18, message: "nope" },
    },
  ],
  [
    "YAML syntax error (duplicate key)",
    {
      files: noteRow("    type: String", "    type: Integer"),
      want: { code: "yaml-syntax", file: "fields/note.yaml", line: 5, column: 5, message: "unique" },
    },
  ],
  [
    "schema violation: unknown property of a field",
    {
      files: noteRow("    type: String", "    lenght: [1, 10]"),
      want: { code: "schema-violation", file: "fields/note.yaml", line: 5, column: 5, message: "unknown property 'lenght'" },
    },
  ],
  [
    "schema violation: wrong type of a facet (scale is an integer)",
    {
      files: noteRow("    type: Decimal", "    scale: two"),
      want: { code: "schema-violation", file: "fields/note.yaml", line: 5, column: 12, message: "must be integer" },
    },
  ],
  [
    "schema violation: unknown kind",
    {
      files: { "api/extra.yaml": yaml("kind: field", "fields: {}") },
      want: { code: "schema-violation", file: "api/extra.yaml", line: 1, column: 7, message: "must be equal to one of the allowed values" },
    },
  ],
  [
    "schema violation: a field path that is not a path (points at the offending key)",
    {
      files: {
        "fields/note.yaml": yaml("kind: fields", "fields:", "  order.note:", "    type: String", "  order..memo:", "    type: String"),
      },
      want: { code: "schema-violation", file: "fields/note.yaml", line: 5, column: 3 },
    },
  ],
  [
    "unknown type",
    {
      files: noteRow("    type: Strng"),
      want: { code: "unknown-type", file: "fields/note.yaml", line: 4, column: 11, message: "'Strng'" },
    },
  ],
  [
    "length: min greater than max",
    {
      files: noteRow("    type: String", "    length: [10, 1]"),
      want: {
        code: "min-greater-than-max",
        file: "fields/note.yaml",
        line: 5,
        column: 13,
        message: "length minimum 10 is greater than maximum 1",
      },
    },
  ],
  [
    "range: min greater than max",
    {
      files: noteRow("    type: Integer", "    range: [10, 1]"),
      want: {
        code: "min-greater-than-max",
        file: "fields/note.yaml",
        line: 5,
        column: 12,
        message: "range minimum 10 is greater than maximum 1",
      },
    },
  ],
  [
    "range: min greater than max, decimal bounds beyond double precision (compared exactly)",
    {
      files: noteRow("    type: Decimal", '    range: ["9007199254740993", "9007199254740992"]'),
      want: { code: "min-greater-than-max", file: "fields/note.yaml", line: 5, column: 12, message: "range minimum 9007199254740993" },
    },
  ],
  [
    "duplicate field across two files (reported in the file read second)",
    {
      files: { "fields/other.yaml": yaml("kind: fields", "fields:", "  order.id:", "    type: String") },
      want: { code: "duplicate-field", file: "fields/other.yaml", line: 3, column: 3, message: "also in fields/order.yaml" },
    },
  ],
  [
    "duplicate type across two types files",
    {
      files: { "types2.yaml": yaml("kind: types", "types:", "  String:", "    base: string") },
      want: { code: "duplicate-file", file: "types2.yaml", line: 3, column: 3, message: "also in types.yaml" },
    },
  ],
  [
    "duplicate enumeration value",
    {
      files: noteRow("    type: Enumeration", "    values: [LOW, HIGH, LOW]"),
      want: { code: "duplicate-enum-value", file: "fields/note.yaml", line: 5, column: 25, message: "'LOW' twice" },
    },
  ],
  [
    "empty enumeration, not marked open",
    {
      files: noteRow("    type: Enumeration", "    values: []"),
      want: { code: "empty-enumeration", file: "fields/note.yaml", line: 5, column: 13 },
    },
  ],
  [
    "enumeration with no values at all",
    {
      files: noteRow("    type: Enumeration"),
      want: { code: "empty-enumeration", file: "fields/note.yaml", line: 3, column: 3 },
    },
  ],
  [
    "unknown value list",
    {
      files: noteRow("    type: Enumeration", "    valuesFrom: nope"),
      want: { code: "unknown-value-list", file: "fields/note.yaml", line: 5, column: 17, message: "'nope'" },
    },
  ],
  [
    "field with neither type nor members",
    {
      files: noteRow("    description: Nothing else."),
      want: { code: "field-without-type", file: "fields/note.yaml", line: 3, column: 3 },
    },
  ],
  [
    "rule naming a field missing from the catalogue",
    {
      files: {
        "rules.yaml": yaml(
          "kind: rules",
          "rules:",
          "  - id: order-subtotals",
          "    kind: sum",
          "    total: order.amount",
          "    add: [order.itemAmount, order.shippingAmount]",
          "    when: any-part",
          "    text: Sum.",
          "  - id: amount-or-item-amount",
          "    kind: at-least-one-of",
          "    fields: [order.amount, order.itemAmount]",
          "    text: Either.",
        ),
      },
      want: { code: "unknown-field", file: "rules.yaml", line: 6, column: 29, message: "'order.shippingAmount'" },
    },
  ],
  [
    "sum rule adding a field that is not a number",
    {
      files: {
        "rules.yaml": yaml(
          "kind: rules",
          "rules:",
          "  - id: order-subtotals",
          "    kind: sum",
          "    total: order.amount",
          "    add: [order.itemAmount, order.currency]",
          "    when: any-part",
          "    text: Sum.",
          "  - id: amount-or-item-amount",
          "    kind: at-least-one-of",
          "    fields: [order.amount, order.itemAmount]",
          "    text: Either.",
        ),
      },
      want: { code: "rule-field-kind", file: "rules.yaml", line: 6, column: 29, message: "'order.currency'" },
    },
  ],
  [
    "unknown rule id in an operation",
    {
      files: { "operations/pay/2.yaml": pay2Request("  rules: [amount-or-item-amount, no-such-rule]") },
      want: { code: "unknown-rule", file: "operations/pay/2.yaml", line: 6, column: 34, message: "'no-such-rule'" },
    },
  ],
  [
    "unknown rule id in omitRules",
    {
      files: { "operations/pay/2.yaml": pay2Request("  omitRules: [order-sub-totals]") },
      want: { code: "unknown-rule", file: "operations/pay/2.yaml", line: 6, column: 15 },
    },
  ],
  [
    "unknown rule id in the error shape's rules",
    {
      files: {
        "api/errors.yaml": `${errorsFile("invalid: INVALID", "field: error.field")["api/errors.yaml"] ?? ""}rules: [no-such-rule]\n`,
      },
      want: { code: "unknown-rule", file: "api/errors.yaml", line: 14, column: 9, message: "'no-such-rule'" },
    },
  ],
  [
    "a rule of the error shape names a field the error shape does not have",
    {
      files: {
        "api/errors.yaml": `${errorsFile("invalid: INVALID", "field: error.field")["api/errors.yaml"] ?? ""}rules: [explanation-only-when-invalid]\n`,
        "rules.yaml": yaml(
          "kind: rules",
          "rules:",
          "  - id: order-subtotals",
          "    kind: sum",
          "    total: order.amount",
          "    add: [order.itemAmount]",
          "    when: any-part",
          "    text: Sum.",
          "  - id: amount-or-item-amount",
          "    kind: at-least-one-of",
          "    fields: [order.amount, order.itemAmount]",
          "    text: Either.",
          "  - id: explanation-only-when-invalid",
          "    kind: only-if",
          "    field: error.explantion",
          "    when: { field: error.cause, equals: [INVALID_REQUEST] }",
          "    text: Only then.",
        ),
      },
      want: { code: "unknown-field", file: "rules.yaml", line: 15, column: 12, message: "'error.explantion'" },
    },
  ],
  [
    "an only-if rule restricts a value its field does not list",
    {
      files: {
        ...noteRow("    type: Enumeration", "    values: [TEXT, HTML]"),
        "rules.yaml": yaml(
          "kind: rules",
          "rules:",
          "  - id: order-subtotals",
          "    kind: sum",
          "    total: order.amount",
          "    add: [order.itemAmount]",
          "    when: any-part",
          "    text: Sum.",
          "  - id: amount-or-item-amount",
          "    kind: at-least-one-of",
          "    fields: [order.amount, order.itemAmount]",
          "    text: Either.",
          "  - id: html-only-with-amount",
          "    kind: only-if",
          "    field: order.note",
          "    values: [HMTL]",
          "    when: { field: order.amount, present: true }",
          "    text: Only then.",
        ),
      },
      want: { code: "unknown-value", file: "rules.yaml", line: 16, column: 14, message: "'HMTL' is not a value of order.note" },
    },
  ],
  [
    "operation without a version",
    {
      files: { "operations/refund/1.yaml": yaml("kind: operation", "operation: REFUND", "request:", "  fields:", "    order.id: R") },
      want: { code: "missing-version", file: "operations/refund/1.yaml", line: 2, column: 12, message: "REFUND" },
    },
  ],
  [
    "duplicate operation version (reported in the file read second)",
    {
      files: { "operations/pay/3.yaml": yaml("kind: operation", "operation: PAY", "version: 2", "extends: 1") },
      want: { code: "duplicate-operation", file: "operations/pay/3.yaml", line: 3, column: 10, message: "also in operations/pay/2.yaml" },
    },
  ],
  [
    "extends a version that is not defined",
    {
      files: { "operations/pay/2.yaml": yaml("kind: operation", "operation: PAY", "version: 2", "extends: 7") },
      want: { code: "unknown-base-version", file: "operations/pay/2.yaml", line: 4, column: 10, message: "extends 7" },
    },
  ],
  [
    "extends cycle",
    {
      files: {
        "operations/loop/1.yaml": yaml("kind: operation", "operation: LOOP", "version: 1", "extends: 2"),
        "operations/loop/2.yaml": yaml("kind: operation", "operation: LOOP", "version: 2", "extends: 1"),
      },
      want: { code: "extends-cycle", file: "operations/loop/1.yaml", line: 4, column: 10, message: "LOOP" },
    },
  ],
  [
    "sensitivity class that spec/api/sensitivity.yaml does not define",
    {
      files: {
        ...noteRow("    type: String", "    sensitive: card-numbr"),
        "api/sensitivity.yaml": yaml("kind: sensitivity", "classes:", "  card-number:", "    description: Cards.", "    mask: replace"),
      },
      want: { code: "unknown-sensitivity", file: "fields/note.yaml", line: 5, column: 16, message: "known: card-number" },
    },
  ],
  [
    "client retries on a cause the error shape does not list",
    {
      files: {
        "api/client.yaml": clientFile({ causes: "[SERVER_BUZY]" }),
      },
      want: { code: "unknown-value", file: "api/client.yaml", line: 7, column: 12, message: "'SERVER_BUZY'" },
    },
  ],
  [
    "client names a refusal of a reused transaction id that the double does not answer with",
    {
      files: {
        "api/client.yaml": clientFile({ reused: ["  reusedTransaction: { answer: reusedTransactoin, identifier: transactionid }"] }),
      },
      want: {
        code: "unknown-value",
        file: "api/client.yaml",
        line: 12,
        column: 32,
        message: "'reusedTransactoin' is not a value of the double's answers",
      },
    },
  ],
  [
    "client names a reused transaction id's path identifier that section 2.2 does not list",
    {
      files: {
        "api/client.yaml": clientFile({ reused: ["  reusedTransaction: { answer: reusedTransaction, identifier: transactionId }"] }),
      },
      want: { code: "unknown-path-identifier", file: "api/client.yaml", line: 12, column: 63, message: "transactionId" },
    },
  ],
  [
    "client default version the operation does not define",
    {
      files: { "api/client.yaml": clientFile({ defaultVersions: "{ PAY: 3 }" }) },
      want: {
        code: "unknown-default-version",
        file: "api/client.yaml",
        line: 2,
        column: 25,
        message: "PAY has no version 3 (known: 1, 2)",
      },
    },
  ],
  [
    "client default version of an operation the spec does not define",
    {
      files: { "api/client.yaml": clientFile({ defaultVersions: "{ PAY: 2, REFUND: 1 }" }) },
      want: { code: "unknown-operation", file: "api/client.yaml", line: 2, column: 28, message: "'REFUND'" },
    },
  ],
  [
    "client that does not say which version of an operation it calls",
    {
      files: { "api/client.yaml": clientFile({ defaultVersions: "{}" }) },
      want: { code: "missing-default-version", file: "api/client.yaml", line: 2, column: 1, message: "PAY has versions 1, 2" },
    },
  ],
  [
    "a second version without a client section to say which one is the default",
    {
      files: { "api/client.yaml": null },
      want: { code: "missing-default-version", file: "operations/pay/2.yaml", line: 4, column: 10, message: "PAY has versions 1, 2" },
    },
  ],
  [
    "unknown context in only:",
    {
      files: noteRow("    type: String", "    only: [PAY.request, REFUND.response]"),
      want: { code: "unknown-context", file: "fields/note.yaml", line: 5, column: 25, message: "known: PAY.request, PAY.response" },
    },
  ],
  [
    "schema violation inside a list points at the item (malformed context in a variant's in:)",
    {
      files: noteRow("    type: String", "    variants:", "      - in: [PAY.reply]", "        length: [1, 5]"),
      want: { code: "schema-violation", file: "fields/note.yaml", line: 6, column: 14 },
    },
  ],
  [
    "unknown context in a variant's in: (well-formed but undefined operation)",
    {
      files: noteRow("    type: String", "    variants:", "      - in: [REFUND.request]", "        length: [1, 5]"),
      want: { code: "unknown-context", file: "fields/note.yaml", line: 6, column: 14, message: "'REFUND.request'" },
    },
  ],
  [
    "unknown group in use:",
    {
      files: { "fields/shipping.yaml": yaml("kind: fields", "fields:", "  shipping.address:", "    use: adress") },
      want: { code: "unknown-group", file: "fields/shipping.yaml", line: 4, column: 10, message: "'adress'" },
    },
  ],
  [
    "unknown group member in omit:",
    {
      files: { "fields/shipping.yaml": yaml("kind: fields", "fields:", "  shipping.address:", "    use: address", "    omit: [street]") },
      want: { code: "unknown-group-member", file: "fields/shipping.yaml", line: 5, column: 12, message: "no member 'street'" },
    },
  ],
  [
    "invalid regular expression in pattern:",
    {
      files: noteRow("    type: String", '    pattern: "^[a-"'),
      want: { code: "invalid-pattern", file: "fields/note.yaml", line: 5, column: 14, message: "Invalid regular expression" },
    },
  ],
  [
    "invalid character class in charset:",
    {
      files: noteRow("    type: String", '    charset: "z-a"'),
      want: { code: "invalid-pattern", file: "fields/note.yaml", line: 5, column: 14 },
    },
  ],
  [
    "presence of the wrong direction: A in a request",
    {
      files: { "operations/pay/2.yaml": pay2Request("  fields:", "    order.reference: A") },
      want: {
        code: "presence-direction",
        file: "operations/pay/2.yaml",
        line: 7,
        column: 22,
        message: "presence A belongs to a response, not to a request",
      },
    },
  ],
  [
    "presence of the wrong direction: R in a response (object form)",
    {
      files: {
        "operations/pay/2.yaml": yaml(
          "kind: operation",
          "operation: PAY",
          "version: 2",
          "extends: 1",
          "response:",
          "  fields:",
          "    order.reference: { presence: R, length: [1, 10] }",
        ),
      },
      want: {
        code: "presence-direction",
        file: "operations/pay/2.yaml",
        line: 7,
        column: 34,
        message: "presence R belongs to a request, not to a response",
      },
    },
  ],
  [
    "facet not applicable: scale on a String",
    {
      files: noteRow("    type: String", "    scale: 2"),
      want: {
        code: "facet-not-applicable",
        file: "fields/note.yaml",
        line: 5,
        column: 5,
        message: "facet 'scale' does not apply to a string field",
      },
    },
  ],
  [
    "facet not applicable in an operation's override (length on an Integer)",
    {
      files: {
        "operations/pay/2.yaml": pay2Request("  fields:", "    order.item[].quantity:", "      presence: R", "      length: [1, 3]"),
      },
      want: {
        code: "facet-not-applicable",
        file: "operations/pay/2.yaml",
        line: 9,
        column: 7,
        message: "facet 'length' does not apply to a integer field",
      },
    },
  ],
  [
    "selection of an unknown field path in an operation",
    {
      files: { "operations/pay/2.yaml": pay2Request("  fields:", "    order.reference: O", "    order.nothing: O") },
      want: { code: "unknown-field", file: "operations/pay/2.yaml", line: 8, column: 5, message: "'order.nothing'" },
    },
  ],
  [
    "glob selection under an unknown prefix",
    {
      files: { "operations/pay/2.yaml": pay2Request("  fields:", "    shipping.**: O") },
      want: { code: "unknown-field", file: "operations/pay/2.yaml", line: 7, column: 5, message: "'shipping'" },
    },
  ],
  [
    "omit of an unknown field in an operation",
    {
      files: { "operations/pay/2.yaml": pay2Request("  omit: [order.custom, order.costum]") },
      want: { code: "unknown-field", file: "operations/pay/2.yaml", line: 6, column: 24, message: "'order.costum'" },
    },
  ],
  [
    "the double has no outcome for an operation",
    {
      files: doubleFile({}),
      want: { code: "missing-outcome", file: "api/double.yaml", line: 11, column: 11, message: "operation PAY" },
    },
  ],
  [
    "an outcome moves the order to a status that is no order status, nor one the double states",
    {
      files: doubleFile({}, "  PAY: { orderStatus: CAPTUERD, response: { order.status: CAPTURED } }"),
      want: { code: "unknown-value", file: "api/double.yaml", line: 12, column: 23, message: "'CAPTUERD' is not a value of order.status" },
    },
  ],
  [
    "an outcome applies from a status that is no order status",
    {
      files: doubleFile({}, "  PAY: { orderStatus: CAPTURED, from: [CAPTURED, AUTHORISED], response: { order.status: CAPTURED } }"),
      want: {
        code: "unknown-value",
        file: "api/double.yaml",
        line: 12,
        column: 50,
        message: "'AUTHORISED' is not a value of order.status",
      },
    },
  ],
  [
    "a rule of the double reads a field the catalogue does not have",
    {
      files: doubleFile({}, PAY_OUTCOME, "rules: { order.id: { from: order.amout } }"),
      want: { code: "unknown-field", file: "api/double.yaml", line: 13, column: 28, message: "'order.amout'" },
    },
  ],
  [
    "a rule of the double names an answer field without a rule",
    {
      files: doubleFile({}, PAY_OUTCOME, "rules: { order.id: { rule: order.amount } }"),
      want: { code: "unknown-double-rule", file: "api/double.yaml", line: 13, column: 28, message: "'order.amount' names no answer field" },
    },
  ],
  [
    "the double reports a value its field's closed enumeration does not list",
    {
      files: {
        ...doubleFile({}, "  PAY: { orderStatus: CAPTURED, response: { order.channel: FAX } }"),
        "fields/channel.yaml": yaml("kind: fields", "fields:", "  order.channel:", "    type: Enumeration", "    values: [WEB, PHONE]"),
      },
      want: { code: "unknown-value", file: "api/double.yaml", line: 12, column: 60, message: "'FAX' is not a value of order.channel" },
    },
  ],
  [
    "a canned answer of the double gives a cause the error shape does not list",
    {
      files: doubleFile({ 5: "  serverBusy: { status: refused, cause: SERVER_BUSY }" }, PAY_OUTCOME),
      want: { code: "unknown-value", file: "api/double.yaml", line: 5, column: 41, message: "'SERVER_BUSY' is not a value of error.cause" },
    },
  ],
  [
    "a canned answer of the double gives a validation type the error shape does not list",
    {
      files: doubleFile({ 7: "  laterTransaction: { status: refused, cause: INVALID_REQUEST, validationType: WRONG }" }, PAY_OUTCOME),
      want: {
        code: "unknown-value",
        file: "api/double.yaml",
        line: 7,
        column: 80,
        message: "'WRONG' is not a value of error.validationType",
      },
    },
  ],
  [
    "an answer of the double is sent with a status role the double does not list",
    {
      files: doubleFile({ 6: "  serverFailed: { status: failed, cause: SERVER_FAILED }" }, PAY_OUTCOME),
      want: {
        code: "unknown-value",
        file: "api/double.yaml",
        line: 6,
        column: 27,
        message: "'failed' is not a value of the double's statuses",
      },
    },
  ],
  [
    "a cause on demand names no answer of the double",
    {
      files: doubleFile({ 8: "onDemand: { SERVER_FAILED: crashed }" }, PAY_OUTCOME),
      want: {
        code: "unknown-value",
        file: "api/double.yaml",
        line: 8,
        column: 28,
        message: "'crashed' is not a value of the double's answers",
      },
    },
  ],
  [
    "a response value of the double names no path identifier",
    {
      files: doubleFile({ 10: "values: { order.id: '{ordrid}' }" }, PAY_OUTCOME),
      want: {
        code: "unknown-path-identifier",
        file: "api/double.yaml",
        line: 10,
        column: 21,
        message: "'ordrid' names no path identifier (known: merchantId, orderid, transactionid)",
      },
    },
  ],
  [
    "the double keeps its state by a path identifier the spec does not have",
    {
      files: doubleFile({ 9: "pathRoles: { order: orderid, transaction: transactionId }" }, PAY_OUTCOME),
      want: { code: "unknown-path-identifier", file: "api/double.yaml", line: 9, column: 43, message: "'transactionId'" },
    },
  ],
  [
    "the client names an argument for a path identifier the spec does not have",
    {
      files: { "api/client.yaml": clientFile({}).replace("orderid: orderId", "ordrid: orderId") },
      want: { code: "unknown-path-identifier", file: "api/client.yaml", line: 3, column: 42, message: "'ordrid'" },
    },
  ],
  [
    "Basic authentication's user id names no path identifier",
    {
      files: {
        "api/authentication.yaml":
          "kind: authentication\nschemes:\n  - id: basic\n    description: Basic.\n    userParameter: merchant\nnotes: []\n",
      },
      want: { code: "unknown-path-identifier", file: "api/authentication.yaml", line: 5, column: 20, message: "'merchant'" },
    },
  ],
  [
    "a string format the generator does not know",
    {
      files: noteRow("    type: String", "    format: phone"),
      want: {
        code: "unknown-format",
        file: "fields/note.yaml",
        line: 5,
        column: 13,
        message: "unknown string format 'phone' (known: date,",
      },
    },
  ],
  [
    "a pattern that backtracks for exponential time",
    {
      files: noteRow("    type: String", "    pattern: '^(a+)+$'"),
      want: { code: "catastrophic-pattern", file: "fields/note.yaml", line: 5, column: 14, message: "exponential" },
    },
  ],
  [
    "an error role gives a value its field does not list",
    {
      files: errorsFile("invalid: INVALD", "field: error.field"),
      want: {
        code: "unknown-value",
        file: "api/errors.yaml",
        line: 11,
        column: 59,
        message: "'INVALD' is not a value of error.validationType",
      },
    },
  ],
  [
    "an error role names a field the error shape does not have",
    {
      files: errorsFile("invalid: INVALID", "field: error.fld"),
      want: { code: "unknown-field", file: "api/errors.yaml", line: 12, column: 19, message: "'error.fld'" },
    },
  ],
];

/** Runs the pipeline and returns the diagnostics it rejects with; fails the test if it does not. */
async function diagnosticsOf(specRoot: string): Promise<Diagnostic[]> {
  const error: unknown = await buildIR(specRoot).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, "buildIR should reject").toBeInstanceOf(SpecError);
  return (error as SpecError).diagnostics;
}

function shown(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map(({ file, line, column, code, message }) => `${file}:${line}:${column} ${code}: ${message}`);
}

afterAll(removeTempDirs);

describe("broken specs are rejected with a located diagnostic", () => {
  it.concurrent.each(cases)("%s", async (_name, { files, want }) => {
    const diagnostics = await diagnosticsOf(await fixtureWith("minimal-spec", files));
    const { message, ...location } = want;
    const match = diagnostics.find(
      (diagnostic) =>
        diagnostic.code === location.code &&
        diagnostic.file === location.file &&
        diagnostic.line === location.line &&
        diagnostic.column === location.column,
    );
    expect(
      match,
      `no ${location.code} at ${location.file}:${location.line}:${location.column} among\n${shown(diagnostics).join("\n")}`,
    ).toBeDefined();
    if (message !== undefined) expect(match?.message).toContain(message);
  });
});

describe("a spec with several problems", () => {
  it("reports every one of them, sorted by file, line, column and code", async () => {
    const specRoot = await fixtureWith("minimal-spec", {
      ...noteRow("    type: Strng", "    length: [9, 2]"),
      "fields/shipping.yaml": yaml("kind: fields", "fields:", "  shipping.address:", "    use: adress"),
      "operations/pay/2.yaml": pay2Request("  fields:", "    order.nothing: O", "  rules: [no-such-rule]"),
    });
    const diagnostics = await diagnosticsOf(specRoot);
    expect(shown(diagnostics).map((line) => line.slice(0, line.indexOf(":", line.indexOf(" ")) + 1))).toEqual([
      "fields/note.yaml:4:11 unknown-type:",
      "fields/note.yaml:5:13 min-greater-than-max:",
      "fields/shipping.yaml:4:10 unknown-group:",
      "operations/pay/2.yaml:7:5 unknown-field:",
      "operations/pay/2.yaml:8:11 unknown-rule:",
    ]);
    expect([...diagnostics].sort(compareDiagnostics)).toEqual(diagnostics);
  });

  it("reports schema violations in several files together", async () => {
    const specRoot = await fixtureWith("minimal-spec", {
      ...noteRow("    type: String", "    lenght: 3"),
      "fields/other.yaml": yaml("kind: fields", "fields:", "  order.memo:", "    type: String", "    scale: two"),
    });
    const diagnostics = await diagnosticsOf(specRoot);
    expect(new Set(diagnostics.map((diagnostic) => diagnostic.file))).toEqual(new Set(["fields/note.yaml", "fields/other.yaml"]));
    expect([...diagnostics].sort(compareDiagnostics)).toEqual(diagnostics);
  });
});

describe("a spec without a section the generator needs", () => {
  it.each([
    ["api/endpoint.yaml", "endpoint"],
    ["api/errors.yaml", "errors"],
  ])("reports %s as missing", async (file, kind) => {
    const specRoot = await fixtureWith("minimal-spec", {});
    await rm(join(specRoot, file));
    const diagnostics = await diagnosticsOf(specRoot);
    expect(shown(diagnostics)).toContain(`${file}:1:1 missing-section: spec has no ${kind} file`);
  });
});

describe("the minimal fixture itself", () => {
  it("is a valid spec", async () => {
    const specRoot = await fixtureWith("minimal-spec", {});
    await expect(buildIR(specRoot)).resolves.toBeDefined();
  });

  it("accepts sums whose total, parts and factors are Integer fields (finding 10: they were refused unseen)", async () => {
    const files = {
      "fields/counts.yaml": yaml(
        "kind: fields",
        "fields:",
        "  billing.itemCount: { type: Integer, range: [0, 99] }",
        "  billing.giftCount: { type: Integer, range: [0, 99] }",
        "  billing.totalCount: { type: Integer, range: [0, 198] }",
      ),
      "rules.yaml": yaml(
        "kind: rules",
        "rules:",
        "  - id: order-subtotals",
        "    kind: sum",
        "    total: billing.totalCount",
        "    add: [billing.itemCount, billing.giftCount]",
        "    when: any-part",
        "    text: The counts add up.",
        "  - id: item-amount-matches-items",
        "    kind: sum-of-products",
        "    total: order.itemAmount",
        "    array: order.item[]",
        "    factors: [quantity, unitPrice]",
        "    text: Quantity times unit price.",
        "  - id: amount-or-item-amount",
        "    kind: at-least-one-of",
        "    fields: [order.amount, order.itemAmount]",
        "    text: Either.",
      ),
    };
    await expect(buildIR(await fixtureWith("minimal-spec", files))).resolves.toBeDefined();
  });

  it("is a valid spec with a gateway double reporting a value outside an open enumeration's shown part", async () => {
    const double = await readFile(join(FIXTURES_ROOT, "minimal-spec", "api/double.yaml"), "utf8");
    const specRoot = await fixtureWith("minimal-spec", {
      "api/double.yaml": `${double.replace(
        "{ orderStatus: CAPTURED, response: { order.status: CAPTURED } }",
        "{ orderStatus: SHIPPED, from: [SHIPPED], response: { order.status: SHIPPED } }",
      )}orderStatuses: [SHIPPED]\n`,
    });
    const ir = await buildIR(specRoot);
    // The outcome is kept as written: the double moves the order to SHIPPED, a status it states beyond
    // the list's shown part, and reports it in order.status.
    expect(ir.api.double?.outcomes).toEqual([
      { operation: "PAY", orderStatus: "SHIPPED", from: ["SHIPPED"], keeps: [], response: [{ path: "order.status", value: "SHIPPED" }] },
    ]);
    expect(ir.api.double?.orderStatuses).toEqual(["SHIPPED"]);
  });
});
