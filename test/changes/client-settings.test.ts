// The typed client's settings (spec/api/client.yaml) in the change report: a path argument renamed
// breaks its callers' source; a setting that lets more calls succeed (a longer time-out, more
// attempts, an error retried) is compatible; one that lets fewer succeed, or that appears or goes
// where the other side has none (an older snapshot's), is a warning, since whether a caller's calls
// still fit depends on that caller. Each change is given directly on the fixture's surface.

import { beforeAll, describe, expect, it } from "vitest";
import { compareSurfaces } from "../../generator/changes/report.js";
import type { ApiSurface } from "../../generator/changes/surface.js";
import { minimalSurface } from "../support/fixture-surface.js";

type Client = NonNullable<ApiSurface["api"]["client"]>;
type Retry = Client["retry"];

let fixture: ApiSurface;
let client: Client;

beforeAll(async () => {
  fixture = await minimalSurface();
  client = fixture.api.client as Client;
});

function withClient(value: Client | undefined): ApiSurface {
  return { ...fixture, api: { ...fixture.api, client: value } };
}

/** Each row between the fixture's client and `after`: [facet, level, before, after]. */
function rows(after: Client | undefined) {
  return between(client, after);
}

/** Each row between two clients (undefined: a snapshot without the section). */
function between(before: Client | undefined, after: Client | undefined) {
  const report = compareSurfaces(withClient(before), withClient(after), { from: "before", to: "after" });
  return report.changes
    .filter((change) => change.path === "client")
    .map((change) => [change.facet, change.level, change.before, change.after]);
}

const retrying = (retry: { readonly [K in keyof Retry]?: Retry[K] | readonly string[] }): Client => ({
  ...client,
  retry: { ...client.retry, ...retry } as Retry,
});

describe("the client's path arguments", () => {
  it("one renamed breaks callers' source, naming the identifier it gives", () => {
    const pathArguments = client.pathArguments.map((entry) => (entry.parameter === "orderid" ? { ...entry, argument: "order" } : entry));
    expect(rows({ ...client, pathArguments })).toEqual([["the argument that gives {orderid}", "breaking", "orderId", "order"]]);
  });

  it("one new or gone is said with none on the other side", () => {
    const fewer = client.pathArguments.filter((entry) => entry.parameter !== "orderid");
    expect(rows({ ...client, pathArguments: fewer })).toEqual([["the argument that gives {orderid}", "breaking", "orderId", null]]);
    expect(between({ ...client, pathArguments: fewer }, client)).toEqual([
      ["the argument that gives {orderid}", "breaking", null, "orderId"],
    ]);
  });
});

describe("the client's limits", () => {
  it.each([
    ["a longer time-out", { timeoutMs: 60_000 }, ["time-out per attempt", "compatible", "30 s", "60 s"]],
    ["a shorter time-out", { timeoutMs: 5_000 }, ["time-out per attempt", "warning", "30 s", "5 s"]],
    ["a larger answer limit", { maxResponseBytes: 2_097_152 }, ["longest answer read", "compatible", "1 MiB", "2 MiB"]],
    ["a smaller answer limit", { maxResponseBytes: 1_024 }, ["longest answer read", "warning", "1 MiB", "1 KiB"]],
  ] as const)("%s", (_, change, row) => {
    expect(rows({ ...client, ...change })).toEqual([row]);
  });

  it("one the other side does not state is a warning, with none for the side without it", () => {
    const { timeoutMs: _, ...untimed } = client;
    expect(rows(untimed as Client)).toEqual([["time-out per attempt", "warning", "30 s", null]]);
    expect(between(untimed as Client, client)).toEqual([["time-out per attempt", "warning", null, "30 s"]]);
  });
});

describe("the client's retries", () => {
  it.each([
    ["more attempts", { attempts: 5 }, [["attempts in all", "compatible", "3", "5"]]],
    ["fewer attempts", { attempts: 1 }, [["attempts in all", "warning", "3", "1"]]],
    ["an error retried", { causes: ["SERVER_FAILED", "SERVER_BUSY"] }, [["errors retried", "compatible", null, "SERVER_BUSY"]]],
    ["an error no longer retried", { causes: [] }, [["errors retried", "warning", "SERVER_FAILED", null]]],
    ["failed connections no longer retried", { connectionFailures: false }, [["failed connections retried", "warning", "yes", "no"]]],
    ["a longer first back-off", { baseDelayMs: 500 }, [["first back-off", "compatible", "200 ms", "500 ms"]]],
    ["a shorter longest back-off", { maxDelayMs: 1_000 }, [["longest back-off", "compatible", "2 s", "1 s"]]],
  ] as const)("%s", (_, retry, want) => {
    expect(rows(retrying(retry))).toEqual(want);
  });

  it("failed connections retried where they were not is compatible", () => {
    expect(between(retrying({ connectionFailures: false }), client)).toEqual([["failed connections retried", "compatible", "no", "yes"]]);
  });

  it("lists errors dropped, then added, each in order", () => {
    expect(between(retrying({ causes: ["D", "C"] }), retrying({ causes: ["B", "A"] }))).toEqual([
      ["errors retried", "warning", "C", null],
      ["errors retried", "warning", "D", null],
      ["errors retried", "compatible", null, "A"],
      ["errors retried", "compatible", null, "B"],
    ]);
  });

  it("against a snapshot without a client section, says each setting new, as a warning or compatible by its kind", () => {
    expect(between(undefined, client)).toEqual([
      ["the argument that gives {merchantId}", "breaking", null, "merchantId"],
      ["the argument that gives {orderid}", "breaking", null, "orderId"],
      ["the argument that gives {transactionid}", "breaking", null, "transactionId"],
      ["time-out per attempt", "warning", null, "30 s"],
      ["longest answer read", "warning", null, "1 MiB"],
      ["attempts in all", "warning", null, "3"],
      ["errors retried", "compatible", null, "SERVER_FAILED"],
      ["failed connections retried", "compatible", null, "yes"],
      ["first back-off", "compatible", null, "200 ms"],
      ["longest back-off", "compatible", null, "2 s"],
    ]);
  });

  it("against a snapshot that lost the section, says each setting gone, with none on the new side", () => {
    expect(between(client, undefined)).toEqual([
      ["the argument that gives {merchantId}", "breaking", "merchantId", null],
      ["the argument that gives {orderid}", "breaking", "orderId", null],
      ["the argument that gives {transactionid}", "breaking", "transactionId", null],
      ["time-out per attempt", "warning", "30 s", null],
      ["longest answer read", "warning", "1 MiB", null],
      ["attempts in all", "warning", "3", null],
      ["errors retried", "warning", "SERVER_FAILED", null],
      ["failed connections retried", "warning", "yes", null],
      ["first back-off", "compatible", "200 ms", null],
      ["longest back-off", "compatible", "2 s", null],
    ]);
  });

  it("is a change of the client's own kind, whatever the setting", () => {
    const report = compareSurfaces(withClient(undefined), withClient(client), { from: "before", to: "after" });
    const kinds = report.changes.filter((change) => change.path === "client").map((change) => change.kind);
    expect(kinds.length).toBe(10);
    expect(new Set(kinds)).toEqual(new Set(["client-changed"]));
  });
});
