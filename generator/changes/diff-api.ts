// What every call shares (spec/api/): the endpoint, path identifiers, the error shape and the names
// the package's errors use, authentication, the client's settings, the double, sensitivity, and the
// reference's other sections. Each section by how its changes reach consumers, each in words.

import { compareText } from "../language/spec-paths.js";
import { changeAt, type Change, type Effect } from "./change.js";
import { diffClient } from "./diff-client.js";
import { diffDouble } from "./diff-double.js";
import { diffFields } from "./diff-messages.js";
import { diffRules } from "./diff-rules.js";
import { diffSensitivityClasses } from "./diff-sensitivity.js";
import { diffType } from "./diff-types.js";
import { plainText } from "./plain-words.js";
import type { ApiSurface } from "./surface.js";
import { unexplained } from "./unexplained.js";

type Api = ApiSurface["api"];

export const SHARED_SITE = { operation: "*", version: "*", direction: "api" } as const;

/** Each section of the API by how its changes reach consumers; every section is named here. */
const SECTIONS: { readonly [K in keyof Api]-?: (before: Api[K] | undefined, after: Api[K] | undefined) => Change[] } = {
  endpoint: (before, after) => diffEndpoint(before, after),
  pathParameters: (before, after) => diffPathParameters(before ?? [], after ?? []),
  errorShape: (before, after) => diffFields({ ...SHARED_SITE, direction: "response" }, before ?? {}, after ?? {}),
  errorRules: (before, after) => diffRules({ ...SHARED_SITE, direction: "response" }, before ?? [], after ?? []),
  errorContract: (before, after) => diffErrorContract(before, after),
  authentication: (before, after) => diffAuthentication(before, after),
  client: (before, after) => diffClient(before, after),
  double: (before, after) => diffDouble(before, after),
  sensitivity: (before, after) => diffSensitivityClasses(before ?? [], after ?? []),
  documentGaps: (before, after) => wordsChanged("not shown", before, after),
  states: (before, after) => diffStates(before, after),
  errors: (before, after) => wordsChanged("errors", before, after),
  events: (before, after) => wordsChanged("events", before, after),
  limits: (before, after) => wordsChanged("limits", before, after),
  versioning: (before, after) => wordsChanged("versioning", before, after),
};

export function diffApi(before: Api, after: Api): Change[] {
  return (Object.keys(SECTIONS) as (keyof Api)[]).flatMap((key) => {
    const compare = SECTIONS[key] as (a: unknown, b: unknown) => Change[];
    const changes = inAnyForm(() => compare(before[key], after[key]));
    const [old, now] = [derivedLeftOut(key, before[key]), derivedLeftOut(key, after[key])];
    return [...changes, ...unexplained(SHARED_SITE, key, old, now, changes)];
  });
}

/**
 * A section's changes, or none when one side is in a form the comparison cannot read: a released
 * snapshot (release/api-snapshot.json) was written by the generator of its day, and a section whose
 * form has changed since is then reported place by place by the safety net, as warnings, rather than
 * stopping the run.
 */
function inAnyForm(compare: () => Change[]): Change[] {
  try {
    return compare();
  } catch (error) {
    if (error instanceof TypeError) return [];
    throw error;
  }
}

/**
 * A section without what its comparison reports in other rows, for the safety net: the paths of each
 * sensitivity class (the fields report them) and its key names (diff-sensitivity.ts does).
 */
function derivedLeftOut(key: keyof Api, value: unknown): unknown {
  if (key !== "sensitivity" || !Array.isArray(value)) return value;
  return (value as Api["sensitivity"]).map(({ paths: _paths, keys: _keys, ...rest }) => rest);
}

/** The reference's state lists: each value added, removed or described otherwise, as words (the fields report their effect). */
function diffStates(before: Api["states"], after: Api["states"]): Change[] {
  const lists = (states: Api["states"]) => new Map((states?.lists ?? []).map((list) => [list.name, list]));
  const [old, now] = [lists(before), lists(after)];
  const names = [...new Set([...old.keys(), ...now.keys()])].sort(compareText);
  const listChanges = names.flatMap((name) => {
    const [a, b] = [old.get(name), now.get(name)];
    const said = (facet: string, x: string | undefined, y: string | undefined) =>
      x === y ? [] : [changeAt(SHARED_SITE, "states", "documentation-changed", "documents", x ?? null, y ?? null, `list ${name} ${facet}`)];
    const values = (list: typeof a) => new Map((list?.values ?? []).map((entry) => [entry.value, entry.description ?? ""]));
    const [oldValues, newValues] = [values(a), values(b)];
    const valueNames = [...new Set([...oldValues.keys(), ...newValues.keys()])].sort(compareText);
    return [
      ...said("field", a?.field, b?.field),
      ...said("description", a?.description, b?.description),
      ...said("other values", a?.open, b?.open),
      ...valueNames.flatMap((value) =>
        oldValues.get(value) === newValues.get(value)
          ? []
          : [
              changeAt(
                SHARED_SITE,
                "states",
                "documentation-changed",
                "documents",
                describedValue(value, oldValues),
                describedValue(value, newValues),
                `list ${name}`,
              ),
            ],
      ),
    ];
  });
  const rest = (states: Api["states"]) => (states === undefined ? undefined : { section: states.section, references: states.references });
  return [...listChanges, ...wordsChanged("states", rest(before), rest(after))];
}

function describedValue(value: string, values: ReadonlyMap<string, string>): string | null {
  const description = values.get(value);
  return description === undefined ? null : description === "" ? value : `${value} (${description})`;
}

/** A section of the reference's words: each top-level entry that differs, in words. */
function wordsChanged(path: string, before: unknown, after: unknown): Change[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const record = (value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  const [old, now] = [record(before), record(after)];
  if (old === undefined || now === undefined) return entriesChanged(path, undefined, before, after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort(compareText);
  return keys
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .flatMap((key) => entriesChanged(path, key, old[key], now[key]));
}

/** A list (of statements, regions...) by its entries: each one gone and each one new, by its text; anything else as a whole. */
function entriesChanged(path: string, facet: string | undefined, before: unknown, after: unknown): Change[] {
  const said = (a: unknown, b: unknown) => changeAt(SHARED_SITE, path, "documentation-changed", "documents", text(a), text(b), facet);
  if (!Array.isArray(before) || !Array.isArray(after)) return [said(before, after)];
  const key = (entry: unknown) => JSON.stringify(entry);
  const [old, now] = [new Set(before.map(key)), new Set(after.map(key))];
  const shown = (entry: unknown) =>
    typeof entry === "object" && entry !== null && "text" in entry ? (entry as { text: unknown }).text : entry;
  return [
    ...before.filter((entry) => !now.has(key(entry))).map((entry) => said(shown(entry), undefined)),
    ...after.filter((entry) => !old.has(key(entry))).map((entry) => said(undefined, shown(entry))),
  ];
}

function text(value: unknown): string | null {
  return value === undefined ? null : plainText(value);
}

/** The endpoint's parts in words. */
const ENDPOINT_PARTS: Readonly<Record<string, string>> = {
  baseUrl: "base URL",
  baseUrlExample: "example base URL",
  requestBody: "request body",
  responseBody: "response body",
  seedPath: "path as the reference writes it",
  versions: "version in the path of each operation",
};

function endpointText(key: string, value: unknown): string | null {
  if (key === "versions" && Array.isArray(value))
    return (value as { operation: string; version: string }[]).map((entry) => `${entry.operation} ${entry.version}`).join(", ");
  return text(value);
}

/** The endpoint's method, URL and discriminator are every call's; its titles, tables and example URL are words. */
function diffEndpoint(before: Api["endpoint"] | undefined, after: Api["endpoint"] | undefined): Change[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort(compareText) as (keyof Api["endpoint"])[];
  // The table of versions is the seed's words: which version a call uses is the client's default.
  const wordsOnly = new Set(["title", "description", "requestBody", "responseBody", "seedPath", "versions", "baseUrlExample"]);
  return keys.flatMap((key) => {
    const [a, b] = [endpointText(key, before?.[key]), endpointText(key, after?.[key])];
    if (a === b) return [];
    const [kind, effect] = wordsOnly.has(key)
      ? (["documentation-changed", "documents"] as const)
      : (["endpoint-changed", "breaks"] as const);
    return [changeAt(SHARED_SITE, "endpoint", kind, effect, a, b, ENDPOINT_PARTS[key] ?? key)];
  });
}

function diffPathParameters(before: Api["pathParameters"], after: Api["pathParameters"]): Change[] {
  const names = [...new Set([...before, ...after].map((parameter) => parameter.name))].sort(compareText);
  return names.flatMap((name) => {
    const [a, b] = [before.find((entry) => entry.name === name), after.find((entry) => entry.name === name)];
    const path = `{${name}}`;
    if (a === undefined) return [changeAt(SHARED_SITE, path, "path-parameter-added", "breaks", null, name)];
    if (b === undefined) return [changeAt(SHARED_SITE, path, "path-parameter-removed", "breaks", name, null)];
    const described =
      a.description === b.description
        ? []
        : [changeAt(SHARED_SITE, path, "documentation-changed", "documents", a.description ?? null, b.description ?? null, "description")];
    return [...diffType(SHARED_SITE, path, a.type, b.type), ...described];
  });
}

/** What each name of the error contract is, in words: code that reads errors by these names breaks when one moves. */
const CONTRACT_ROLES: Readonly<Record<string, string>> = {
  "result.path": "the field of an error response's result",
  "result.error": "the result that marks an error response",
  object: "the object that holds an error's details",
  "cause.path": "the field of an error's cause",
  "cause.invalidRequest": "the cause of a body that does not conform",
  "validationType.path": "the field of a finding's validation type",
  "validationType.invalid": "the validation type of a value that fails its check",
  "validationType.missing": "the validation type of a required field left out",
  "validationType.unsupported": "the validation type of a field the spec does not know",
  field: "the field where a finding names its field",
  explanation: "the field where a finding explains itself",
};

function diffErrorContract(before: Api["errorContract"] | undefined, after: Api["errorContract"] | undefined): Change[] {
  const [old, now] = [flatRecord(before), flatRecord(after)];
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort(compareText);
  return keys
    .filter((key) => old[key] !== now[key])
    .map((key) =>
      changeAt(SHARED_SITE, "error roles", "error-role-changed", "breaks", old[key] ?? null, now[key] ?? null, CONTRACT_ROLES[key] ?? key),
    );
}

/** `{ cause: { path: "error.cause" } }` -> `{ "cause.path": "error.cause" }`. */
function flatRecord(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value !== "object" || value === null) return value === undefined ? {} : { [prefix]: plainText(value) };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, entry]) => flatRecord(entry, prefix === "" ? key : `${prefix}.${key}`)),
  ) as Record<string, string>;
}

/** Authentication is security's: every change to a scheme says so. */
function diffAuthentication(before: Api["authentication"], after: Api["authentication"]): Change[] {
  const schemes = (section: Api["authentication"]) => new Map((section?.schemes ?? []).map((scheme) => [scheme.id, scheme]));
  const [old, now] = [schemes(before), schemes(after)];
  const ids = [...new Set([...old.keys(), ...now.keys()])].sort(compareText);
  const secure = (facet: string, effect: Effect, a: string | undefined, b: string | undefined) =>
    changeAt(SHARED_SITE, "authentication", "authentication-changed", effect, a ?? null, b ?? null, facet, true);
  const changes = ids.flatMap((id) => {
    const [a, b] = [old.get(id), now.get(id)];
    if (a === undefined) return [secure("scheme", "compatible", undefined, id)];
    if (b === undefined) return [secure("scheme", "breaks", id, undefined)];
    return [
      ...(a.userPrefix === b.userPrefix ? [] : [secure(`${id} user id prefix`, "breaks", a.userPrefix, b.userPrefix)]),
      // Naming the identifier the user id is made of, where none was named, changes no call.
      ...(a.userParameter === b.userParameter
        ? []
        : [
            secure(
              `${id} user id's path identifier`,
              a.userParameter === undefined ? "compatible" : "breaks",
              a.userParameter,
              b.userParameter,
            ),
          ]),
      ...(a.description === b.description
        ? []
        : [
            changeAt(
              SHARED_SITE,
              "authentication",
              "documentation-changed",
              "documents",
              a.description,
              b.description,
              `${id} description`,
            ),
          ]),
    ];
  });
  const words = (["description", "notes", "section"] as const).flatMap((key) =>
    JSON.stringify(before?.[key]) === JSON.stringify(after?.[key])
      ? []
      : [changeAt(SHARED_SITE, "authentication", "documentation-changed", "documents", text(before?.[key]), text(after?.[key]), key)],
  );
  return [...changes, ...words];
}
