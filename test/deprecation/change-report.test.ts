// Deprecation in the change report, on the minimal fixture (PAY 1 deprecated in favour of PAY 2,
// billing.verified in favour of billing.date): deprecating is compatible (minor) with its own words;
// changing a deprecation's dates is documentation; removing what was never deprecated is breaking and
// says "removed without deprecation"; removing what was deprecated is breaking and says since when.

import { afterAll, describe, expect, it } from "vitest";
import { compareSurfaces, markdownItem, reportJson, type ChangeReport } from "../../generator/changes/report.js";
import { surfaceOf } from "../../generator/changes/surface.js";
import { buildIR } from "../../generator/pipeline.js";
import { fixtureWith, removeTempDirs } from "../support/fixtures.js";

afterAll(removeTempDirs);

function yaml(...lines: string[]): string {
  return `${lines.join("\n")}\n`;
}

/** PAY 1 as the fixture has it, with the given `deprecated:` lines. */
function pay1(...deprecatedLines: string[]): string {
  return yaml(
    "kind: operation",
    "operation: PAY",
    "version: 1",
    'section: "4.1"',
    "title: Pay",
    "description: Pays for an order.",
    ...deprecatedLines,
    "request:",
    '  fields: { order: R, order.id: R, order.currency: R, order.amount: O, order.itemAmount: O, order.taxAmount: O, order.custom: O, "order.item[].**": O, billing.**: O }',
    "  gaps:",
    "    - includes: [shipping]",
    '      text: "Pay request: the shipping fields: not shown."',
    "  rules: [order-subtotals]",
    "response:",
    "  fields: { order.id: A, order.amount: A, order.currency: A, order.reference: C, order.status: C }",
  );
}

/** PAY 2 as the fixture has it, with extra lines after `version: 2` and the given request omissions. */
function pay2(lines: string[], omit = "order.custom"): string {
  return yaml(
    "kind: operation",
    "operation: PAY",
    "version: 2",
    ...lines,
    "extends: 1",
    "request:",
    "  fields: { order.reference: O }",
    `  omit: [${omit}]`,
    "  rules: [amount-or-item-amount]",
  );
}

const FIXTURE_PAY1 = pay1('deprecated: { since: "2026-11-01", sunset: "2027-05-01", replacement: { version: 2 } }');
const billing = (verified: string | null) =>
  yaml(
    "kind: fields",
    'section: "2.5"',
    "fields:",
    "  billing.address: { use: address, omit: [company] }",
    "  billing.date: { type: Date }",
    ...(verified === null ? [] : [`  billing.verified: ${verified}`]),
  );
const client = (version: number) =>
  yaml(
    "kind: client",
    `defaultVersions: { PAY: ${version} }`,
    "pathArguments: { merchantId: merchantId, orderid: orderId, transactionid: transactionId }",
    "timeoutMs: 30000",
    "maxResponseBytes: 1048576",
    "retry: { causes: [SERVER_FAILED], connectionFailures: true, attempts: 3, baseDelayMs: 200, maxDelayMs: 2000 }",
  );

async function report(before: Record<string, string | null>, after: Record<string, string | null>): Promise<ChangeReport> {
  const surface = async (files: Record<string, string | null>) => surfaceOf(await buildIR(await fixtureWith("minimal-spec", files)));
  return compareSurfaces(await surface(before), await surface({ ...before, ...after }), { from: "before", to: "after" });
}

const UNMARKED = { "operations/pay/1.yaml": pay1(), "fields/billing.yaml": billing("{ type: Boolean }") };
const MARKED = {
  "operations/pay/1.yaml": FIXTURE_PAY1,
  "fields/billing.yaml": billing('{ type: Boolean, deprecated: { since: "2026-11-01", replacement: billing.date } }'),
};

describe("deprecating", () => {
  it("a version and a field is compatible, a minor release, each in its own words", async () => {
    const changes = (await report(UNMARKED, MARKED)).changes;
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          operation: "PAY",
          version: "1",
          direction: "api",
          path: "",
          kind: "deprecated",
          breaking: false,
          bump: "minor",
        }),
        expect.objectContaining({
          operation: "PAY",
          version: "2",
          direction: "request",
          path: "billing.verified",
          kind: "deprecated",
          breaking: false,
        }),
      ]),
    );
    const version = changes.find((change) => change.path === "" && change.kind === "deprecated");
    expect(version && markdownItem(version)).toBe("- Deprecated `since 2026-11-01, sunset 2027-05-01: use PAY version 2 instead`");
    const field = changes.find((change) => change.path === "billing.verified" && change.version === "1");
    expect(field && markdownItem(field)).toBe("- Request `billing.verified`: deprecated `since 2026-11-01: use billing.date instead`");
    expect((await report(UNMARKED, MARKED)).bump).toBe("minor");
  });

  it("moving a sunset is documentation; withdrawing a deprecation is compatible", async () => {
    const moved = await report(
      {},
      { "operations/pay/1.yaml": pay1('deprecated: { since: "2026-11-01", sunset: "2027-11-01", replacement: { version: 2 } }') },
    );
    expect(moved.bump).toBe("patch");
    expect(moved.changes).toEqual([
      expect.objectContaining({
        kind: "deprecation-changed",
        facet: "deprecation",
        level: "documentation",
        before: "since 2026-11-01, sunset 2027-05-01: use PAY version 2 instead",
        after: "since 2026-11-01, sunset 2027-11-01: use PAY version 2 instead",
      }),
    ]);
    const withdrawn = await report({}, { "operations/pay/1.yaml": pay1() });
    expect(withdrawn.bump).toBe("minor");
    expect(withdrawn.changes).toEqual([expect.objectContaining({ kind: "deprecation-withdrawn", breaking: false, after: null })]);
  });

  it("is no difference of a new version from the deprecated version it extends", async () => {
    const pay3 = yaml("kind: operation", "operation: PAY", "version: 3", "extends: 2");
    const changes = (
      await report({ "operations/pay/2.yaml": pay2(['deprecated: { since: "2026-12-01" }']) }, { "operations/pay/3.yaml": pay3 })
    ).changes;
    expect(changes.map((change) => change.kind)).toEqual(["version-added"]);
  });
});

describe("removing", () => {
  it("a field that was never deprecated is breaking, and its row says so", async () => {
    const { changes, bump } = await report({}, { "operations/pay/2.yaml": pay2([], "order.custom, order.taxAmount") });
    expect(bump).toBe("major");
    const removed = changes.find((change) => change.kind === "field-removed");
    expect(removed).toMatchObject({ path: "order.taxAmount", breaking: true, deprecation: null });
    expect(removed && markdownItem(removed)).toBe(
      "- Request `order.taxAmount`: removed without deprecation (was `optional Decimal`). Callers that send it are refused, and code that sets it no longer compiles.",
    );
  });

  it("a field that was deprecated is breaking all the same, and says since when it was", async () => {
    const { changes, bump } = await report({}, { "fields/billing.yaml": billing(null) });
    expect(bump).toBe("major");
    const removed = changes.filter((change) => change.kind === "field-removed");
    expect(removed.map((change) => change.version)).toEqual(["1", "2"]);
    expect(removed[0]).toMatchObject({
      path: "billing.verified",
      breaking: true,
      deprecation: "since 2026-11-01: use billing.date instead",
    });
    expect(removed[0] && markdownItem(removed[0])).toBe(
      "- Request `billing.verified`: removed (was `optional Boolean`; deprecated `since 2026-11-01: use billing.date instead`). Callers that send it are refused, and code that sets it no longer compiles.",
    );
  });

  it("a version: without deprecation, or deprecated since a date", async () => {
    // The endpoint's version table names version 1, which stays.
    const endpoint = yaml(
      "kind: endpoint",
      "method: PUT",
      'path: "/rest/version/{version}/merchant/{merchantId}/order/{orderid}/transaction/{transactionid}"',
      "discriminator: apiOperation",
      "versions: { PAY: 1 }",
    );
    const base = { "api/client.yaml": client(1), "api/endpoint.yaml": endpoint, "operations/pay/1.yaml": pay1() };
    const never = await report({ ...base, "operations/pay/2.yaml": pay2([]) }, { "operations/pay/2.yaml": null });
    expect(never.changes).toEqual([expect.objectContaining({ kind: "version-removed", version: "2", breaking: true, deprecation: null })]);
    expect(markdownItem(never.changes[0] ?? expect.unreachable())).toBe(
      "- Version `2` removed without deprecation. Calls to it fail and its types are gone.",
    );
    const marked = await report(
      { ...base, "operations/pay/2.yaml": pay2(['deprecated: { since: "2026-12-01", sunset: "2027-06-01" }']) },
      { "operations/pay/2.yaml": null },
    );
    expect(marked.changes).toEqual([
      expect.objectContaining({ kind: "version-removed", breaking: true, deprecation: "since 2026-12-01, sunset 2027-06-01" }),
    ]);
    expect(markdownItem(marked.changes[0] ?? expect.unreachable())).toBe(
      "- Version `2` removed (deprecated `since 2026-12-01, sunset 2027-06-01`). Calls to it fail and its types are gone.",
    );
    expect(JSON.parse(reportJson(marked)).changes[0].deprecation).toBe("since 2026-12-01, sunset 2027-06-01");
  });
});
