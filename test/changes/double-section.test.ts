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
