// The diff engine: two API surfaces in, every difference out as a classified change. Pure; no
// difference goes unreported: where no specific comparison explains one, a part that differs
// still yields a change of kind `changed`, counted as breaking.

import { compareText, compareVersions } from "../paths/spec-paths.js";
import { changeAt, type Change, type ChangeSite, type Effect } from "./change.js";
import { diffFields, diffMessage } from "./diff-messages.js";
import { diffType } from "./diff-types.js";
import type { ApiSurface, OperationSurface } from "./surface.js";
import { diffDeprecation, removalOf } from "./deprecations.js";

const SHARED = { operation: "*", version: "*" } as const;

export function diffSurfaces(before: ApiSurface, after: ApiSurface): Change[] {
  return [
    ...diffDefaultVersions(before.operations, after.operations),
    ...diffOperations(before.operations, after.operations),
    ...diffApi(before.api, after.api),
    ...diffNamed("data type", before.dataTypes, after.dataTypes),
    ...diffNamed("shared group", before.groups, after.groups),
    ...unexplained({ ...SHARED, direction: "api" }, "surface", before.format, after.format, []),
  ];
}

const keyOf = (operation: OperationSurface) => `${operation.name} ${operation.version}`;

/** Moving a method's default version changes what an unchanged call sends, and its types. */
function diffDefaultVersions(before: readonly OperationSurface[], after: readonly OperationSurface[]): Change[] {
  const defaults = (operations: readonly OperationSurface[]) =>
    new Map(operations.filter((operation) => operation.isDefault).map((operation) => [operation.name, operation.version]));
  const [old, now] = [defaults(before), defaults(after)];
  return [...now]
    .filter(([name, version]) => old.has(name) && old.get(name) !== version)
    .map(([name, version]) =>
      changeAt({ operation: name, version, direction: "api" }, "", "default-version-changed", "breaks", old.get(name) ?? null, version),
    );
}

function diffOperations(before: readonly OperationSurface[], after: readonly OperationSurface[]): Change[] {
  const [old, now] = [new Map(before.map((entry) => [keyOf(entry), entry])), new Map(after.map((entry) => [keyOf(entry), entry]))];
  const keys = [...new Set([...old.keys(), ...now.keys()])];
  const ordered = keys
    .map((key) => (now.get(key) ?? old.get(key)) as OperationSurface)
    .sort((a, b) => compareText(a.name, b.name) || compareVersions(a.version, b.version));
  return ordered.flatMap((operation) => {
    const [a, b] = [old.get(keyOf(operation)), now.get(keyOf(operation))];
    const site = { operation: operation.name, version: operation.version, direction: "api" } as const;
    if (b === undefined) return [removalOf(changeAt(site, "", "version-removed", "breaks", operation.version, null), operation.deprecated)];
    if (a === undefined) return versionAdded(b, now);
    return diffOperation(a, b);
  });
}

/** A new version breaks nobody; what it changes from the version it extends is listed beside it. */
function versionAdded(operation: OperationSurface, operations: ReadonlyMap<string, OperationSurface>): Change[] {
  const site = { operation: operation.name, version: operation.version, direction: "api" } as const;
  const added = changeAt(site, "", "version-added", "compatible", operation.extends ?? null, operation.version);
  const base = operation.extends === undefined ? undefined : operations.get(`${operation.name} ${operation.extends}`);
  return base === undefined ? [added] : [added, ...diffOperation(base, operation, base.version)];
}

/** Two versions of one operation (the same version before and after, or a version against its base). */
export function diffOperation(before: OperationSurface, after: OperationSurface, relativeTo?: string): Change[] {
  const site = (direction: ChangeSite["direction"]): ChangeSite => ({
    operation: after.name,
    version: after.version,
    direction,
    ...(relativeTo === undefined ? {} : { relativeTo }),
  });
  // Against its base, a version of course extends it: its own `extends` is no difference.
  const keys =
    relativeTo === undefined ? (["title", "description", "section", "extends"] as const) : (["title", "description", "section"] as const);
  const words = keys.flatMap((key) =>
    before[key] === after[key]
      ? []
      : [changeAt(site("api"), "", "documentation-changed", "documents", before[key] ?? null, after[key] ?? null, key)],
  );
  const message = (direction: "request" | "response") => {
    const changes = diffMessage(site(direction), before[direction], after[direction]);
    return [...changes, ...unexplained(site(direction), "", before[direction], after[direction], changes)];
  };
  // A version's own deprecation is no difference from the version it extends.
  const deprecation = relativeTo === undefined ? diffDeprecation(site("api"), "", before.deprecated, after.deprecated) : [];
  const changes = [...words, ...deprecation, ...message("request"), ...message("response")];
  const { isDefault: _a, version: _av, extends: _ae, deprecated: _ad, ...comparedBefore } = before;
  const { isDefault: _b, version: _bv, extends: _be, deprecated: _bd, ...comparedAfter } = after;
  return [...changes, ...unexplained(site("api"), "", comparedBefore, comparedAfter, changes)];
}

/** Where a part differs and nothing above said how: one conservative change, so that none goes unreported. */
function unexplained(site: ChangeSite, path: string, before: unknown, after: unknown, explained: readonly Change[]): Change[] {
  if (explained.length > 0 || JSON.stringify(before) === JSON.stringify(after)) return [];
  return [changeAt(site, path, "changed", "alters", JSON.stringify(before) ?? null, JSON.stringify(after) ?? null)];
}

type Api = ApiSurface["api"];

/** Each section of the API by how its changes reach consumers; every section is named here. */
const SECTIONS: { readonly [K in keyof Api]-?: (before: Api[K] | undefined, after: Api[K] | undefined) => Change[] } = {
  endpoint: (before, after) => diffEndpoint(before, after),
  pathParameters: (before, after) => diffPathParameters(before ?? [], after ?? []),
  errorShape: (before, after) => diffFields({ ...SHARED, direction: "response" }, before ?? {}, after ?? {}),
  // The values and members the package's findings and errors carry: code that matches on them breaks.
  errorContract: (before, after) => sectionChange("error roles", "changed", "breaks", before, after),
  authentication: (before, after) => diffAuthentication(before, after),
  client: (before, after) => diffClient(before, after),
  double: (before, after) => sectionChange("double", "double-changed", "compatible", before, after),
  sensitivity: (before, after) => sectionChange("sensitivity", "sensitivity-changed", "compatible", before, after),
  documentGaps: (before, after) => sectionChange("not shown", "documentation-changed", "documents", before, after),
  states: (before, after) => sectionChange("states", "documentation-changed", "documents", before, after),
  errors: (before, after) => sectionChange("errors", "documentation-changed", "documents", before, after),
  events: (before, after) => sectionChange("events", "documentation-changed", "documents", before, after),
  limits: (before, after) => sectionChange("limits", "documentation-changed", "documents", before, after),
  versioning: (before, after) => sectionChange("versioning", "documentation-changed", "documents", before, after),
};

function diffApi(before: Api, after: Api): Change[] {
  return (Object.keys(SECTIONS) as (keyof Api)[]).flatMap((key) => {
    const compare = SECTIONS[key] as (a: unknown, b: unknown) => Change[];
    const changes = compare(before[key], after[key]);
    return [...changes, ...unexplained({ ...SHARED, direction: "api" }, key, before[key], after[key], changes)];
  });
}

/** A section's changes, one a top-level key that differs (its facet), each value as JSON. */
function sectionChange(path: string, kind: Change["kind"], effect: Effect, before: unknown, after: unknown): Change[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  const site = { ...SHARED, direction: "api" } as const;
  if (!isRecord(before) || !isRecord(after)) return [changeAt(site, path, kind, effect, json(before), json(after))];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(compareText);
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => changeAt(site, path, kind, effect, json(before[key]), json(after[key]), key));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function diffEndpoint(before: Api["endpoint"] | undefined, after: Api["endpoint"] | undefined): Change[] {
  const site = { ...SHARED, direction: "api" } as const;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort(compareText) as (keyof Api["endpoint"])[];
  // The table of versions is the seed's words: which version a call uses is the client's default.
  const wordsOnly = new Set(["title", "description", "requestBody", "responseBody", "seedPath", "versions"]);
  const text = (value: unknown) => (value === undefined ? null : typeof value === "string" ? value : JSON.stringify(value));
  return keys.flatMap((key) => {
    const [a, b] = [text(before?.[key]), text(after?.[key])];
    if (a === b) return [];
    return [
      wordsOnly.has(key)
        ? changeAt(site, "endpoint", "documentation-changed", "documents", a, b, key)
        : changeAt(site, "endpoint", "endpoint-changed", "breaks", a, b, key),
    ];
  });
}

function diffPathParameters(before: Api["pathParameters"], after: Api["pathParameters"]): Change[] {
  const site = { ...SHARED, direction: "api" } as const;
  const names = [...new Set([...before, ...after].map((parameter) => parameter.name))].sort(compareText);
  return names.flatMap((name) => {
    const [a, b] = [before.find((entry) => entry.name === name), after.find((entry) => entry.name === name)];
    const path = `{${name}}`;
    if (a === undefined) return [changeAt(site, path, "path-parameter-added", "breaks", null, name)];
    if (b === undefined) return [changeAt(site, path, "path-parameter-removed", "breaks", name, null)];
    const described =
      a.description === b.description
        ? []
        : [changeAt(site, path, "documentation-changed", "documents", a.description ?? null, b.description ?? null, "description")];
    return [...diffType(site, path, a.type, b.type), ...described];
  });
}

function diffAuthentication(before: Api["authentication"], after: Api["authentication"]): Change[] {
  const site = { ...SHARED, direction: "api" } as const;
  const schemes = (section: Api["authentication"]) => new Map((section?.schemes ?? []).map((scheme) => [scheme.id, scheme]));
  const [old, now] = [schemes(before), schemes(after)];
  const ids = [...new Set([...old.keys(), ...now.keys()])].sort(compareText);
  const changes = ids.flatMap((id) => {
    const [a, b] = [old.get(id), now.get(id)];
    if (a === undefined) return [changeAt(site, "authentication", "authentication-changed", "compatible", null, id, "scheme")];
    if (b === undefined) return [changeAt(site, "authentication", "authentication-changed", "breaks", id, null, "scheme")];
    const prefix =
      a.userPrefix === b.userPrefix
        ? []
        : [
            changeAt(
              site,
              "authentication",
              "authentication-changed",
              "breaks",
              a.userPrefix ?? null,
              b.userPrefix ?? null,
              `${id} user prefix`,
            ),
          ];
    // Naming the identifier the user id is made of, where none was named, changes no call.
    const userParameter =
      a.userParameter === b.userParameter
        ? []
        : [
            changeAt(
              site,
              "authentication",
              "authentication-changed",
              a.userParameter === undefined ? "compatible" : "breaks",
              a.userParameter ?? null,
              b.userParameter ?? null,
              `${id} user id's path identifier`,
            ),
          ];
    const words =
      a.description === b.description
        ? []
        : [changeAt(site, "authentication", "documentation-changed", "documents", a.description, b.description, `${id} description`)];
    return [...prefix, ...userParameter, ...words];
  });
  const notes = (section: Api["authentication"]) => JSON.stringify([section?.description, section?.notes, section?.section]);
  return notes(before) === notes(after)
    ? changes
    : [...changes, changeAt(site, "authentication", "documentation-changed", "documents", notes(before), notes(after), "notes")];
}

/** The client's argument names are its callers' source; its time-out and retries are behaviour no caller relies on. */
function diffClient(before: Api["client"], after: Api["client"]): Change[] {
  const site = { ...SHARED, direction: "api" } as const;
  const argumentsOf = (client: Api["client"]) => JSON.stringify(client?.pathArguments ?? null);
  const behaviour = (client: Api["client"]) => JSON.stringify([client?.timeoutMs, client?.maxResponseBytes, client?.retry]);
  return [
    ...(argumentsOf(before) === argumentsOf(after)
      ? []
      : [changeAt(site, "client", "client-changed", "breaks", argumentsOf(before), argumentsOf(after), "path arguments")]),
    ...(behaviour(before) === behaviour(after)
      ? []
      : [
          changeAt(
            site,
            "client",
            "client-changed",
            "compatible",
            behaviour(before),
            behaviour(after),
            "time-out, answer size and retries",
          ),
        ]),
  ];
}

/**
 * Data types and shared groups: what they change in a field is reported at the field, so here a
 * change only documents the reference's list of them.
 */
function diffNamed(what: string, before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  const site = { ...SHARED, direction: "api" } as const;
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(compareText);
  return names.flatMap((name) =>
    JSON.stringify(before[name]) === JSON.stringify(after[name])
      ? []
      : [
          changeAt(
            site,
            name,
            "documentation-changed",
            "documents",
            before[name] === undefined ? null : JSON.stringify(before[name]),
            after[name] === undefined ? null : JSON.stringify(after[name]),
            what,
          ),
        ],
  );
}
