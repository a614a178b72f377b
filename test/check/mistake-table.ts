// The mistakes a spec author makes, one broken copy of the minimal fixture each, with the one
// diagnostic each must give (issue 25): the crashes a spec mistake used to cause (now checks), the
// mistakes once accepted without a word (with wrong output), the noise once made around one mistake,
// and the classic slips. Each diagnostic is located at the first occurrence of its `at` text in its
// file (the `nth` with `nth`; a file-level one at 1:1), and shown with its code frame.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { DiagnosticCode } from "../../generator/diagnostics/codes.js";
import { FIXTURES_ROOT } from "../support/fixtures.js";

export interface WantedDiagnostic {
  code: DiagnosticCode;
  file: string;
  /** The text the diagnostic points at (its first character); null for the file's line 1, column 1. */
  at: string | null;
  /** Which occurrence of `at` (1 unless given). */
  nth?: number;
  /** A part of the message, or of the help, worth pinning. */
  says?: string;
}

export interface Mistake {
  name: string;
  class: "crash" | "silent" | "noise" | "classic";
  /** Files over the minimal fixture: new text, or null to remove one. */
  files: Record<string, string | null>;
  want: WantedDiagnostic[];
  /** A file the spec's JSON Schema refuses too (the mistake is one of shape), so an editor flags it. */
  shape?: string;
}

/** A file of the minimal fixture, as written. */
export function fixtureText(file: string): string {
  return readFileSync(join(FIXTURES_ROOT, "minimal-spec", file), "utf8");
}

/** A fixture file with `from` (which must occur once) replaced by `to`. */
function edit(file: string, from: string, to: string): Record<string, string> {
  const text = fixtureText(file);
  if (text.split(from).length !== 2) throw new Error(`'${from}' does not occur exactly once in ${file}`);
  return { [file]: text.replace(from, to) };
}

const yaml = (...lines: string[]) => `${lines.join("\n")}\n`;

/** A third version of PAY whose request holds `lines` (after `request:`). */
function pay3(...lines: string[]): Record<string, string> {
  return { "operations/pay/3.yaml": yaml("kind: operation", "operation: PAY", "version: 3", "extends: 2", "request:", ...lines) };
}

/** A rule added to rules.yaml (indented as its list items are). */
function withRule(...lines: string[]): Record<string, string> {
  return { "rules.yaml": fixtureText("rules.yaml") + yaml(...lines.map((line, index) => `${index === 0 ? "  - " : "    "}${line}`)) };
}

/** The client section, stating PAY 3 as the default (a third version needs it). */
const CLIENT_PAY_3 = edit("api/client.yaml", "  PAY: 2\n", "  PAY: 3\n");

export const MISTAKES: Mistake[] = [
  // Crashes: each once ended the run with a stack trace and no location.
  {
    name: "a spec folder without the spec language's schema (spec.schema.json)",
    class: "crash",
    files: { "spec.schema.json": null },
    want: [{ code: "missing-meta-schema", file: "spec.schema.json", at: null, says: "copy it from the generator's spec/ folder" }],
  },
  {
    name: "a spec language schema that is no JSON",
    class: "crash",
    files: { "spec.schema.json": '{\n  "type": "object",\n  oops\n}\n' },
    want: [{ code: "invalid-meta-schema", file: "spec.schema.json", at: "oops", says: "it is no JSON" }],
  },
  {
    name: "a spec language schema ajv cannot compile",
    class: "crash",
    files: { "spec.schema.json": '{ "type": 12 }\n' },
    want: [{ code: "invalid-meta-schema", file: "spec.schema.json", at: null, says: "schema is invalid" }],
  },
  {
    name: "a string format the generator does not know, on a type of types.yaml",
    class: "crash",
    files: edit("types.yaml", "    format: date\n", "    format: uri\n"),
    want: [{ code: "unknown-format", file: "types.yaml", at: "uri", says: "did you mean 'url'?" }],
  },
  {
    name: "a range bound that is no number, on an Integer type",
    class: "crash",
    files: edit("types.yaml", "    base: integer\n", '    base: integer\n    range: ["zero", 10]\n'),
    want: [{ code: "invalid-bound", file: "types.yaml", at: '"zero"', says: "no bound of an integer value" }],
  },
  {
    name: "a range bound that is no whole number, on an Integer field",
    class: "crash",
    files: edit("fields/order.yaml", "    range: [1, 999]\n", "    range: [1, 9.5]\n"),
    want: [{ code: "invalid-bound", file: "fields/order.yaml", at: "9.5" }],
  },
  {
    name: "a range bound that is no decimal number, on a Decimal type",
    class: "crash",
    files: edit("types.yaml", "    length: [1, 14]\n", '    length: [1, 14]\n    range: ["0", "1,000"]\n'),
    want: [{ code: "invalid-bound", file: "types.yaml", at: '"1,000"', says: "no bound of a decimal value" }],
  },
  {
    name: "a misspelt key of authentication.yaml (schems)",
    class: "crash",
    files: edit("api/authentication.yaml", "schemes:\n", "schems:\n"),
    want: [{ code: "schema-violation", file: "api/authentication.yaml", at: "schems", says: "unknown property 'schems'" }],
    shape: "api/authentication.yaml",
  },
  {
    name: "no authentication scheme naming the path identifier its user id is made of",
    class: "crash",
    files: edit("api/authentication.yaml", "    userParameter: merchantId\n", ""),
    want: [{ code: "missing-user-parameter", file: "api/authentication.yaml", at: "- id: basic" }],
  },
  {
    name: "a path identifier the client gives no argument name",
    class: "crash",
    files: edit("api/client.yaml", "  transactionid: transactionId\n", ""),
    want: [{ code: "missing-path-argument", file: "api/client.yaml", at: "pathArguments", says: "'transactionid'" }],
  },
  {
    name: "the double without a status the shipped double sends (created)",
    class: "crash",
    files: edit(
      "api/double.yaml",
      '  created: { code: 201, carries: response, seen: captures, description: "Success, when the request creates the order." }\n',
      "",
    ),
    want: [{ code: "missing-double-role", file: "api/double.yaml", at: "status", says: "no status role 'created'" }],
  },
  {
    name: "the double's status the shipped double sends, misspelled (creted)",
    class: "crash",
    files: edit("api/double.yaml", "  created: { code: 201,", "  creted: { code: 201,"),
    want: [{ code: "missing-double-role", file: "api/double.yaml", at: "creted", says: "is 'creted' a misspelling of 'created'?" }],
  },
  {
    name: "a length past any text's (1e21 characters)",
    class: "crash",
    files: edit(
      "groups/address.yaml",
      "  city:\n    type: String\n    length: [1, 100]\n",
      "  city:\n    type: String\n    length: [1, 1e21]\n",
    ),
    want: [{ code: "schema-violation", file: "groups/address.yaml", at: "1e21", says: "must be <= 1000000" }],
    shape: "groups/address.yaml",
  },
  {
    name: "a required-if rule on an operation without its field",
    class: "crash",
    files: {
      ...withRule(
        "id: note-for-gbp",
        "kind: required-if",
        "field: order.reference",
        "when: { field: order.currency, equals: [GBP] }",
        "text: A reference for GBP.",
      ),
      ...pay3("  rules: [note-for-gbp]", "  omit: [order.reference]"),
      ...CLIENT_PAY_3,
    },
    want: [
      {
        code: "rule-not-applicable",
        file: "operations/pay/3.yaml",
        at: "note-for-gbp",
        says: "'order.reference', which PAY version 3's request",
      },
    ],
  },
  {
    name: "an at-least-one-of rule on an operation without one of its fields",
    class: "crash",
    files: { ...pay3("  omit: [order.itemAmount]"), ...CLIENT_PAY_3 },
    want: [{ code: "rule-not-applicable", file: "operations/pay/2.yaml", at: "amount-or-item-amount", says: "'order.itemAmount'" }],
  },

  // Accepted without a word, with wrong output.
  {
    name: "a path identifier misspelt in the endpoint's path ({orderId} for {orderid})",
    class: "silent",
    files: edit("api/endpoint.yaml", "/order/{orderid}/", "/order/{orderId}/"),
    want: [{ code: "unknown-path-identifier", file: "api/endpoint.yaml", at: "{orderId}", says: "did you mean 'orderid'?" }],
  },
  {
    name: "a path identifier the endpoint's path never holds",
    class: "silent",
    files: edit("api/endpoint.yaml", "/transaction/{transactionid}", ""),
    want: [{ code: "unused-path-identifier", file: "api/path-parameters.yaml", at: "transactionid:" }],
  },
  {
    name: "an HTTP method in lower case",
    class: "silent",
    files: edit("api/endpoint.yaml", "method: PUT", "method: put"),
    want: [{ code: "schema-violation", file: "api/endpoint.yaml", at: "put", says: "did you mean 'PUT'?" }],
    shape: "api/endpoint.yaml",
  },
  {
    name: "a misspelt discriminator",
    class: "silent",
    files: edit("api/endpoint.yaml", "discriminator: apiOperation", "discriminator: apiOpration"),
    want: [{ code: "discriminator-unstated", file: "api/endpoint.yaml", at: "apiOpration", says: "did you mean 'apiOperation'?" }],
  },
  {
    name: "an operation the spec does not define, in endpoint.yaml's versions",
    class: "silent",
    files: edit("api/endpoint.yaml", "  PAY: 2\n", "  PAY: 2\n  PAYY: 2\n"),
    want: [{ code: "unknown-operation", file: "api/endpoint.yaml", at: "PAYY" }],
  },
  {
    name: "a version the operation does not have, in endpoint.yaml's versions",
    class: "silent",
    files: edit("api/endpoint.yaml", "  PAY: 2\n", "  PAY: 7\n"),
    want: [{ code: "unknown-version", file: "api/endpoint.yaml", at: "7" }],
  },
  {
    name: "a version the operation does not have, in versioning.yaml's versions",
    class: "silent",
    files: { "api/versioning.yaml": yaml("kind: versioning", 'section: "9"', "versions:", "  PAY: 20") },
    want: [{ code: "unknown-version", file: "api/versioning.yaml", at: "20" }],
  },
  {
    name: "a misspelt key of a documentation kind (limits' statments)",
    class: "silent",
    files: { "api/limits.yaml": yaml("kind: limits", 'section: "8"', "statments:", "  - Bounds are per field.") },
    want: [{ code: "schema-violation", file: "api/limits.yaml", at: "statments", says: "did you mean 'statements'?" }],
    shape: "api/limits.yaml",
  },
  {
    name: "a misspelt key of a documentation kind (events' tagret)",
    class: "silent",
    files: { "api/events.yaml": yaml("kind: events", 'section: "6"', "tagret: order.id") },
    want: [{ code: "schema-violation", file: "api/events.yaml", at: "tagret", says: "did you mean 'target'?" }],
    shape: "api/events.yaml",
  },
  {
    name: "a required-if value outside its field's enumeration",
    class: "silent",
    files: withRule(
      "id: reference-when-failed",
      "kind: required-if",
      "field: order.reference",
      "when: { field: order.status, equals: [FIALED] }",
      "text: A reference when failed.",
    ),
    want: [{ code: "unknown-value", file: "rules.yaml", at: "FIALED", says: "did you mean 'FAILED'?" }],
  },
  {
    name: "a key of another rule kind (add on at-least-one-of)",
    class: "silent",
    files: edit(
      "rules.yaml",
      "    fields: [order.amount, order.itemAmount]\n",
      "    fields: [order.amount, order.itemAmount]\n    add: [order.taxAmount]\n",
    ),
    want: [{ code: "schema-violation", file: "rules.yaml", at: "add", nth: 2, says: "unknown property 'add'" }],
    shape: "rules.yaml",
  },
  {
    name: "a key of another rule kind (when on sum-of-products)",
    class: "silent",
    files: withRule(
      "id: items",
      "kind: sum-of-products",
      "total: order.itemAmount",
      "array: order.item[]",
      "factors: [quantity, unitPrice]",
      "when: always",
      "text: Items.",
    ),
    want: [{ code: "schema-violation", file: "rules.yaml", at: "when", nth: 2, says: "unknown property 'when'" }],
    shape: "rules.yaml",
  },
  {
    name: "a facet another base takes, on a type (charset on an Integer)",
    class: "silent",
    files: edit("types.yaml", "    base: integer\n", '    base: integer\n    charset: "0-9"\n'),
    want: [{ code: "schema-violation", file: "types.yaml", at: "charset", nth: 3, says: "unknown property 'charset'" }],
    shape: "types.yaml",
  },
  {
    name: "a typo of a sibling field in a region's after: bound",
    class: "silent",
    files: edit("operations/pay/1.yaml", "    - includes: [shipping]\n", "    - after: order.currenct\n"),
    want: [{ code: "unknown-field", file: "operations/pay/1.yaml", at: "order.currenct", says: "did you mean 'order.currency'?" }],
  },
  {
    name: "a misspelt field of a states list",
    class: "silent",
    files: edit("api/states.yaml", "    field: order.status\n", "    field: order.stauts\n"),
    want: [{ code: "unknown-field", file: "api/states.yaml", at: "order.stauts", says: "did you mean 'order.status'?" }],
  },
  {
    name: "a misspelt field of a states reference",
    class: "silent",
    files: edit("api/states.yaml", "gaps:\n", "references:\n  currencies: order.curency\ngaps:\n"),
    want: [{ code: "unknown-field", file: "api/states.yaml", at: "order.curency", says: "did you mean 'order.currency'?" }],
  },
  {
    name: "a double outcome's order status that is no order status (CAPTUERD)",
    class: "silent",
    files: edit("api/double.yaml", "  PAY: { orderStatus: CAPTURED,", "  PAY: { orderStatus: CAPTUERD,"),
    want: [{ code: "unknown-value", file: "api/double.yaml", at: "CAPTUERD", says: "did you mean 'CAPTURED'?" }],
  },
  {
    name: "a double outcome's reported value a near miss of an open enumeration's",
    class: "silent",
    files: edit("api/double.yaml", "response: { order.status: CAPTURED }", "response: { order.status: CAPTURDE }"),
    want: [{ code: "unknown-value", file: "api/double.yaml", at: "CAPTURDE", says: "did you mean 'CAPTURED'?" }],
  },
  {
    name: "a field its row keeps to responses, listed explicitly in a request (only:)",
    class: "silent",
    files: edit(
      "fields/order.yaml",
      "  order.reference:\n    type: Alphanumeric\n",
      "  order.reference:\n    type: Alphanumeric\n    only: [PAY.response]\n",
    ),
    want: [{ code: "field-not-in-context", file: "operations/pay/2.yaml", at: "order.reference", says: "only in PAY.response" }],
  },
  {
    name: "a ** selection of a group its row keeps out of the message (only:), which selects nothing",
    class: "silent",
    files: {
      ...edit("fields/billing.yaml", "    use: address\n", "    use: address\n    only: [PAY.request]\n"),
      ...edit("operations/pay/1.yaml", "    order.status: C\n", "    order.status: C\n    billing.address.**: C\n"),
    },
    want: [
      {
        code: "selection-selects-nothing",
        file: "operations/pay/1.yaml",
        at: "billing.address.**",
        says: "'billing.address' is only in PAY.request",
      },
    ],
  },
  {
    // PAY 1's request may give neither order.amount nor order.itemAmount; PAY 2's may not
    // (amount-or-item-amount), so there the rule always gives a value: one diagnostic, for PAY 1.
    name: "a field always in the response, up to the body, whose double rule reads only optional request fields",
    class: "silent",
    files: edit("operations/pay/1.yaml", "    order.id: A\n", "    order: A\n    order.id: A\n"),
    want: [
      {
        code: "undetermined-answer",
        file: "api/double.yaml",
        at: "order.amount:",
        says: "its value comes from 'order.itemAmount', which a request may leave out",
      },
    ],
  },
  {
    name: "a field always in the response, up to the body, that the double has no source for",
    class: "silent",
    // order.reference is optional in PAY 2's request and no part of PAY 1's: once for each version.
    files: edit(
      "operations/pay/1.yaml",
      "    order.id: A\n    order.amount: A\n    order.currency: A\n    order.reference: C\n",
      "    order: A\n    order.id: A\n    order.amount: A\n    order.currency: A\n    order.reference: A\n",
    ),
    want: [
      { code: "undetermined-answer", file: "api/double.yaml", at: "order.amount:" },
      { code: "undetermined-answer", file: "operations/pay/1.yaml", at: "order.reference: A", says: "PAY version 1's" },
      { code: "undetermined-answer", file: "operations/pay/1.yaml", at: "order.reference: A", says: "PAY version 2's" },
    ],
  },
  {
    name: "a sum rule on an operation without its total",
    class: "silent",
    files: { ...pay3("  omit: [order.amount]", "  omitRules: [amount-or-item-amount]"), ...CLIENT_PAY_3 },
    want: [{ code: "rule-not-applicable", file: "operations/pay/1.yaml", at: "order-subtotals", says: "'order.amount'" }],
  },
  {
    name: "a sum rule on an operation without a part it subtracts",
    class: "silent",
    files: {
      ...edit(
        "rules.yaml",
        "    add: [order.itemAmount, order.taxAmount]\n",
        "    add: [order.itemAmount]\n    subtract: [order.taxAmount]\n",
      ),
      ...pay3("  rules: [order-subtotals]", "  omit: [order.taxAmount]"),
      ...CLIENT_PAY_3,
    },
    want: [{ code: "rule-not-applicable", file: "operations/pay/3.yaml", at: "order-subtotals", says: "'order.taxAmount'" }],
  },
  {
    name: "a spec file ending in .yml",
    class: "silent",
    files: { "fields/note.yml": yaml("kind: fields", "fields:", "  order.note: { type: String }") },
    want: [{ code: "yml-file", file: "fields/note.yml", at: null, says: "rename it to 'note.yaml'" }],
  },
  {
    name: "a misspelt kind (field for fields)",
    class: "silent",
    files: { "fields/note.yaml": yaml("kind: field", "fields:", "  order.note: { type: String }") },
    want: [{ code: "schema-violation", file: "fields/note.yaml", at: "field", says: "did you mean 'fields'?" }],
    shape: "fields/note.yaml",
  },

  // Noise: one mistake told once, and no mistake hiding another.
  {
    name: "a schema error in one operation file hides no check of another file",
    class: "noise",
    files: {
      ...edit("operations/pay/2.yaml", "extends: 1\n", "extends: 1\ntitel: Pay again\n"),
      ...edit("api/endpoint.yaml", "  PAY: 2\n", "  PAY: 5\n"),
    },
    want: [
      { code: "unknown-version", file: "api/endpoint.yaml", at: "5" },
      { code: "schema-violation", file: "operations/pay/2.yaml", at: "titel", says: "did you mean 'title'?" },
    ],
    shape: "operations/pay/2.yaml",
  },
  {
    name: "a types file breaking the schema keeps the types it defines",
    class: "noise",
    files: {
      ...edit("types.yaml", "    base: boolean\n", "    base: boolean\n    colour: blue\n"),
      ...edit("fields/billing.yaml", "    type: Date\n", "    type: Dat\n"),
    },
    want: [
      { code: "unknown-type", file: "fields/billing.yaml", at: "Dat", says: "did you mean 'Date'?" },
      { code: "schema-violation", file: "types.yaml", at: "colour" },
    ],
    shape: "types.yaml",
  },
  {
    name: "a group file breaking the schema keeps its name and members",
    class: "noise",
    files: {
      ...edit("groups/address.yaml", "  city:\n", "  city:\n    colour: blue\n"),
      ...edit("fields/billing.yaml", "    omit: [company]\n", "    omit: [compnay]\n"),
    },
    want: [
      { code: "unknown-group-member", file: "fields/billing.yaml", at: "compnay", says: "did you mean 'company'?" },
      { code: "schema-violation", file: "groups/address.yaml", at: "colour" },
    ],
    shape: "groups/address.yaml",
  },
  {
    name: "a fields file breaking the schema keeps the paths it defines",
    class: "noise",
    files: {
      ...edit("fields/billing.yaml", "    type: Date\n", "    type: Date\n    colour: blue\n"),
      ...edit("operations/pay/2.yaml", "    order.reference: O\n", "    order.reference: O\n    billing.date: O\n    billing.dat: O\n"),
    },
    want: [
      { code: "schema-violation", file: "fields/billing.yaml", at: "colour" },
      { code: "unknown-field", file: "operations/pay/2.yaml", at: "billing.dat:", says: "did you mean 'billing.date'?" },
    ],
    shape: "fields/billing.yaml",
  },
  {
    name: "a rules file breaking the schema keeps the rule ids it defines",
    class: "noise",
    files: {
      ...edit("rules.yaml", "    when: any-part\n", "    when: any-part\n    colour: blue\n"),
      ...edit("operations/pay/2.yaml", "  rules: [amount-or-item-amount]\n", "  rules: [amount-or-item-amount, order-subtotal]\n"),
    },
    want: [
      { code: "unknown-rule", file: "operations/pay/2.yaml", at: "order-subtotal", says: "did you mean 'order-subtotals'?" },
      { code: "schema-violation", file: "rules.yaml", at: "colour" },
    ],
    shape: "rules.yaml",
  },
  {
    name: "a file without kind: is one error",
    class: "noise",
    files: { "fields/note.yaml": yaml("fields:", "  order.note: { type: String }") },
    want: [{ code: "schema-violation", file: "fields/note.yaml", at: null, says: "must have required property 'kind'" }],
    shape: "fields/note.yaml",
  },
  {
    name: "a presence code that is none (Q) is one message",
    class: "noise",
    files: edit("operations/pay/2.yaml", "    order.reference: O\n", "    order.reference: Q\n"),
    want: [{ code: "schema-violation", file: "operations/pay/2.yaml", at: "Q", says: "must be equal to one of the allowed values" }],
    shape: "operations/pay/2.yaml",
  },

  // The classic slips, located with a suggestion.
  {
    name: "a misspelt type",
    class: "classic",
    files: edit("fields/billing.yaml", "    type: Boolean\n", "    type: Boolen\n"),
    want: [{ code: "unknown-type", file: "fields/billing.yaml", at: "Boolen", says: "did you mean 'Boolean'?" }],
  },
  {
    name: "a group that does not exist",
    class: "classic",
    files: edit("fields/billing.yaml", "    use: address\n", "    use: adress\n"),
    want: [{ code: "unknown-group", file: "fields/billing.yaml", at: "adress", says: "did you mean 'address'?" }],
  },
  {
    name: "a rule naming a field the catalogue lacks",
    class: "classic",
    files: edit("rules.yaml", "    add: [order.itemAmount, order.taxAmount]\n", "    add: [order.itemAmount, order.taxAmout]\n"),
    want: [{ code: "unknown-field", file: "rules.yaml", at: "order.taxAmout", says: "did you mean 'order.taxAmount'?" }],
  },

  // The docs' chosen example values (api/examples.yaml).
  {
    name: "an example value for a field no request has",
    class: "classic",
    files: { "api/examples.yaml": yaml("kind: examples", "values:", "  order.currency: EUR", "  order.curency: USD") },
    want: [{ code: "unknown-example-field", file: "api/examples.yaml", at: "order.curency", says: "did you mean 'order.currency'?" }],
  },
  {
    name: "an example value the field's own validator refuses, with the validator's message",
    class: "classic",
    files: { "api/examples.yaml": yaml("kind: examples", "values:", "  order.currency: euro") },
    want: [
      {
        code: "example-value-refused",
        file: "api/examples.yaml",
        at: "euro",
        says: "refused by order.currency in PAY version 1's request: Must be exactly 3 characters long.",
      },
      { code: "example-value-refused", file: "api/examples.yaml", at: "euro", says: "PAY version 2's request" },
    ],
  },
  {
    name: "example values for an operation that does not exist",
    class: "classic",
    files: { "api/examples.yaml": yaml("kind: examples", "values: {}", "operations:", "  PAYY:", "    order.currency: EUR") },
    want: [{ code: "unknown-operation", file: "api/examples.yaml", at: "PAYY", says: "did you mean 'PAY'?" }],
  },
];
