// A released snapshot written by an older generator does not record some parts of the surface at
// all (release 1.0.0's: no public names, no error roles, no double answers). Each such part is one
// warning that says so, never a breaking row per key "added from nothing"; a snapshot written now
// lists its parts, so that a part it holds no value for compares as "none".

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compareSurfaces } from "../../generator/changes/report.js";
import { parseSurface, formatSurface } from "../../generator/changes/snapshot-text.js";
import { OPTIONAL_PARTS, withoutUnrecordedParts } from "../../generator/changes/surface-parts.js";
import { surfaceOf, type ApiSurface } from "../../generator/changes/surface.js";
import { buildIR } from "../../generator/pipeline.js";
import { REPO_ROOT } from "../support/fixtures.js";

let current: ApiSurface;
let release: ApiSurface;

beforeAll(async () => {
  current = surfaceOf(await buildIR(join(REPO_ROOT, "spec")));
  const path = join(REPO_ROOT, "release", "api-snapshot.json");
  release = parseSurface(await readFile(path, "utf8"), path);
});

const compare = (before: ApiSurface, after: ApiSurface) => compareSurfaces(before, after, { from: "before", to: "after" }).changes;

/** The surface without `parts`, as an older generator wrote it, and with one key of the endpoint left out. */
function older(surface: ApiSurface, leftOut: string): ApiSurface {
  const { parts: _parts, ...rest } = surface;
  const { [leftOut]: _left, ...endpoint } = surface.api.endpoint as unknown as Record<string, unknown>;
  return { ...rest, api: { ...surface.api, endpoint: endpoint as unknown as ApiSurface["api"]["endpoint"] } };
}

describe("release 1.0.0's snapshot against the working spec", () => {
  it("the snapshot predates error roles and parts; its names are the OpenAPI names 1.0.0 published", () => {
    expect(release.parts).toBeUndefined();
    expect(release.api.errorContract).toBeUndefined();
    expect(release.names?.["*"]).toMatchObject({ "openapi operation 17": "putVersion17", "openapi operation 100": "putVersion100" });
    const recorded = Object.values(release.names ?? {}).flatMap((entries) => Object.keys(entries));
    expect(recorded.filter((what) => !what.startsWith("openapi "))).toEqual([]);
  });

  it("says once for each part it does not record that it does not, as a warning", () => {
    const rows = compare(release, current).filter((change) => change.kind === "part-not-recorded");
    const paths = rows.map((change) => change.path);
    expect(paths).toEqual(expect.arrayContaining(["errorContract", "double"]));
    expect(paths).not.toContain("names");
    expect(new Set(paths).size).toBe(paths.length);
    for (const row of rows) expect(row).toMatchObject({ level: "warning", operation: "*", before: null, after: null });
    expect(rows.find((row) => row.path === "double")?.facet).toContain("answers");
    expect(rows.find((row) => row.path === "errorContract")?.facet).toBeUndefined();
  });

  it("says that it does not record a key of the client's retry policy, in the client's one warning, and classifies all of it", () => {
    expect(release.api.client?.retry).not.toHaveProperty("reusedTransaction");
    expect(current.api.client?.retry.reusedTransaction).toBeDefined();
    const changes = compare(release, current).filter((change) => change.path === "client");
    expect(changes).toEqual([
      expect.objectContaining({ kind: "part-not-recorded", level: "warning", facet: "maxResponseBytes, retry.reusedTransaction" }),
    ]);
  });

  it("reports no error role changed from nothing", () => {
    const changes = compare(release, current);
    expect(changes.filter((change) => change.kind === "error-role-changed")).toEqual([]);
    expect(changes.filter((change) => change.path === "double" && change.kind === "changed")).toEqual([]);
  });

  it("keeps 1.0.0's operationIds, and reports each component named otherwise since as breaking", () => {
    const renamed = compare(release, current).filter((change) => change.kind === "name-changed");
    expect(renamed.filter((change) => change.path.startsWith("openapi operation"))).toEqual([]);
    expect(renamed.length).toBeGreaterThan(10);
    for (const change of renamed) expect(change).toMatchObject({ level: "breaking", direction: "api" });
    expect(renamed).toContainEqual(
      expect.objectContaining({
        operation: "VERIFY",
        version: "100",
        path: "openapi component request billing.address",
        before: "BillingAddressRequest",
        after: "Verify100RequestBillingAddress",
      }),
    );
  });
});

describe("a snapshot written now", () => {
  it("lists its parts, the optional ones included, and reads back the same", () => {
    expect(current.parts).toEqual(expect.arrayContaining([...OPTIONAL_PARTS, "api.errorContract", "names"]));
    expect(compare(parseSurface(formatSurface(current), "snapshot"), current)).toEqual([]);
  });

  it("compares a part it records but holds no value for as none", () => {
    const { title: _title, ...endpoint } = current.api.endpoint;
    const without = { ...current, api: { ...current.api, endpoint } };
    expect(compare(without, current)).toEqual([
      expect.objectContaining({ path: "endpoint", kind: "documentation-changed", facet: "title", before: null }),
    ]);
  });

  it("records the keys of the client's retry policy, the optional refusal of a reused transaction id included", () => {
    expect(current.parts).toEqual(expect.arrayContaining(["api.client.retry.attempts", "api.client.retry.reusedTransaction"]));
    const { reusedTransaction: _reused, ...retry } = current.api.client?.retry ?? ({} as NonNullable<ApiSurface["api"]["client"]>["retry"]);
    const without = {
      ...current,
      api: { ...current.api, client: { ...(current.api.client as NonNullable<ApiSurface["api"]["client"]>), retry } },
    };
    expect(compare(without, current)).toEqual([
      expect.objectContaining({
        path: "client",
        kind: "client-changed",
        level: "warning",
        facet: "refusal of a reused transaction id",
        before: null,
        after: "cause INVALID_REQUEST, field transactionid, validation type INVALID, for {transactionid}",
      }),
    ]);
  });

  it("listing its parts before the retry policy's keys were parts, records the keys its policy holds", () => {
    const listedBefore = { ...current, parts: current.parts?.filter((part) => !part.startsWith("api.client.retry.")) };
    expect(compare(listedBefore, current)).toEqual([]);
  });

  it("without its parts, as an older generator wrote it, the same key is a part it does not record", () => {
    expect(compare(older(current, "title"), current)).toEqual([
      expect.objectContaining({ path: "endpoint", kind: "part-not-recorded", facet: "title", level: "warning" }),
    ]);
  });
});

describe("an older snapshot without a whole part, or a key of every data type", () => {
  it("says so once for each, and compares nothing of them, whatever they hold now", () => {
    const { parts: _parts, groups: _groups, ...rest } = current;
    const withoutTitles = Object.fromEntries(
      Object.entries(current.dataTypes).map(([name, type]) => [
        name,
        Object.fromEntries(Object.entries(type as Record<string, unknown>).filter(([key]) => key !== "title")),
      ]),
    );
    const olderSnapshot = { ...rest, dataTypes: withoutTitles } as ApiSurface;
    const retitled = {
      ...current,
      dataTypes: Object.fromEntries(
        Object.entries(current.dataTypes).map(([name, type]) => [
          name,
          { ...(type as object), title: `${name}!`, description: `${name}.` },
        ]),
      ),
    };
    const changes = compare(olderSnapshot, retitled);
    expect(changes.filter((change) => change.kind === "part-not-recorded")).toEqual([
      expect.objectContaining({ path: "groups", level: "warning", before: null, after: null }),
      expect.objectContaining({ path: "dataTypes", facet: "title", level: "warning" }),
    ]);
    // The keys it does record are compared: each type's description, and no title.
    const described = changes.filter((change) => change.kind !== "part-not-recorded");
    expect(described).toHaveLength(Object.keys(current.dataTypes).length);
    expect(described.map((change) => [change.kind, change.facet])).toEqual(
      described.map(() => ["documentation-changed", "data type description"]),
    );
  });
});

describe("a part the released snapshot does not record, on surfaces written here", () => {
  /** A surface of only what a test gives it: no `parts` list, so it records what it holds. */
  const surface = (value: Record<string, unknown>) =>
    ({ api: {}, dataTypes: {}, ...value }) as unknown as Parameters<typeof withoutUnrecordedParts>[0];
  const rows = (changes: ReturnType<typeof withoutUnrecordedParts>["changes"]) =>
    changes.map((change) => [change.path, change.kind, change.level, change.facet ?? null]);

  it("at the top, a whole API section, a key of one, or a key of a record of one: a warning each, the current value taken", () => {
    const released = surface({ api: { double: { statuses: ["old"] }, client: { retry: { attempts: 3 } } } });
    const current = surface({
      names: { PAY: { method: "pay" } },
      api: {
        double: { statuses: ["new"], answers: ["busy"] },
        client: { retry: { attempts: 5, reusedTransaction: { identifier: "transactionid" } } },
        states: { section: "4" },
      },
    });
    const { changes, released: taken } = withoutUnrecordedParts(released, current);
    expect(rows(changes)).toEqual([
      ["names", "part-not-recorded", "warning", null],
      ["double", "part-not-recorded", "warning", "answers"],
      ["client", "part-not-recorded", "warning", "retry.reusedTransaction"],
      ["states", "part-not-recorded", "warning", null],
    ]);
    // What the snapshot records stays its own; only what it does not record is the current one's.
    expect(taken).toEqual({
      names: { PAY: { method: "pay" } },
      api: {
        double: { statuses: ["old"], answers: ["busy"] },
        client: { retry: { attempts: 3, reusedTransaction: { identifier: "transactionid" } } },
        states: { section: "4" },
      },
      dataTypes: {},
    });
  });

  it("a key of the data types: the current value of each type the snapshot has, none added", () => {
    const released = surface({ dataTypes: { Amount: { node: "decimal" }, Gone: { node: "string" } } });
    const current = surface({ dataTypes: { Amount: { node: "decimal", title: "An amount" }, Added: { node: "integer", title: "New" } } });
    const { changes, released: taken } = withoutUnrecordedParts(released, current);
    expect(rows(changes)).toEqual([["dataTypes", "part-not-recorded", "warning", "title"]]);
    // Strictly: a type the current surface lacks gets no key at all, not one holding undefined.
    expect(taken).toStrictEqual({ api: {}, dataTypes: { Amount: { node: "decimal", title: "An amount" }, Gone: { node: "string" } } });
  });

  it("nothing when the snapshot records every part the current surface has", () => {
    const same = surface({ api: { double: { statuses: [] } } });
    expect(withoutUnrecordedParts(same, surface({ api: { double: { statuses: ["x"] } } }))).toEqual({ changes: [], released: same });
  });
});
