// The parts of the API every operation shares, compared by the change report: the path identifiers,
// the error contract's names, the public names of the package, and the snapshot file a release keeps.
// Each is given its change directly on the minimal fixture's surface, so that each row is checked
// for its kind, its place, its level and its words.

import { beforeAll, describe, expect, it } from "vitest";
import { diffApi } from "../../generator/changes/diff-api.js";
import { diffNames } from "../../generator/changes/diff-names.js";
import { compareSurfaces } from "../../generator/changes/report.js";
import { formatSurface, parseSurface } from "../../generator/changes/snapshot-text.js";
import type { ApiSurface } from "../../generator/changes/surface.js";
import { minimalSurface } from "../support/fixture-surface.js";

let fixture: ApiSurface;

beforeAll(async () => {
  fixture = await minimalSurface();
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
    expect(diffNames(undefined, renamed().names)).toEqual([]);
    expect(diffNames(renamed().names, undefined)).toEqual([]);
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

/** Each row of the change between the fixture and `after`: [path, kind, facet, level, before, after]. */
const rowsTo = (after: ApiSurface) =>
  compareSurfaces(fixture, after, labels).changes.map((change) => [
    change.path,
    change.kind,
    change.facet,
    change.level,
    change.before,
    change.after,
  ]);

describe("the reference's state lists", () => {
  const withList = (change: (list: NonNullable<Api["states"]>["lists"][number]) => object) =>
    withApi((api) => ({ states: { ...api.states!, lists: api.states!.lists.map((list) => ({ ...list, ...change(list) })) } }));

  it("a value added, removed or described otherwise is documentation, with its description", () => {
    const values = (list: NonNullable<Api["states"]>["lists"][number]) => list.values;
    expect(rowsTo(withList((list) => ({ values: [...values(list), { value: "VOIDED" }] })))).toEqual([
      ["states", "documentation-changed", "list orderStatus", "documentation", null, "VOIDED"],
    ]);
    expect(rowsTo(withList((list) => ({ values: values(list).filter((entry) => entry.value !== "FAILED") })))).toEqual([
      ["states", "documentation-changed", "list orderStatus", "documentation", "FAILED (Payment not successful.)", null],
    ]);
    const described = withList((list) => ({
      values: values(list).map((entry) => (entry.value === "CAPTURED" ? { ...entry, description: "Taken." } : entry)),
    }));
    expect(rowsTo(described)).toEqual([
      ["states", "documentation-changed", "list orderStatus", "documentation", "CAPTURED (Captured in full.)", "CAPTURED (Taken.)"],
    ]);
  });

  it("its field, description and other values' words are documentation, each by name", () => {
    expect(rowsTo(withList(() => ({ field: "order.state", description: "The status.", open: undefined })))).toEqual([
      ["states", "documentation-changed", "list orderStatus field", "documentation", "order.status", "order.state"],
      ["states", "documentation-changed", "list orderStatus description", "documentation", "Order status.", "The status."],
      ["states", "documentation-changed", "list orderStatus other values", "documentation", "Remaining values: not shown.", null],
    ]);
  });

  it("a list added is each of its values new", () => {
    const added = withApi((api) => ({
      states: {
        ...api.states!,
        lists: [...api.states!.lists, { name: "payerStatus", field: "payer.status", values: [{ value: "KNOWN" }] }],
      },
    }));
    expect(rowsTo(added as ApiSurface)).toEqual([
      ["states", "documentation-changed", "list payerStatus field", "documentation", null, "payer.status"],
      ["states", "documentation-changed", "list payerStatus", "documentation", null, "KNOWN"],
    ]);
  });
});

describe("the error contract's names, each by its role", () => {
  it.each([
    ["result.path", "the field of an error response's result"],
    ["result.error", "the result that marks an error response"],
    ["cause.path", "the field of an error's cause"],
    ["cause.invalidRequest", "the cause of a body that does not conform"],
    ["validationType.path", "the field of a finding's validation type"],
    ["validationType.invalid", "the validation type of a value that fails its check"],
    ["validationType.unsupported", "the validation type of a field the spec does not know"],
    ["field", "the field where a finding names its field"],
  ])("%s: %s", (name, role) => {
    const [group, key] = name.split(".") as [keyof Api["errorContract"], string | undefined];
    const contract = fixture.api.errorContract as unknown as Record<string, string | Record<string, string>>;
    const moved =
      key === undefined
        ? { ...contract, [group]: "moved" }
        : { ...contract, [group]: { ...(contract[group] as Record<string, string>), [key]: "moved" } };
    const changes = compareSurfaces(
      fixture,
      withApi(() => ({ errorContract: moved as unknown as Api["errorContract"] })),
      labels,
    ).changes;
    expect(changes.map((change) => [change.kind, change.level, change.facet, change.after])).toEqual([
      ["error-role-changed", "breaking", role, "moved"],
    ]);
  });
});

describe("the endpoint", () => {
  it.each([
    ["requestBody", "request body"],
    ["responseBody", "response body"],
    ["seedPath", "path as the reference writes it"],
    ["baseUrlExample", "example base URL"],
  ])("its %s is documentation, said as its %s", (key, words) => {
    const changed = withApi((api) => ({ endpoint: { ...api.endpoint, [key]: "Other words." } }));
    expect(rowsTo(changed).map(([path, kind, facet, level, , after]) => [path, kind, facet, level, after])).toEqual([
      ["endpoint", "documentation-changed", words, "documentation", "Other words."],
    ]);
  });

  it("its base URL moved breaks every call, said as the base URL", () => {
    const moved = withApi((api) => ({ endpoint: { ...api.endpoint, baseUrl: "{gateway}" } }));
    expect(rowsTo(moved)).toEqual([["endpoint", "endpoint-changed", "base URL", "breaking", "{base_url}", "{gateway}"]]);
  });

  it("its method or path moved breaks every call; its words are documentation", () => {
    const moved = withApi((api) => ({ endpoint: { ...api.endpoint, method: "POST", description: "The one endpoint." } }));
    expect(rowsTo(moved)).toEqual([
      ["endpoint", "documentation-changed", "description", "documentation", "One endpoint for every operation.", "The one endpoint."],
      ["endpoint", "endpoint-changed", "method", "breaking", "PUT", "POST"],
    ]);
  });

  it("says the table of versions in the reference's words: documentation, since the client's default picks the version", () => {
    const versions = withApi((api) => ({
      endpoint: {
        ...api.endpoint,
        versions: [
          { operation: "PAY", version: "3" },
          { operation: "REFUND", version: "1" },
        ],
      },
    }));
    expect(rowsTo(versions as ApiSurface)).toEqual([
      ["endpoint", "documentation-changed", "version in the path of each operation", "documentation", "PAY 2", "PAY 3, REFUND 1"],
    ]);
  });
});

describe("authentication", () => {
  type Scheme = NonNullable<Api["authentication"]>["schemes"][number];
  const withSchemes = (change: (schemes: Scheme[]) => Scheme[]) =>
    withApi((api) => ({ authentication: { ...api.authentication!, schemes: change(api.authentication!.schemes) } }));

  it("every change to a scheme is security's: one added is compatible, one removed breaks", () => {
    const certificate = { id: "certificate", description: "A client certificate." } as Scheme;
    const added = compareSurfaces(
      fixture,
      withSchemes((schemes) => [...schemes, certificate]),
      labels,
    ).changes;
    expect(added).toEqual([
      expect.objectContaining({
        kind: "authentication-changed",
        facet: "scheme",
        level: "compatible",
        security: true,
        before: null,
        after: "certificate",
      }),
    ]);
    expect(rowsTo(withSchemes(() => []))).toEqual([["authentication", "authentication-changed", "scheme", "breaking", "basic", null]]);
  });

  it("the user id's prefix, or the identifier it is made of, moved breaks; an identifier named where none was is compatible", () => {
    const basic = (change: Partial<Scheme>) => withSchemes((schemes) => schemes.map((scheme) => ({ ...scheme, ...change })));
    expect(rowsTo(basic({ userPrefix: "shop." }))).toEqual([
      ["authentication", "authentication-changed", "basic user id prefix", "breaking", null, "shop."],
    ]);
    expect(rowsTo(basic({ userParameter: "orderid" }))).toEqual([
      ["authentication", "authentication-changed", "basic user id's path identifier", "breaking", "merchantId", "orderid"],
    ]);
    const unnamed = basic({ userParameter: undefined });
    expect(
      compareSurfaces(unnamed, fixture, labels).changes.map((change) => [change.facet, change.level, change.before, change.after]),
    ).toEqual([["basic user id's path identifier", "compatible", null, "merchantId"]]);
  });

  it("a scheme's words, or the section's, changed is documentation: one row each, named by what changed", () => {
    const described = withSchemes((schemes) => schemes.map((scheme) => ({ ...scheme, description: "Basic authentication." })));
    expect(rowsTo(described)).toEqual([
      [
        "authentication",
        "documentation-changed",
        "basic description",
        "documentation",
        "Basic HTTP authentication with the merchant id as the user id.",
        "Basic authentication.",
      ],
    ]);
    const section = withApi((api) => ({
      authentication: { ...api.authentication!, description: "Every operation accepts:", notes: ["Rotate passwords."], section: "6" },
    }));
    expect(rowsTo(section)).toEqual([
      ["authentication", "documentation-changed", "description", "documentation", "The operation accepts:", "Every operation accepts:"],
      // An empty list reads "none".
      ["authentication", "documentation-changed", "notes", "documentation", "none", "Rotate passwords."],
      ["authentication", "documentation-changed", "section", "documentation", "5", "6"],
    ]);
  });
});

describe("the reference's other words", () => {
  it("a statement of a list gone or new is one row each, by its text", () => {
    const gaps = withApi((api) => ({
      documentGaps: [
        ...api.documentGaps.filter((gap) => gap.document !== "states"),
        { document: "limits", section: "8", text: "Limits: not shown." } as Api["documentGaps"][number],
      ],
    }));
    expect(rowsTo(gaps as ApiSurface)).toEqual([
      ["not shown", "documentation-changed", undefined, "documentation", "Transitions: not shown.", null],
      ["not shown", "documentation-changed", undefined, "documentation", null, "Limits: not shown."],
    ]);
  });

  it("a section's entry changed is one row, named by its key", () => {
    const errors = withApi((api) => ({ errors: { ...api.errors, description: "Failures return an error object." } }));
    expect(rowsTo(errors as ApiSurface)).toEqual([
      [
        "errors",
        "documentation-changed",
        "description",
        "documentation",
        "An operation that fails returns an error object and a result.",
        "Failures return an error object.",
      ],
    ]);
  });
});

describe("the reference's other words, in any form", () => {
  const rowsBetween = (before: ApiSurface, after: ApiSurface) =>
    compareSurfaces(before, after, labels).changes.map((change) => [change.path, change.kind, change.facet, change.before, change.after]);

  it("a list of plain statements: one row per statement gone or new, by its text", () => {
    // The fixture has no events section: a snapshot that holds one records its statements.
    const events = (statements: string[]) => ({
      ...withApi(() => ({ events: { section: "7", statements } })),
      parts: [...(fixture.parts ?? []), "api.events.statements"],
    });
    expect(rowsBetween(events(["One.", "Two."]), events(["Two.", "Three."]))).toEqual([
      ["events", "documentation-changed", "statements", "One.", null],
      ["events", "documentation-changed", "statements", null, "Three."],
    ]);
  });

  it("a section new or gone: one row for the whole section", () => {
    const limits = (value: Api["limits"]) => withApi(() => ({ limits: value }));
    // A limits section as an older snapshot may hold it: its section alone.
    const olderLimits = { section: "9" } as Api["limits"];
    expect(rowsBetween(limits(undefined), limits(olderLimits))).toEqual([
      ["limits", "documentation-changed", undefined, null, "section 9"],
    ]);
    expect(rowsBetween(limits(olderLimits), limits(undefined))).toEqual([
      ["limits", "documentation-changed", undefined, "section 9", null],
    ]);
  });
});

describe("a section the spec no longer has", () => {
  const without = (key: "authentication" | "states"): ApiSurface => {
    const { [key]: _dropped, ...api } = fixture.api;
    return { ...fixture, api: api as Api };
  };

  it("authentication: its scheme is gone, which breaks every call, and its words with it", () => {
    expect(rowsTo(without("authentication"))).toEqual([
      ["authentication", "authentication-changed", "scheme", "breaking", "basic", null],
      ["authentication", "documentation-changed", "description", "documentation", "The operation accepts:", null],
      ["authentication", "documentation-changed", "notes", "documentation", "none", null],
      ["authentication", "documentation-changed", "section", "documentation", "5", null],
    ]);
  });

  it("states: each list's values and words are gone, as documentation", () => {
    const gone = (facet: string | undefined, before: string) => ["states", "documentation-changed", facet, "documentation", before, null];
    expect(rowsTo(without("states"))).toEqual([
      gone("list orderStatus field", "order.status"),
      gone("list orderStatus description", "Order status."),
      gone("list orderStatus other values", "Remaining values: not shown."),
      gone("list orderStatus", "AUTHORIZED (Authorized, not yet captured.)"),
      gone("list orderStatus", "CAPTURED (Captured in full.)"),
      gone("list orderStatus", "FAILED (Payment not successful.)"),
      gone(undefined, "section 3, references none"),
    ]);
  });
});

describe("a section the comparison cannot read", () => {
  /** A states section whose list throws `error` when first read (the comparison reads it first; the safety net after). */
  function throwingOnce(error: Error): Api["states"] {
    let reads = 0;
    return {
      get lists() {
        reads += 1;
        if (reads === 1) throw error;
        return [];
      },
    } as unknown as Api["states"];
  }

  it("in an older form (a TypeError) is left to the safety net, place by place", () => {
    const changes = diffApi(fixture.api, { ...fixture.api, states: throwingOnce(new TypeError("an older form")) });
    expect(changes.map(({ path }) => path)).toContain("states");
  });

  it("that fails for any other reason stops the report: never reported unchanged", () => {
    expect(() => diffApi(fixture.api, { ...fixture.api, states: throwingOnce(new RangeError("not a form")) })).toThrow(RangeError);
  });
});
