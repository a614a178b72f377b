// The fixture history of the change report: pairs of small specs, each the minimal fixture with a
// few files written over it (before and after), one pair per kind of change the report classifies,
// with what the report must say. Its Markdown and JSON are kept as golden files under
// test/fixtures/changes/<case>/.

import type { Bump, ChangeKind } from "../../generator/changes/change.js";

/** One YAML file, one string a line. */
export function yaml(...lines: string[]): string {
  return `${lines.join("\n")}\n`;
}

export interface ChangeCase {
  /** Files written over the minimal fixture for the "before" spec; `null` removes one. */
  before?: Record<string, string | null>;
  after: Record<string, string | null>;
  /** The change that must be in the report, and the bump of the whole report. */
  want: { kind: ChangeKind; operation: string; version: string; direction: string; path: string; breaking: boolean };
  bump: Bump;
}

/** PAY 2 (extends 1) with these request lines (after `request:`) and response lines. */
function pay2(request: string[], response: string[] = []): string {
  return yaml(
    "kind: operation",
    "operation: PAY",
    "version: 2",
    "extends: 1",
    "request:",
    "  fields:",
    "    order.reference: O",
    ...request,
    "  omit: [order.custom]",
    "  rules: [amount-or-item-amount]",
    ...(response.length === 0 ? [] : ["response:", ...response]),
  );
}

/** PAY 1 as the fixture has it, with its request gap replaced. */
function pay1WithGap(gapLines: string[]): string {
  return yaml(
    "kind: operation",
    "operation: PAY",
    "version: 1",
    "title: Pay",
    "request:",
    "  fields:",
    "    order: R",
    "    order.id: R",
    "    order.currency: R",
    "    order.amount: O",
    "    order.itemAmount: O",
    "    order.taxAmount: O",
    "    order.custom: O",
    "    order.item[].**: O",
    "    billing.**: O",
    ...(gapLines.length === 0 ? [] : ["  gaps:", ...gapLines]),
    "  rules: [order-subtotals]",
    "response:",
    "  fields:",
    "    order.id: A",
    "    order.amount: A",
    "    order.currency: A",
    "    order.reference: C",
    "    order.status: C",
  );
}

/** The fixture's endpoint section, its version table naming `version`. */
function endpointAt(version: number): Record<string, string> {
  const path = "/rest/version/{version}/merchant/{merchantId}/order/{orderid}/transaction/{transactionid}";
  return {
    "api/endpoint.yaml": yaml(
      "kind: endpoint",
      'section: "4"',
      "description: One endpoint for every operation.",
      "method: PUT",
      'baseUrl: "{base_url}"',
      `path: "${path}"`,
      "discriminator: apiOperation",
      `versions: { PAY: ${version} }`,
      "requestBody: JSON object of the fields for the selected apiOperation.",
      "responseBody: JSON object of response fields, or the error shape.",
      "gaps:",
      '  - text: "Request headers: not shown."',
    ),
  };
}

/** The fixture's request gap of PAY 1. */
const FIXTURE_GAP = ["    - includes: [shipping]", '      text: "Pay request: the shipping fields: not shown."'];

/** A catalogue row `order.channel` (an enumeration) in request and response of both versions. */
function channel(values: string, open?: string): Record<string, string> {
  return {
    "fields/channel.yaml": yaml(
      "kind: fields",
      "fields:",
      "  order.channel:",
      "    type: Enumeration",
      `    values: ${values}`,
      ...(open === undefined ? [] : [`    open: "${open}"`]),
    ),
    "operations/pay/2.yaml": pay2(["    order.channel: O"], ["  fields:", "    order.channel: C"]),
  };
}

const note = {
  "fields/note.yaml": yaml("kind: fields", "fields:", "  order.note:", "    type: String", "    length: [1, 80]"),
};

function client(defaultVersion: number): Record<string, string> {
  return {
    "api/client.yaml": yaml(
      "kind: client",
      `defaultVersions: { PAY: ${defaultVersion} }`,
      "pathArguments: { merchantId: merchantId, orderid: orderId, transactionid: transactionId }",
      "timeoutMs: 30000",
      "maxResponseBytes: 1048576",
      "retry: { causes: [SERVER_FAILED], connectionFailures: true, attempts: 3, baseDelayMs: 200, maxDelayMs: 2000 }",
    ),
  };
}

function authentication(...schemes: string[]): Record<string, string> {
  return { "api/authentication.yaml": yaml("kind: authentication", "section: '5'", "schemes:", ...schemes) };
}

const site = (direction: string, path: string, version = "2") => ({ operation: "PAY", version, direction, path });

export const CHANGE_CASES: Record<string, ChangeCase> = {
  "request-field-removed": {
    after: { "operations/pay/2.yaml": pay2([]).replace("omit: [order.custom]", "omit: [order.custom, order.taxAmount]") },
    want: { kind: "field-removed", ...site("request", "order.taxAmount"), breaking: true },
    bump: "major",
  },
  "request-field-made-required": {
    after: { "operations/pay/2.yaml": pay2(["    order.amount: R"]) },
    want: { kind: "presence-changed", ...site("request", "order.amount"), breaking: true },
    bump: "major",
  },
  "request-field-made-optional": {
    before: { "operations/pay/2.yaml": pay2(["    order.amount: R"]) },
    after: { "operations/pay/2.yaml": pay2([]) },
    want: { kind: "presence-changed", ...site("request", "order.amount"), breaking: false },
    bump: "minor",
  },
  "request-optional-field-added": {
    before: note,
    after: { ...note, "operations/pay/2.yaml": pay2(["    order.note: O"]) },
    want: { kind: "field-added", ...site("request", "order.note"), breaking: false },
    bump: "minor",
  },
  "request-required-field-added": {
    before: note,
    after: { ...note, "operations/pay/2.yaml": pay2(["    order.note: R"]) },
    want: { kind: "field-added", ...site("request", "order.note"), breaking: true },
    bump: "major",
  },
  "request-type-changed": {
    after: { "operations/pay/2.yaml": pay2(["    order.taxAmount: { presence: O, type: Integer }"]) },
    want: { kind: "type-changed", ...site("request", "order.taxAmount"), breaking: true },
    bump: "major",
  },
  "request-bound-narrowed": {
    after: {
      "operations/pay/2.yaml": pay2(["    order.reference: { presence: O, length: [1, 30] }"]).replace("    order.reference: O\n", ""),
    },
    want: { kind: "bound-narrowed", ...site("request", "order.reference"), breaking: true },
    bump: "major",
  },
  "request-bound-widened": {
    after: {
      "operations/pay/2.yaml": pay2(["    order.reference: { presence: O, length: [1, 60] }"]).replace("    order.reference: O\n", ""),
    },
    want: { kind: "bound-widened", ...site("request", "order.reference"), breaking: false },
    bump: "minor",
  },
  "request-charset-tightened": {
    after: {
      "operations/pay/2.yaml": pay2(["    order.reference: { presence: O, type: UpperAlpha, length: [1, 40] }"]).replace(
        "    order.reference: O\n",
        "",
      ),
    },
    want: { kind: "charset-tightened", ...site("request", "order.reference"), breaking: true },
    bump: "major",
  },
  "request-charset-loosened": {
    after: {
      "operations/pay/2.yaml": pay2(['    order.reference: { presence: O, extraChars: "-" }']).replace("    order.reference: O\n", ""),
    },
    want: { kind: "charset-loosened", ...site("request", "order.reference"), breaking: false },
    bump: "minor",
  },
  "request-pattern-tightened": {
    after: {
      "operations/pay/2.yaml": pay2(["    order.reference: { presence: O, pattern: '^[A-Z][0-9a-zA-Z]*$' }"]).replace(
        "    order.reference: O\n",
        "",
      ),
    },
    want: { kind: "pattern-tightened", ...site("request", "order.reference"), breaking: true },
    bump: "major",
  },
  "request-enum-value-removed": {
    before: channel("[WEB, PHONE]"),
    after: channel("[WEB]"),
    want: { kind: "enum-value-removed", ...site("request", "order.channel"), breaking: true },
    bump: "major",
  },
  "request-list-closed": {
    before: channel("[WEB, PHONE]", "Other values: not shown."),
    after: channel("[WEB, PHONE]"),
    want: { kind: "list-closed", ...site("request", "order.channel"), breaking: true },
    bump: "major",
  },
  "response-enum-value-added": {
    before: channel("[WEB]"),
    after: channel("[WEB, PHONE]"),
    want: { kind: "enum-value-added", ...site("response", "order.channel"), breaking: true },
    bump: "major",
  },
  "open-list-value-added": {
    before: channel("[WEB]", "Other values: not shown."),
    after: channel("[WEB, PHONE]", "Other values: not shown."),
    want: { kind: "enum-value-added", ...site("response", "order.channel"), breaking: false },
    bump: "patch",
  },
  "request-gap-removed": {
    after: { "operations/pay/1.yaml": pay1WithGap([]) },
    want: { kind: "gap-removed", ...site("request", "shipping", "1"), breaking: true },
    bump: "major",
  },
  "request-gap-shrunk": {
    before: { "operations/pay/1.yaml": pay1WithGap(["    - includes: [shipping, device]", "      text: 'Pay request: not shown.'"]) },
    after: { "operations/pay/1.yaml": pay1WithGap(["    - includes: [shipping]", "      text: 'Pay request: not shown.'"]) },
    want: { kind: "gap-shrunk", ...site("request", "device", "1"), breaking: true },
    bump: "major",
  },
  "request-gap-added": {
    before: { "operations/pay/1.yaml": pay1WithGap([]) },
    after: { "operations/pay/1.yaml": pay1WithGap(["    - includes: [shipping]", "      text: 'Pay request: not shown.'"]) },
    want: { kind: "gap-added", ...site("request", "shipping", "1"), breaking: false },
    bump: "minor",
  },
  "request-rule-added": {
    before: { "operations/pay/2.yaml": pay2([]).replace("  rules: [amount-or-item-amount]\n", "") },
    after: { "operations/pay/2.yaml": pay2([]) },
    want: { kind: "rule-added", ...site("request", "order.amount"), breaking: true },
    bump: "major",
  },
  "request-rule-removed": {
    after: {
      "operations/pay/2.yaml": pay2([]).replace(
        "  rules: [amount-or-item-amount]",
        "  omitRules: [order-subtotals]\n  rules: [amount-or-item-amount]",
      ),
    },
    want: { kind: "rule-removed", ...site("request", "order.amount"), breaking: false },
    bump: "minor",
  },
  "path-parameter-narrowed": {
    after: {
      "api/path-parameters.yaml": yaml(
        "kind: path-parameters",
        "parameters:",
        "  merchantId: { type: Alphanumeric, length: [1, 40], presence: { request: R }, description: The merchant's identifier. }",
        "  orderid: { type: String, length: [1, 30], presence: { request: R }, description: Unique for every order. }",
        "  transactionid: { type: String, length: [1, 40], presence: { request: R }, description: Unique among the transactions of the order. }",
      ),
    },
    want: { kind: "bound-narrowed", operation: "*", version: "*", direction: "api", path: "{orderid}", breaking: true },
    bump: "major",
  },
  "authentication-scheme-removed": {
    // The basic scheme stays: the double checks credentials by its user id (missing-user-parameter).
    before: authentication(
      "  - { id: basic, userPrefix: 'merchant.', userParameter: merchantId, description: Basic. }",
      "  - { id: certificate, description: Certificate. }",
    ),
    after: authentication("  - { id: basic, userPrefix: 'merchant.', userParameter: merchantId, description: Basic. }"),
    want: { kind: "authentication-changed", operation: "*", version: "*", direction: "api", path: "authentication", breaking: true },
    bump: "major",
  },
  "response-field-removed": {
    after: { "operations/pay/2.yaml": pay2([], ["  omit: [order.status]"]) },
    want: { kind: "field-removed", ...site("response", "order.status"), breaking: true },
    bump: "major",
  },
  "response-field-made-conditional": {
    after: { "operations/pay/2.yaml": pay2([], ["  fields:", "    order.amount: C"]) },
    want: { kind: "presence-changed", ...site("response", "order.amount"), breaking: true },
    bump: "major",
  },
  "response-field-made-always": {
    after: { "operations/pay/2.yaml": pay2([], ["  fields:", "    order.reference: A"]) },
    want: { kind: "presence-changed", ...site("response", "order.reference"), breaking: false },
    bump: "minor",
  },
  "response-field-added": {
    after: { "operations/pay/2.yaml": pay2([], ["  fields:", "    order.taxAmount: C"]) },
    want: { kind: "field-added", ...site("response", "order.taxAmount"), breaking: false },
    bump: "minor",
  },
  "response-bound-widened": {
    after: { "operations/pay/2.yaml": pay2([], ["  fields:", "    order.reference: { presence: C, length: [1, 300] }"]) },
    want: { kind: "bound-widened", ...site("response", "order.reference"), breaking: true },
    bump: "major",
  },
  "response-bound-narrowed": {
    after: { "operations/pay/2.yaml": pay2([], ["  fields:", "    order.reference: { presence: C, length: [1, 100] }"]) },
    want: { kind: "bound-narrowed", ...site("response", "order.reference"), breaking: false },
    bump: "minor",
  },
  "description-changed": {
    after: { "operations/pay/2.yaml": pay2([]).replace("extends: 1\n", "extends: 1\ndescription: Pays for an order, again.\n") },
    want: { kind: "documentation-changed", operation: "PAY", version: "2", direction: "api", path: "", breaking: false },
    bump: "patch",
  },
  "version-added": {
    after: {
      "operations/pay/3.yaml": yaml(
        "kind: operation",
        "operation: PAY",
        "version: 3",
        "extends: 2",
        "request:",
        "  fields:",
        "    order.reference: { presence: O, length: [1, 30] }",
      ),
    },
    want: { kind: "version-added", operation: "PAY", version: "3", direction: "api", path: "", breaking: false },
    bump: "minor",
  },
  "default-version-moved": {
    after: client(1),
    want: { kind: "default-version-changed", operation: "PAY", version: "1", direction: "api", path: "", breaking: true },
    bump: "major",
  },
  // PAY 1 without the fixture's deprecation, whose replacement is version 2, and the endpoint's table
  // at version 1: a replacement and a version table must name versions the spec has.
  "version-removed": {
    before: { ...client(1), ...endpointAt(1), "operations/pay/1.yaml": pay1WithGap(FIXTURE_GAP) },
    after: { ...client(1), ...endpointAt(1), "operations/pay/1.yaml": pay1WithGap(FIXTURE_GAP), "operations/pay/2.yaml": null },
    want: { kind: "version-removed", operation: "PAY", version: "2", direction: "api", path: "", breaking: true },
    bump: "major",
  },
};
