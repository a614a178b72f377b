// The mutation corpus over the minimal fixture: edits a spec author makes, each committed alone.
// The base is the fixture with a request and response enumeration (order.channel), a sensitive
// field and a sensitivity table added, so that every facet has something to move. Each facet moves
// both ways; reorders, rewrites and no-ops move nothing; then docs, types, groups, rules, regions,
// versions, the double, the client, sensitivity, authentication and the endpoint.

import type { Bump } from "../../../../generator/changes/change.js";
import { replaceIn, type SpecEdit, type SpecTexts } from "../spec-edits.js";

export interface CorpusEdit extends SpecEdit {
  /** The bump the report must give, where the issue states it (no-ops and reorders: none). */
  bump?: Bump;
  /** In the sample of the real spec's corpus that `npm test` runs (the whole runs in `npm run oracle`). */
  sample?: true;
}

const PAY_2 = `kind: operation
operation: PAY
version: 2
extends: 1
request:
  fields:
    order.reference: O
    order.channel: O
    order.payerNote: O
  omit: [order.custom]
  rules: [amount-or-item-amount]
response:
  fields:
    order.channel: C
`;

const EXTRA_FIELDS = `kind: fields
section: "2.4"
fields:
  order.channel:
    type: Enumeration
    values: [WEB, PHONE, MAIL]
    description: Where the order was placed.
  order.payerNote:
    type: String
    length: [1, 100]
    sensitive: free-text
`;

const SENSITIVITY = `kind: sensitivity
classes:
  free-text:
    description: Free text that may hold personal data.
    mask: replace
  card-number:
    description: Card numbers.
    mask: { keepFirst: 6, keepLast: 4, with: "x" }
`;

/** The corpus's base: the minimal fixture with these files written over it, and two regions' includes in PAY 1. */
export const FIXTURE_BASE: SpecEdit = {
  name: "the corpus's base",
  change: (spec) => ({
    ...replaceIn(spec, "operations/pay/1.yaml", ["includes: [shipping]", "includes: [shipping, device]"]),
    "operations/pay/2.yaml": PAY_2,
    "fields/extra.yaml": EXTRA_FIELDS,
    "api/sensitivity.yaml": SENSITIVITY,
  }),
};

type Change = (spec: SpecTexts) => Record<string, string | null>;

const edit = (name: string, change: Change, bump?: Bump): CorpusEdit => ({ name, change, ...(bump === undefined ? {} : { bump }) });
const replace =
  (path: string, ...pairs: [string, string][]): Change =>
  (spec) =>
    replaceIn(spec, path, ...pairs);
const write =
  (files: Record<string, string | null>): Change =>
  () =>
    files;
const both =
  (...changes: Change[]): Change =>
  (spec) =>
    Object.assign({}, ...changes.map((change) => change(spec))) as Record<string, string | null>;

const ORDER = "fields/order.yaml";
const EXTRA = "fields/extra.yaml";
const PAY1 = "operations/pay/1.yaml";
const PAY2 = "operations/pay/2.yaml";

const PAY_3 = `kind: operation
operation: PAY
version: 3
extends: 2
request:
  fields:
    order.reference: { presence: O, length: [1, 30] }
`;

export const FIXTURE_CORPUS: readonly CorpusEdit[] = [
  edit("nothing changed", write({}), "none"),
  edit("a comment added", replace(ORDER, ["fields:\n", "fields:\n  # the order group's rows\n"]), "none"),
  edit(
    "keys of a row reordered",
    replace(ORDER, ["    type: Decimal\n    description: Total amount.", "    description: Total amount.\n    type: Decimal"]),
    "none",
  ),
  edit("enumeration values reordered", replace(EXTRA, ["[WEB, PHONE, MAIL]", "[MAIL, WEB, PHONE]"]), "none"),
  edit("a region's includes reordered", replace(PAY1, ["includes: [shipping, device]", "includes: [device, shipping]"]), "none"),
  edit(
    "rule parts reordered",
    replace("rules.yaml", ["add: [order.itemAmount, order.taxAmount]", "add: [order.taxAmount, order.itemAmount]"]),
    "none",
  ),
  edit("a character set written otherwise", replace("types.yaml", ['charset: "0-9a-zA-Z"', 'charset: "a-zA-Z0-9"']), "none"),
  edit(
    "a region's include inside another",
    replace(PAY1, ["includes: [shipping, device]", "includes: [shipping, device, shipping.address]"]),
    "none",
  ),
  edit(
    "an example URL added to the endpoint",
    replace("api/endpoint.yaml", ['baseUrl: "{base_url}"', 'baseUrl: "{base_url}"\nbaseUrlExample: "https://pay.example.com"']),
    "patch",
  ),
  // Request bounds, both ways.
  edit("request length narrowed", replace(ORDER, ["    length: [1, 40]\n    variants:", "    length: [1, 30]\n    variants:"])),
  edit("request length widened", replace(ORDER, ["    length: [1, 40]\n    variants:", "    length: [1, 60]\n    variants:"])),
  edit("request shortest length raised", replace(ORDER, ["    length: [1, 40]\n    presence", "    length: [2, 40]\n    presence"])),
  edit("request integer range narrowed", replace(ORDER, ["range: [1, 999]", "range: [1, 99]"])),
  edit("request integer range widened", replace(ORDER, ["range: [1, 999]", "range: [0, 9999]"])),
  edit(
    "request decimal range added",
    replace(ORDER, [
      "    type: Decimal\n    description: Total tax.",
      '    type: Decimal\n    range: ["0", "100"]\n    description: Total tax.',
    ]),
  ),
  edit(
    "request decimal scale added",
    replace(ORDER, ["    type: Decimal\n    description: Total tax.", "    type: Decimal\n    scale: 2\n    description: Total tax."]),
  ),
  edit("request characters narrowed", replace("groups/address.yaml", ['    extraChars: " -"\n', ""])),
  edit("request characters widened", replace("groups/address.yaml", ['extraChars: " -"', 'extraChars: " -/"'])),
  edit(
    "request pattern added",
    replace(ORDER, [
      "    type: Alphanumeric\n    length: [1, 40]",
      "    type: Alphanumeric\n    pattern: '^[A-Z][0-9a-zA-Z]*$'\n    length: [1, 40]",
    ]),
  ),
  edit("request date format dropped", replace("fields/billing.yaml", ["    type: Date", "    type: String\n    length: [1, 10]"])),
  edit("request map entries narrowed", replace(ORDER, ["maxEntries: 5", "maxEntries: 3"])),
  edit("request map keys shortened", replace(ORDER, ["keyLength: [1, 20]", "keyLength: [1, 10]"])),
  edit(
    "request exact lengths changed",
    replace(ORDER, ["    type: UpperAlpha\n    length: 3", "    type: UpperAlpha\n    length: [3, 4]"]),
  ),
  // Request enumerations.
  edit("request and response enumeration value removed", replace(EXTRA, ["[WEB, PHONE, MAIL]", "[WEB, PHONE]"])),
  edit("request and response enumeration value added", replace(EXTRA, ["[WEB, PHONE, MAIL]", "[WEB, PHONE, MAIL, KIOSK]"])),
  edit(
    "enumeration list opened",
    replace(EXTRA, ["    values: [WEB, PHONE, MAIL]\n", '    values: [WEB, PHONE, MAIL]\n    open: "Other channels: not shown."\n']),
  ),
  edit(
    "enumeration value described",
    replace(EXTRA, ["[WEB, PHONE, MAIL]", "[WEB, PHONE, { value: MAIL, description: By post. }]"]),
    "patch",
  ),
  edit(
    "open list value added",
    replace("api/states.yaml", ["      - value: FAILED", "      - value: VOIDED\n        description: Voided.\n      - value: FAILED"]),
    "patch",
  ),
  edit("open list closed", replace("api/states.yaml", ['    open: "Remaining values: not shown."\n', ""])),
  // Presence and fields.
  edit("request field made required", replace(PAY2, ["    order.channel: O", "    order.channel: R"])),
  edit("request field made optional", replace(PAY1, ["    order.currency: R", "    order.currency: O"])),
  edit("request field removed", replace(PAY2, ["omit: [order.custom]", "omit: [order.custom, order.taxAmount]"])),
  edit(
    "request optional field added",
    both(
      replace(EXTRA, ["  order.payerNote:", "  order.note:\n    type: String\n    length: [1, 80]\n  order.payerNote:"]),
      replace(PAY2, ["    order.payerNote: O", "    order.payerNote: O\n    order.note: O"]),
    ),
  ),
  edit(
    "request required field added",
    both(
      replace(EXTRA, ["  order.payerNote:", "  order.note:\n    type: String\n    length: [1, 80]\n  order.payerNote:"]),
      replace(PAY2, ["    order.payerNote: O", "    order.payerNote: O\n    order.note: R"]),
    ),
  ),
  edit("request group made required", replace(PAY1, ["    billing.**: O", "    billing: R\n    billing.**: O"])),
  edit("list item field removed", replace(PAY2, ["omit: [order.custom]", 'omit: [order.custom, "order.item[].unitPrice"]'])),
  edit(
    "list item field made optional",
    replace(ORDER, [
      "  order.item[].quantity:\n    type: Integer\n    range: [1, 999]\n    presence: { request: R }",
      "  order.item[].quantity:\n    type: Integer\n    range: [1, 999]\n    presence: { request: O }",
    ]),
  ),
  edit(
    "request field type changed",
    replace(PAY2, ["    order.payerNote: O", "    order.payerNote: O\n    order.taxAmount: { presence: O, type: Integer }"]),
  ),
  edit("shared group member removed", replace("groups/address.yaml", ["  city:\n    type: String\n    length: [1, 100]\n", ""])),
  // Responses.
  edit("response length widened", replace(ORDER, ["        length: [1, 200]", "        length: [1, 300]"])),
  edit("response length narrowed", replace(ORDER, ["        length: [1, 200]", "        length: [1, 100]"])),
  edit(
    "response field removed",
    replace(PAY2, ["response:\n  fields:\n    order.channel: C", "response:\n  fields:\n    order.channel: C\n  omit: [order.status]"]),
  ),
  edit(
    "response field made conditional",
    replace(PAY2, ["response:\n  fields:\n    order.channel: C", "response:\n  fields:\n    order.channel: C\n    order.amount: C"]),
  ),
  edit(
    "response field made always",
    replace(PAY2, ["response:\n  fields:\n    order.channel: C", "response:\n  fields:\n    order.channel: C\n    order.reference: A"]),
  ),
  edit(
    "response field added",
    replace(PAY2, ["response:\n  fields:\n    order.channel: C", "response:\n  fields:\n    order.channel: C\n    order.taxAmount: C"]),
  ),
  edit(
    "response enumeration value removed",
    replace(PAY2, [
      "response:\n  fields:\n    order.channel: C",
      "response:\n  fields:\n    order.channel: { presence: C, values: [WEB, PHONE] }",
    ]),
  ),
  edit(
    "error cause added",
    replace("api/errors.yaml", [
      "        description: Internal failure.\n",
      "        description: Internal failure.\n      - value: SERVER_BUSY\n        description: Busy.\n",
    ]),
  ),
  edit("error explanation longer", replace("api/errors.yaml", ["length: [1, 1000]", "length: [1, 2000]"])),
  // Rules.
  edit("request rule added", replace(PAY1, ["  rules: [order-subtotals]", "  rules: [order-subtotals, amount-or-item-amount]"])),
  edit(
    "request rule removed",
    replace(PAY2, ["  rules: [amount-or-item-amount]", "  omitRules: [order-subtotals]\n  rules: [amount-or-item-amount]"]),
  ),
  edit("sum rule applies always", replace("rules.yaml", ["    when: any-part", "    when: always"])),
  edit("sum rule loses a part", replace("rules.yaml", ["add: [order.itemAmount, order.taxAmount]", "add: [order.itemAmount]"])),
  edit(
    "one-of rule gains a field",
    replace("rules.yaml", ["fields: [order.amount, order.itemAmount]", "fields: [order.amount, order.itemAmount, order.taxAmount]"]),
  ),
  edit("one-of rule loses a field", replace("rules.yaml", ["fields: [order.amount, order.itemAmount]", "fields: [order.amount]"])),
  edit(
    "rule reworded",
    replace("rules.yaml", ["Either order.amount or order.itemAmount must be given.", "Give order.amount, order.itemAmount or both."]),
    "patch",
  ),
  // 'Not shown' regions.
  edit(
    "request region removed",
    replace(PAY1, ['  gaps:\n    - includes: [shipping, device]\n      text: "Pay request: the shipping fields: not shown."\n', ""]),
  ),
  edit("request region shrunk", replace(PAY1, ["includes: [shipping, device]", "includes: [shipping]"])),
  edit(
    "request region reworded",
    replace(PAY1, ["Pay request: the shipping fields: not shown.", "Pay request: shipping is not shown."]),
    "patch",
  ),
  edit("request region moved", replace(PAY1, ["includes: [shipping, device]", "includes: [customer, device]"])),
  edit(
    "request region widened to a range",
    replace(PAY1, ["    - includes: [shipping, device]", "    - after: order\n      includes: [shipping, device]"]),
  ),
  // Words only.
  edit("field described", replace(ORDER, ["Total tax.", "Total tax, in the order's currency."]), "patch"),
  edit("operation described", replace(PAY1, ["description: Pays for an order.", "description: Pays for an order in one step."]), "patch"),
  edit(
    "data type described",
    replace("types.yaml", ["Any characters, within the stated length bounds.", "Any text within the length bounds."]),
    "patch",
  ),
  edit("group described", replace("groups/address.yaml", ["Shared address shape.", "The postal address."]), "patch"),
  edit("path identifier described", replace("api/path-parameters.yaml", ["Unique for every order.", "Unique for each order."]), "patch"),
  edit(
    "default value stated",
    replace(ORDER, ["  order.taxAmount:\n    type: Decimal", '  order.taxAmount:\n    type: Decimal\n    default: "0"']),
    "patch",
  ),
  edit(
    "seed text added",
    replace(ORDER, ["  order.taxAmount:\n    type: Decimal", "  order.taxAmount:\n    type: Decimal\n    seedText: Decimal, tax"]),
    "patch",
  ),
  edit("error value described", replace("api/errors.yaml", ["Mandatory field absent.", "A required field is missing."]), "patch"),
  edit(
    "endpoint described",
    replace("api/endpoint.yaml", ["One endpoint for every operation.", "Every operation shares one endpoint."]),
    "patch",
  ),
  // Data types.
  edit("data type's characters widened", replace("types.yaml", ['charset: "A-Z"', 'charset: "A-Za-z"'])),
  edit("data type's length narrowed", replace("types.yaml", ["length: [1, 14]", "length: [1, 12]"])),
  // Versions.
  edit("version added", write({ "operations/pay/3.yaml": PAY_3 })),
  edit("default version moved", replace("api/client.yaml", ["  PAY: 2", "  PAY: 1"])),
  edit(
    "version removed",
    both(
      replace("api/client.yaml", ["  PAY: 2", "  PAY: 1"]),
      replace("api/endpoint.yaml", ["  PAY: 2", "  PAY: 1"]),
      // Version 1 names version 2 as its replacement: with 2 gone, 1 is no longer deprecated.
      replace("operations/pay/1.yaml", ['deprecated:\n  since: "2026-11-01"\n  sunset: "2027-05-01"\n  replacement: { version: 2 }\n', ""]),
      () => ({ [PAY2]: null }),
    ),
  ),
  // The client.
  edit("client time-out shortened", replace("api/client.yaml", ["timeoutMs: 30000", "timeoutMs: 5000"])),
  edit("client retries fewer", replace("api/client.yaml", ["attempts: 3", "attempts: 1"])),
  edit("client answer limit lowered", replace("api/client.yaml", ["maxResponseBytes: 1048576", "maxResponseBytes: 65536"])),
  edit("client path argument renamed", replace("api/client.yaml", ["  orderid: orderId", "  orderid: orderReference"])),
  // The double.
  edit("created status moved to 200", replace("api/double.yaml", ["code: 201", "code: 200"])),
  edit(
    "double's order state after Pay",
    replace("api/double.yaml", [
      "PAY: { orderStatus: CAPTURED, response: { order.status: CAPTURED } }",
      "PAY: { orderStatus: AUTHORIZED, response: { order.status: AUTHORIZED } }",
    ]),
  ),
  edit("double's explanation reworded", replace("api/double.yaml", ["explanation: Not found.", "explanation: No such resource."])),
  edit("error status moved", replace("api/double.yaml", ["code: 413", "code: 400"])),
  // Sensitivity.
  edit("field loses its sensitivity", replace(EXTRA, ["    sensitive: free-text\n", ""])),
  edit(
    "field gains a sensitivity",
    replace(ORDER, ["    length: [1, 40]\n    variants:", "    length: [1, 40]\n    sensitive: free-text\n    variants:"]),
  ),
  edit("mask shows more", replace("api/sensitivity.yaml", ["keepFirst: 6, keepLast: 4", "keepFirst: 8, keepLast: 4"])),
  edit("mask replaced whole", replace("api/sensitivity.yaml", ['    mask: { keepFirst: 6, keepLast: 4, with: "x" }', "    mask: replace"])),
  // Authentication and the endpoint.
  edit(
    "user id prefix added",
    replace("api/authentication.yaml", ["    userParameter: merchantId", '    userPrefix: "merchant."\n    userParameter: merchantId']),
  ),
  edit("endpoint method changed", replace("api/endpoint.yaml", ["method: PUT", "method: POST"])),
  edit("endpoint path changed", replace("api/endpoint.yaml", ["/rest/version/", "/api/rest/version/"])),
  edit(
    "path identifier narrowed",
    replace("api/path-parameters.yaml", [
      "    length: [1, 40]\n    presence: { request: R }\n    description: Unique for every order.",
      "    length: [1, 30]\n    presence: { request: R }\n    description: Unique for every order.",
    ]),
  ),
  edit(
    "path identifier widened",
    replace("api/path-parameters.yaml", [
      "    length: [1, 40]\n    presence: { request: R }\n    description: Unique for every order.",
      "    length: [1, 60]\n    presence: { request: R }\n    description: Unique for every order.",
    ]),
  ),
];
