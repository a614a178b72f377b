// The parts of the API every operation shares, compared by the change report: the path identifiers,
// the error contract's names, the public names of the package, and the snapshot file a release keeps.
// Each is given its change directly on the minimal fixture's surface, so that each row is checked
// for its kind, its place, its level and its words.

import { beforeAll, describe, expect, it } from "vitest";
import { compareSurfaces } from "../../generator/changes/report.js";
import { formatSurface, parseSurface } from "../../generator/changes/snapshot-text.js";
import { surfaceOf, type ApiSurface } from "../../generator/changes/surface.js";
import { buildIR } from "../../generator/pipeline.js";
import { copyFixture } from "../support/fixtures.js";

let fixture: ApiSurface;

beforeAll(async () => {
  fixture = surfaceOf(await buildIR(await copyFixture("minimal-spec")));
});

const labels = { from: "before", to: "after" };
type Api = ApiSurface["api"];

function withApi(change: (api: Api) => Partial<Api>): ApiSurface {
  return { ...fixture, api: { ...fixture.api, ...change(fixture.api) } };
}

describe("path identifiers", () => {
  const extra = { name: "shopid", description: "The shop.", type: { kind: "string", minLength: 1, maxLength: 8, typeName: "String" } };

  it("one added breaks every call a client built before makes, at its place in the path", () => {
    const after = withApi((api) => ({ pathParameters: [...api.pathParameters, extra] as Api["pathParameters"] }));
    const report = compareSurfaces(fixture, after, labels);
    expect(report.changes).toEqual([
      expect.objectContaining({
        operation: "*",
        version: "*",
        path: "{shopid}",
        kind: "path-parameter-added",
        level: "breaking",
        before: null,
        after: "shopid",
      }),
    ]);
    expect(report.bump).toBe("major");
  });

  it("one removed breaks them too", () => {
    const after = withApi((api) => ({ pathParameters: api.pathParameters.filter((parameter) => parameter.name !== "orderid") }));
    expect(compareSurfaces(fixture, after, labels).changes).toEqual([
      expect.objectContaining({ path: "{orderid}", kind: "path-parameter-removed", level: "breaking", before: "orderid", after: null }),
    ]);
  });

  it("one described otherwise is documentation, quoting both descriptions", () => {
    const after = withApi((api) => ({
      pathParameters: api.pathParameters.map((parameter) =>
        parameter.name === "orderid" ? { ...parameter, description: "Names the order." } : parameter,
      ),
    }));
    expect(compareSurfaces(fixture, after, labels).changes).toEqual([
      expect.objectContaining({
        path: "{orderid}",
        kind: "documentation-changed",
        level: "documentation",
        facet: "description",
        before: "Unique for every order.",
        after: "Names the order.",
      }),
    ]);
  });

  it("the same identifiers in another order: no change", () => {
    const after = withApi((api) => ({ pathParameters: [...api.pathParameters].reverse() }));
    expect(compareSurfaces(fixture, after, labels).changes).toEqual([]);
  });
});

describe("the error contract's names", () => {
  it("a name moved breaks code that reads errors by it, and says which role it plays", () => {
    const after = withApi((api) => ({
      errorContract: { ...api.errorContract, validationType: { ...api.errorContract.validationType, missing: "ABSENT" } },
    }));
    const report = compareSurfaces(fixture, after, labels);
    expect(report.changes).toEqual([
      expect.objectContaining({
        path: "error roles",
        kind: "error-role-changed",
        level: "breaking",
        facet: "the validation type of a required field left out",
        before: "MISSING",
        after: "ABSENT",
      }),
    ]);
    expect(report.bump).toBe("major");
  });

  it("names the role of each path it holds", () => {
    const after = withApi((api) => ({ errorContract: { ...api.errorContract, explanation: "error.message", object: "failure" } }));
    expect(compareSurfaces(fixture, after, labels).changes.map((change) => [change.facet, change.before, change.after])).toEqual([
      ["the field where a finding explains itself", "error.explanation", "error.message"],
      ["the object that holds an error's details", "error", "failure"],
    ]);
  });
});

describe("the package's public names", () => {
  const renamed = (): ApiSurface => ({
    ...fixture,
    names: { ...fixture.names, PAY: { ...fixture.names?.["PAY"], "typescript client method": "payNow" } },
  });

  it("one renamed breaks code that uses the old name, in its operation's scope", () => {
    expect(compareSurfaces(fixture, renamed(), labels).changes).toEqual([
      expect.objectContaining({
        operation: "PAY",
        version: "*",
        path: "typescript client method",
        kind: "name-changed",
        level: "breaking",
        before: "pay",
        after: "payNow",
      }),
    ]);
  });

  it("are not compared with a snapshot that records none (an older generator's): that part is said to be unrecorded instead", () => {
    const { names: _, ...older } = fixture;
    const changes = compareSurfaces(older as ApiSurface, renamed(), labels).changes;
    expect(changes.filter((change) => change.kind === "name-changed")).toEqual([]);
  });

  it("a name new to a scope, or a scope new to the package, is no rename", () => {
    const added: ApiSurface = {
      ...fixture,
      names: { ...fixture.names, PAY: { ...fixture.names?.["PAY"], "typescript something new": "x" }, "PAY 3": { a: "b" } },
    };
    expect(compareSurfaces(fixture, added, labels).changes.filter((change) => change.kind === "name-changed")).toEqual([]);
  });
});

describe("the released snapshot file", () => {
  it("reads back as the surface it was written from", () => {
    expect(parseSurface(formatSurface(fixture), "release/api-snapshot.json")).toEqual(fixture);
  });

  it("that is not JSON is refused, naming the file", () => {
    expect(() => parseSurface("{ not json", "release/api-snapshot.json")).toThrow(/^release\/api-snapshot\.json is not JSON: /);
  });

  it.each([
    ["another format", JSON.stringify({ format: "gateway-api-surface/0" }), "gateway-api-surface/0"],
    ["no format", JSON.stringify({ operations: [] }), "undefined"],
    ["null", "null", "undefined"],
  ])("of %s is refused, naming the file and what it found", (_, text, found) => {
    expect(() => parseSurface(text, "release/api-snapshot.json")).toThrow(
      `release/api-snapshot.json is not an API snapshot of format gateway-api-surface/1 (found ${found})`,
    );
  });
});
