import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { rawEnumValuesOf, rawValueText, valueListsOf, type ValueLists } from "../value-lists.js";
import type { CatalogueEntry } from "../catalogue.js";
import { closestName, didYouMean } from "../../diagnostics/suggest.js";
import { checkDoubleRules, checkOutcomeStatuses } from "./check-double-rules.js";
import { at, CATALOGUE_KINDS, isRead, keyAt, operationVersions, type Located, type RawField, type SpecModel } from "../spec-model.js";

/**
 * Sensitivity classes named by rows exist; the double names known operations and fields, answers
 * every operation, reports values its fields allow, and answers with causes the error shape lists.
 */
export function checkBehaviour(model: SpecModel, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  return [...checkSensitivity(model), ...checkDouble(model, catalogue), ...checkClient(model), ...checkAuthentication(model)];
}

/** The values a closed enumeration row allows; undefined when the row is no enumeration or is open. */
function closedValues(field: RawField, lists: ValueLists): string[] | undefined {
  if (field.values === undefined && field.valuesFrom === undefined) return undefined;
  const { values, open } = rawEnumValuesOf(field, lists);
  return open === undefined ? values.map(rawValueText) : undefined;
}

/**
 * The error shape's field named `key` by the spec format's answers (`cause`, `validationType`), with
 * the values it lists (none when the shape has no such field).
 */
function errorShapeField(model: SpecModel, key: string): { path: string; values: string[] } {
  const fields = (model.documents.get("errors")?.value.fields ?? {}) as Record<string, RawField | null>;
  const [path, field] = Object.entries(fields).find(([candidate]) => candidate.split(".").at(-1) === key) ?? [key, null];
  return { path, values: field ? (closedValues(field, valueListsOf(model)) ?? []) : [] };
}

/** The error shape's values are all known: its section and the value lists it may name were read. */
function errorShapeRead(model: SpecModel): boolean {
  return isRead(model, "errors", "states");
}

/** A value missing from a list, with the closest value of the list as help. */
function unknownValue(location: ReturnType<typeof at>, value: string, list: string, values: Iterable<string>): Diagnostic {
  return createDiagnostic("unknown-value", location, { value, list }, didYouMean(value, values));
}

function checkClient(model: SpecModel): Diagnostic[] {
  const client = model.documents.get("client");
  if (!client) return [];
  const { path: causePath, values: causes } = errorShapeField(model, "cause");
  const retry = client.value.retry as { causes: string[] };
  const pathArguments = client.value.pathArguments as Record<string, string>;
  return [
    ...retry.causes.flatMap((cause, index) =>
      causes.includes(cause) || !errorShapeRead(model)
        ? []
        : [unknownValue(at(client, "retry", "causes", index), cause, causePath, causes)],
    ),
    ...Object.keys(pathArguments).flatMap((parameter) =>
      unknownPathIdentifier(model, parameter, keyAt(client, "pathArguments", parameter)),
    ),
    // Each path identifier is an argument of every client method: one without a name has none.
    ...(isRead(model, "path-parameters") ? pathIdentifiers(model) : [])
      .filter((parameter) => !Object.hasOwn(pathArguments, parameter) && closestName(parameter, Object.keys(pathArguments)) === undefined)
      .map((name) => createDiagnostic("missing-path-argument", keyAt(client, "pathArguments"), { name })),
    ...checkReusedTransaction(model, client),
  ];
}

/** The refusal of a reused transaction id names one of the double's answers and a path identifier. */
function checkReusedTransaction(model: SpecModel, client: Located<Record<string, unknown>>): Diagnostic[] {
  const reused = (client.value.retry as { reusedTransaction?: { answer: string; identifier: string } }).reusedTransaction;
  if (reused === undefined) return [];
  const answers = Object.keys((model.documents.get("double")?.value.answers ?? {}) as Record<string, unknown>);
  return [
    ...(answers.includes(reused.answer)
      ? []
      : [unknownValue(at(client, "retry", "reusedTransaction", "answer"), reused.answer, "the double's answers", answers)]),
    ...unknownPathIdentifier(model, reused.identifier, at(client, "retry", "reusedTransaction", "identifier")),
  ];
}

/** The path identifiers of section 2.2 (spec/api/path-parameters.yaml). */
function pathIdentifiers(model: SpecModel): string[] {
  return Object.keys((model.documents.get("path-parameters")?.value.parameters ?? {}) as Record<string, unknown>);
}

/** A diagnostic at `location` when `name` is no path identifier. */
function unknownPathIdentifier(model: SpecModel, name: string, location: ReturnType<typeof at>): Diagnostic[] {
  const known = pathIdentifiers(model);
  if (known.includes(name) || !isRead(model, "path-parameters")) return [];
  return [createDiagnostic("unknown-path-identifier", location, { name, known: known.join(", ") }, didYouMean(name, known))];
}

/** The Basic scheme's user id names a path identifier; the double, which checks credentials by it, needs one. */
function checkAuthentication(model: SpecModel): Diagnostic[] {
  const authentication = model.documents.get("authentication");
  const schemes = (authentication?.value.schemes ?? []) as { userParameter?: unknown }[];
  const double = model.documents.get("double");
  const unnamed =
    double !== undefined && isRead(model, "authentication") && !schemes.some((scheme) => typeof scheme.userParameter === "string")
      ? [createDiagnostic("missing-user-parameter", authentication ? at(authentication, "schemes") : at(double, "kind"))]
      : [];
  return [
    ...unnamed,
    ...schemes.flatMap((scheme, index) =>
      authentication === undefined || typeof scheme.userParameter !== "string"
        ? []
        : unknownPathIdentifier(model, scheme.userParameter, at(authentication, "schemes", index, "userParameter")),
    ),
  ];
}

function checkSensitivity(model: SpecModel): Diagnostic[] {
  const classes = Object.keys((model.documents.get("sensitivity")?.value.classes ?? {}) as Record<string, unknown>);
  const known = classes.join(", ") || "none";
  if (!isRead(model, "sensitivity")) return [];
  return [...model.fields.values()].flatMap((entry) => {
    const name = entry.value.sensitive;
    if (name === undefined || classes.includes(name)) return [];
    return [createDiagnostic("unknown-sensitivity", at(entry, "sensitive"), { name, known }, didYouMean(name, classes))];
  });
}

function checkDouble(model: SpecModel, catalogue: Map<string, CatalogueEntry>): Diagnostic[] {
  const double = model.documents.get("double");
  if (!double) return [];
  const operations = [...operationVersions(model).keys()].sort();
  const fieldsRead = isRead(model, ...CATALOGUE_KINDS);
  const unknownField = (path: string, ...dataPath: (string | number)[]) =>
    catalogue.has(path) || !fieldsRead
      ? []
      : [createDiagnostic("unknown-field", at(double, ...dataPath), { path }, didYouMean(path, catalogue.keys()))];
  const values = (double.value.values ?? {}) as Record<string, string>;
  const lists = valueListsOf(model);
  const outcomes = (double.value.outcomes ?? {}) as Record<string, { orderStatus?: unknown; response?: Record<string, string> }>;
  return [
    ...Object.entries(values).flatMap(([path, from]) => [
      ...unknownField(path, "values", path),
      ...(from.startsWith("{") ? unknownPathIdentifier(model, from.slice(1, -1), at(double, "values", path)) : []),
    ]),
    ...((double.value.provider as { shows?: string[] } | undefined)?.shows ?? []).flatMap((path, index) =>
      unknownField(path, "provider", "shows", index),
    ),
    ...Object.entries((double.value.pathRoles ?? {}) as Record<string, string>).flatMap(([role, name]) =>
      unknownPathIdentifier(model, name, at(double, "pathRoles", role)),
    ),
    ...checkDoubleRules(double, unknownField),
    ...checkOutcomeStatuses(model, double),
    ...operations.flatMap((operation) =>
      operation in outcomes ? [] : [createDiagnostic("missing-outcome", at(double, "outcomes"), { operation })],
    ),
    ...Object.entries(outcomes).flatMap(([operation, outcome]) => [
      ...(operations.includes(operation) || !isRead(model, "operation")
        ? []
        : [
            createDiagnostic(
              "unknown-operation",
              at(double, "outcomes", operation),
              { operation, known: operations.join(", ") },
              didYouMean(operation, operations),
            ),
          ]),
      ...Object.entries(outcome.response ?? {}).flatMap(([path, value]) => [
        ...unknownField(path, "outcomes", operation, "response", path),
        ...(isRead(model, "states") ? disallowedValue(catalogue.get(path), value, lists) : []).map(({ list, values }) =>
          unknownValue(at(double, "outcomes", operation, "response", path), value, list, values),
        ),
      ]),
    ]),
    ...checkRoles(double),
    ...checkAnswers(model, double),
    ...checkOnDemand(model, double),
  ];
}

/**
 * The roles the shipped double's code sends by name: statuses it sends without a canned answer, and
 * its canned answers. The shipped code's own lists are STATUS_ROLES and ANSWER_ROLES of
 * templates/package/src/double/double-description.ts, which the generator may not import (its import
 * rules keep the shipped code a package of its own): test/check/double-roles.test.ts holds these
 * to them.
 */
export const DOUBLE_ROLES = {
  status: { what: "status role", does: "sends it without a canned answer", roles: ["created", "ok", "invalidRequest"] },
  answers: {
    what: "answer",
    does: "gives it",
    roles: [
      "unauthenticated",
      "reusedTransaction",
      "laterTransaction",
      "serverBusy",
      "serverFailed",
      "notJson",
      "notFound",
      "tooLarge",
      "tooManyItems",
      "tooManyKeys",
      "methodNotAllowed",
      "wrongOrderState",
      "contradictsOrder",
      "unreportable",
      "unknownHeaderValue",
    ],
  },
} as const;

/**
 * Each role the shipped double sends by name is given. A missing one is reported at its section, or
 * at the name of the section that is close to it (a misspelling: nothing else names it, so no other
 * check would say so, and the run would stop where the role is first used).
 */
function checkRoles(double: Located<Record<string, unknown>>): Diagnostic[] {
  return (["status", "answers"] as const).flatMap((key) => {
    const { what, does, roles } = DOUBLE_ROLES[key];
    const given = Object.keys((double.value[key] ?? {}) as Record<string, unknown>);
    const others = given.filter((name) => !(roles as readonly string[]).includes(name));
    return roles
      .filter((role) => !given.includes(role))
      .map((role) => {
        const near = closestName(role, others);
        return near === undefined
          ? createDiagnostic("missing-double-role", keyAt(double, key), { what, role, does })
          : createDiagnostic(
              "missing-double-role",
              keyAt(double, key, near),
              { what, role, does },
              `is '${near}' a misspelling of '${role}'?`,
            );
      });
  });
}

/** Each cause asked for on demand is a cause of the error shape, given by one of the double's answers. */
function checkOnDemand(model: SpecModel, double: Located<Record<string, unknown>>): Diagnostic[] {
  const { path, values: causes } = errorShapeField(model, "cause");
  const answers = Object.keys((double.value.answers ?? {}) as Record<string, unknown>);
  const onDemand = (double.value.onDemand ?? {}) as Record<string, string>;
  return Object.entries(onDemand).flatMap(([cause, answer]) => [
    ...(causes.length === 0 || causes.includes(cause) || !errorShapeRead(model)
      ? []
      : [unknownValue(keyAt(double, "onDemand", cause), cause, path, causes)]),
    ...(answers.includes(answer) ? [] : [unknownValue(at(double, "onDemand", cause), answer, "the double's answers", answers)]),
  ]);
}

/**
 * The list a reported value is missing from: a closed enumeration's path and values; none when the
 * value is allowed, or the field is open and the value no near miss of a listed one (a typo).
 */
function disallowedValue(entry: CatalogueEntry | undefined, value: string, lists: ValueLists): { list: string; values: string[] }[] {
  if (entry === undefined || (entry.field.values === undefined && entry.field.valuesFrom === undefined)) return [];
  const { values, open } = rawEnumValuesOf(entry.field, lists);
  const listed = values.map(rawValueText);
  if (listed.includes(value) || (open !== undefined && closestName(value, listed) === undefined)) return [];
  return [{ list: entry.path, values: listed }];
}

/**
 * Each answer (a 401, an injected fault...) is sent with a status role the double lists, and gives a
 * cause and validation type the error shape lists.
 */
function checkAnswers(model: SpecModel, double: Located<Record<string, unknown>>): Diagnostic[] {
  const shapeFields = ["cause", "validationType"].map((key) => ({ key, ...errorShapeField(model, key) }));
  const statuses = Object.keys((double.value.status ?? {}) as Record<string, unknown>);
  const answers = (double.value.answers ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(answers).flatMap(([name, answer]) => [
    ...(statuses.includes(String(answer.status))
      ? []
      : [unknownValue(at(double, "answers", name, "status"), String(answer.status), "the double's statuses", statuses)]),
    ...shapeFields.flatMap(({ path, key, values }) => {
      const value = answer[key];
      return typeof value !== "string" || values.length === 0 || values.includes(value) || !errorShapeRead(model)
        ? []
        : [unknownValue(at(double, "answers", name, key), value, path, values)];
    }),
  ]);
}
