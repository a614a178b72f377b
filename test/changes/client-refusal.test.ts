// The client's refusal of a reused transaction id (spec/api/client.yaml `retry.reusedTransaction`)
// is what tells a caller, after an answer lost on the way, that the lost attempt was carried out:
// the change report classifies every change of it as a warning, in words, never as a value it
// cannot classify.

import { describe, expect, it } from "vitest";
import { diffClient } from "../../generator/changes/diff-client.js";
import type { ClientIR, ReusedTransactionIR } from "../../generator/ir/ir.js";

const client = (reusedTransaction?: ReusedTransactionIR): ClientIR => ({
  pathArguments: [{ parameter: "orderid", argument: "orderId" }],
  timeoutMs: 30_000,
  maxResponseBytes: 1_048_576,
  retry: {
    causes: ["SERVER_BUSY"],
    connectionFailures: true,
    attempts: 3,
    baseDelayMs: 200,
    maxDelayMs: 2_000,
    ...(reusedTransaction === undefined ? {} : { reusedTransaction }),
  },
});

const full: ReusedTransactionIR = {
  identifier: "transactionid",
  refusal: { cause: "INVALID_REQUEST", field: "transactionid", validationType: "INVALID" },
};
const causeOnly: ReusedTransactionIR = { identifier: "txn", refusal: { cause: "REQUEST_REJECTED" } };

const row = (before: string | null, after: string | null) => ({
  path: "client",
  kind: "client-changed",
  level: "warning",
  facet: "refusal of a reused transaction id",
  before,
  after,
});

describe("the refusal of a reused transaction id, in the change report", () => {
  const fullWords = "cause INVALID_REQUEST, field transactionid, validation type INVALID, for {transactionid}";

  it("reports nothing when it stays the same", () => {
    expect(diffClient(client(full), client(full))).toEqual([]);
    expect(diffClient(client(), client())).toEqual([]);
  });

  it("stated where it was not, or no longer stated: a warning naming every member", () => {
    expect(diffClient(client(), client(full))).toEqual([expect.objectContaining(row(null, fullWords))]);
    expect(diffClient(client(full), client())).toEqual([expect.objectContaining(row(fullWords, null))]);
  });

  it("another refusal: a warning with both, a member it does not state left out of the words", () => {
    expect(diffClient(client(full), client(causeOnly))).toEqual([
      expect.objectContaining(row(fullWords, "cause REQUEST_REJECTED, for {txn}")),
    ]);
  });

  it("another validation type alone, or another identifier alone, is a change too", () => {
    const other = { ...full, refusal: { ...full.refusal, validationType: "UNSUPPORTED" } };
    expect(diffClient(client(full), client(other))).toHaveLength(1);
    expect(diffClient(client(full), client({ ...full, identifier: "orderid" }))).toHaveLength(1);
    const noField = { identifier: "transactionid", refusal: { cause: "INVALID_REQUEST", validationType: "INVALID" } };
    expect(diffClient(client(full), client(noField))).toEqual([
      expect.objectContaining(row(fullWords, "cause INVALID_REQUEST, validation type INVALID, for {transactionid}")),
    ]);
  });
});
