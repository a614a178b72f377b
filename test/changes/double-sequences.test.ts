// Which operation the double takes after which on one order follows from its outcomes: an operation
// applies from the statuses its `from` lists, and each outcome leaves one status. A sequence the
// double took and now refuses breaks a test that makes it, even when no outcome of the operation the
// test calls second changed (the consumer oracle found it: VERIFY's status moved, and AUTHORIZE after
// VERIFY was refused while the report said minor).

import { describe, expect, it } from "vitest";
import { diffDouble } from "../../generator/changes/diff-double.js";
import type { DoubleIR, DoubleOutcome } from "../../generator/ir/ir.js";

const outcome = (operation: string, orderStatus: string, from: string[] = []): DoubleOutcome => ({
  operation,
  orderStatus,
  from,
  keeps: [],
  response: [],
});
/** A double with these outcomes and nothing else. */
const double = (...outcomes: DoubleOutcome[]) =>
  ({
    statuses: [],
    answers: [],
    onDemand: [],
    values: [],
    rules: [],
    pathRoles: {},
    provider: { shows: [] },
    outcomes,
  }) as unknown as DoubleIR;
const sequences = (before: DoubleIR, after: DoubleIR) =>
  diffDouble(before, after)
    .filter((change) => change.facet?.startsWith("on one order"))
    .map(({ kind, path, facet, level, before: old, after: now }) => ({ kind, path, facet, level, old, now }));

describe("the sequences of operations the double takes on one order", () => {
  const verifyThenAuthorize = double(outcome("VERIFY", "VERIFIED"), outcome("AUTHORIZE", "AUTHORIZED", ["VERIFIED"]));

  it("breaks when an outcome's status moves away from what a later operation applies from", () => {
    const after = double(outcome("VERIFY", "AUTHENTICATED"), outcome("AUTHORIZE", "AUTHORIZED", ["VERIFIED"]));
    expect(sequences(verifyThenAuthorize, after)).toEqual([
      {
        kind: "double-changed",
        path: "double",
        facet: "on one order, AUTHORIZE after VERIFY",
        level: "breaking",
        old: "taken",
        now: "refused",
      },
    ]);
  });

  it("breaks when an operation's `from` loses a status, and is compatible when it gains one", () => {
    const narrowed = double(outcome("VERIFY", "VERIFIED"), outcome("AUTHORIZE", "AUTHORIZED"));
    expect(sequences(verifyThenAuthorize, narrowed).map((change) => change.level)).toEqual(["breaking"]);
    const widened = double(outcome("VERIFY", "VERIFIED"), outcome("AUTHORIZE", "AUTHORIZED", ["VERIFIED", "AUTHORIZED"]));
    expect(sequences(verifyThenAuthorize, widened)).toEqual([
      {
        kind: "double-changed",
        path: "double",
        facet: "on one order, AUTHORIZE after AUTHORIZE",
        level: "compatible",
        old: "refused",
        now: "taken",
      },
    ]);
  });

  it("says nothing when the sequences stay, whatever else of the outcomes moves", () => {
    const reordered = double(outcome("AUTHORIZE", "AUTHORIZED", ["VERIFIED"]), outcome("VERIFY", "VERIFIED"));
    expect(sequences(verifyThenAuthorize, reordered)).toEqual([]);
  });
});
