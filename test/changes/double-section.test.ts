// The gateway double's part of the API in the change report (generator/changes/diff-double.ts):
// statuses, canned answers and outcomes, each changed directly on the fixture's surface, and the
// double compared with a snapshot that has none (an older generator's), which is read, never a crash.

import { beforeAll, describe, expect, it } from "vitest";
import { compareSurfaces } from "../../generator/changes/report.js";
import type { ApiSurface } from "../../generator/changes/surface.js";
import { minimalSurface } from "../support/fixture-surface.js";

type Double = NonNullable<ApiSurface["api"]["double"]>;

let fixture: ApiSurface;
let double: Double;

beforeAll(async () => {
  fixture = await minimalSurface();
  double = fixture.api.double as Double;
});

function between(before: Double | undefined, after: Double | undefined) {
  const surface = (value: Double | undefined): ApiSurface => ({ ...fixture, api: { ...fixture.api, double: value } });
  return compareSurfaces(surface(before), surface(after), { from: "before", to: "after" }).changes;
}

const rows = (after: Double) =>
  between(double, after).map((change) => [change.kind, change.facet, change.level, change.before, change.after]);

describe("the double's statuses", () => {
  it("how a status is known (captures of the gateway, or the spec's choice) is documentation, in words", () => {
    const statuses = double.statuses.map((status) => (status.role === "created" ? { ...status, seen: "choice" as const } : status));
    expect(rows({ ...double, statuses })).toEqual([
      ["documentation-changed", "success status created", "documentation", "seen in captures of the gateway", "the spec's choice"],
    ]);
  });

  it("a success status gone breaks whoever checks it; an error status gone is a warning; one new is compatible", () => {
    const without = (role: string) => ({ ...double, statuses: double.statuses.filter((status) => status.role !== role) });
    expect(rows(without("created"))).toEqual([
      ["status-changed", "success status created", "breaking", "201 with the operation's response", null],
    ]);
    expect(rows(without("invalidRequest"))).toEqual([
      ["status-changed", "error status invalidRequest", "warning", "400 with the error object", null],
    ]);
    expect(between(without("invalidRequest"), double).map((change) => [change.level, change.before, change.after])).toEqual([
      ["compatible", null, "400 with the error object"],
    ]);
  });
});

describe("the double's answers", () => {
  const answering = (role: string, error: Double["answers"][number]["error"]): Double => ({
    ...double,
    answers: double.answers.map((answer) => (answer.role === role ? { ...answer, error } : answer)),
  });

  it("a cause moved is a warning; an explanation or validation type gone or new is compatible, with none on its side", () => {
    expect(rows(answering("serverBusy", { cause: "SERVER_BUSY", explanation: "Busy." }))).toEqual([
      ["double-changed", "answer serverBusy's cause", "warning", "SERVER_FAILED", "SERVER_BUSY"],
    ]);
    expect(rows(answering("serverBusy", { cause: "SERVER_FAILED" }))).toEqual([
      ["double-changed", "answer serverBusy's explanation", "compatible", "Busy.", null],
    ]);
    expect(rows(answering("serverFailed", { cause: "SERVER_FAILED", validationType: "INVALID" }))).toEqual([
      ["double-changed", "answer serverFailed's validationType", "compatible", null, "INVALID"],
    ]);
  });
});

describe("the double against a snapshot without it", () => {
  it("says each of its parts new, and reads outcomes an older snapshot wrote without `from` and `keeps`", () => {
    const added = between(undefined, double);
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((change) => change.before === null)).toBe(true);
    expect(added).toContainEqual(
      expect.objectContaining({ kind: "status-changed", facet: "success status created", after: "201 with the operation's response" }),
    );
    expect(added).toContainEqual(expect.objectContaining({ facet: "order kept by order", after: "{orderid}" }));
    const withoutFromAndKeeps = (outcome: object) =>
      Object.fromEntries(Object.entries(outcome).filter(([key]) => key !== "from" && key !== "keeps"));
    const older = { ...double, outcomes: double.outcomes.map(withoutFromAndKeeps) } as unknown as Double;
    expect(between(older, double)).toEqual([]);
    expect(between(double, undefined).every((change) => change.after === null)).toBe(true);
  });
});

describe("the double's answer fields and outcomes, in words", () => {
  const valuesFrom = (from: Double["values"][number]["from"]): Double => ({ ...double, values: [{ path: "order.id", from }] });

  it("says where an answer field's value comes from: a path argument, the order's time, the answer's, the version, the payer's page", () => {
    expect(rows(valuesFrom("orderCreated"))).toEqual([
      ["double-changed", "value of answer field order.id", "compatible", "the path's {orderid}", "the time the order was made"],
    ]);
    expect(between(valuesFrom("now"), valuesFrom("version")).map((change) => [change.before, change.after])).toEqual([
      ["the time of the answer", "the version called"],
    ]);
    expect(between(valuesFrom("redirectUrl"), undefined).find((change) => change.facet === "value of answer field order.id")?.before).toBe(
      "the payer's page",
    );
  });

  it("says a rule that sums fields, and a changed rule, in words", () => {
    const summing: Double = { ...double, rules: [{ path: "order.amount", rule: { sum: ["order.itemAmount", "order.taxAmount"] } }] };
    expect(rows(summing)).toEqual([
      [
        "double-changed",
        "answer field derived by rule order.amount",
        "compatible",
        "(order.amount if order.amount is given, else order.itemAmount)",
        "the sum of order.itemAmount and order.taxAmount",
      ],
    ]);
  });

  it("says an outcome's statuses it applies from, and the facts the order keeps", () => {
    const [outcome] = double.outcomes;
    const later: Double = {
      ...double,
      outcomes: [{ ...outcome!, from: ["AUTHORIZED", "VERIFIED"], keeps: [{ fact: "amount", rule: { from: "order.amount" } }] }],
    };
    expect(rows(later)).toEqual([
      [
        "double-changed",
        "after PAY",
        "compatible",
        "the order is CAPTURED, on a new order, and the answer has order.status CAPTURED",
        "the order is CAPTURED, on a new order or one that is AUTHORIZED or VERIFIED, the order keeps amount (order.amount), and the answer has order.status CAPTURED",
      ],
    ]);
  });

  it("says a status's words changed as documentation of that status, on the HTTP status", () => {
    const statuses = double.statuses.map((status) => (status.role === "invalidRequest" ? { ...status, description: "Refused." } : status));
    expect(
      between(double, { ...double, statuses }).map((change) => [change.kind, change.path, change.facet, change.before, change.after]),
    ).toEqual([["documentation-changed", "HTTP status", "error status invalidRequest", "A field failed validation.", "Refused."]]);
  });

  it("says an answer gone or new with its status and error, on the double", () => {
    const answers = double.answers.filter((answer) => answer.role !== "laterTransaction");
    expect(
      between(double, { ...double, answers }).map((change) => [change.kind, change.path, change.facet, change.before, change.after]),
    ).toEqual([
      [
        "double-changed",
        "double",
        "answer laterTransaction",
        "status invalidRequest, cause INVALID_REQUEST, validation type INVALID",
        null,
      ],
    ]);
  });
});
