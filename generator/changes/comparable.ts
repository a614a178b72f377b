// The surface as the diff engine compares it: every list whose order carries no meaning (enumeration
// values, a region's includes, a rule's parts, the double's statuses and answers, authentication
// schemes, sensitivity classes and their paths...) sorted, and each message's 'not shown' regions
// reduced to what they cover. Reordering any of them, or naming a field a region already covers, is
// then no change at all. The snapshot keeps the order the spec wrote, which the docs show.

import { compareText } from "../language/spec-paths.js";
import type { EnumNode, FieldCondition, Rule } from "../ir/ir.js";
import { canonicalCharset } from "./charset-text.js";
import { coveringGaps } from "./regions.js";
import type { ApiSurface, FieldSurface, LeafType, MessageSurface, OperationSurface } from "./surface.js";

export function comparableSurface(surface: ApiSurface): ApiSurface {
  return {
    ...surface,
    operations: surface.operations.map(comparableOperation),
    api: comparableApi(surface.api),
    dataTypes: Object.fromEntries(Object.entries(surface.dataTypes).map(([name, type]) => [name, comparableDataType(type)])),
    groups: Object.fromEntries(Object.entries(surface.groups).map(([name, group]) => [name, comparableGroup(group)])),
  };
}

function sortedBy<T>(items: readonly T[] | undefined, key: (item: T) => string): T[] {
  return [...(items ?? [])].sort((a, b) => compareText(key(a), key(b)));
}

const sortedText = (items: readonly string[] | undefined): string[] => sortedBy(items, (item) => item);

export function comparableOperation(operation: OperationSurface): OperationSurface {
  return { ...operation, request: comparableMessage(operation.request), response: comparableMessage(operation.response) };
}

function comparableMessage(message: MessageSurface): MessageSurface {
  return {
    fields: comparableFields(message.fields),
    gaps: coveringGaps(message.gaps),
    rules: sortedBy(message.rules.map(comparableRule), (rule) => rule.id),
  };
}

export function comparableFields(fields: Record<string, FieldSurface>): Record<string, FieldSurface> {
  return Object.fromEntries(Object.entries(fields).map(([path, field]) => [path, { ...field, type: comparableType(field.type) }]));
}

function comparableType(type: LeafType): LeafType {
  if (type.kind === "enum") return comparableEnum(type);
  if (type.kind === "string" && type.charset !== undefined) return { ...type, charset: canonicalCharset(type.charset) };
  if (type.kind === "array") return { ...type, items: comparableType(type.items) };
  if (type.kind === "map") return { ...type, keyCharset: canonicalCharset(type.keyCharset), value: comparableType(type.value) };
  return type;
}

function comparableEnum(node: EnumNode): EnumNode {
  return { ...node, values: sortedBy(node.values, (entry) => entry.value) };
}

/** A rule's lists of fields are sets: a sum adds its parts in any order, one of a list is one of a set. */
function comparableRule(rule: Rule): Rule {
  switch (rule.kind) {
    case "sum":
      return {
        ...rule,
        add: sortedText(rule.add),
        subtract: sortedText(rule.subtract),
        unlessPresent: sortedText(rule.unlessPresent ?? []),
      };
    case "sum-of-products":
      return { ...rule, factors: sortedText(rule.factors) };
    case "at-least-one-of":
    case "first-transaction-only":
      return { ...rule, fields: sortedText(rule.fields) };
    case "required-if":
      return { ...rule, when: comparableCondition(rule.when) };
    case "only-if":
      return { ...rule, when: comparableCondition(rule.when), ...(rule.values ? { values: sortedText(rule.values) } : {}) };
  }
}

function comparableCondition(when: FieldCondition): FieldCondition {
  return "equals" in when ? { ...when, equals: sortedText(when.equals) } : when;
}

type Api = ApiSurface["api"];

function comparableApi(api: Api): Api {
  const { double, client, authentication, endpoint, states, versioning } = api;
  return {
    ...api,
    errorShape: comparableFields(api.errorShape),
    errorRules: (api.errorRules ?? []).map(comparableRule),
    pathParameters: sortedBy(api.pathParameters, (parameter) => parameter.name).map((parameter) => ({
      ...parameter,
      type: comparableType(parameter.type) as typeof parameter.type,
    })),
    sensitivity: sortedBy(api.sensitivity, (entry) => entry.name).map((entry) => ({ ...entry, paths: sortedText(entry.paths) })),
    endpoint: { ...endpoint, ...(endpoint.versions && { versions: sortedBy(endpoint.versions, (entry) => entry.operation) }) },
    ...(authentication && { authentication: { ...authentication, schemes: sortedBy(authentication.schemes, (scheme) => scheme.id) } }),
    ...(client && { client: comparableClient(client) }),
    ...(double && { double: comparableDouble(double) }),
    ...(states && { states: comparableStates(states) }),
    ...(versioning && { versioning: { ...versioning, versions: sortedBy(versioning.versions, (entry) => entry.operation) } }),
  };
}

function comparableClient(client: NonNullable<Api["client"]>): NonNullable<Api["client"]> {
  return {
    ...client,
    pathArguments: sortedBy(client.pathArguments, (entry) => entry.parameter),
    retry: { ...client.retry, causes: sortedText(client.retry.causes) },
  };
}

function comparableDouble(double: NonNullable<Api["double"]>): NonNullable<Api["double"]> {
  return {
    ...double,
    statuses: sortedBy(double.statuses, (status) => status.role),
    answers: sortedBy(double.answers, (answer) => answer.role),
    onDemand: sortedBy(double.onDemand, (entry) => entry.cause),
    provider: { shows: sortedText(double.provider?.shows) },
    values: sortedBy(double.values, (entry) => entry.path),
    rules: sortedBy(double.rules ?? [], (entry) => entry.path),
    orderStatuses: sortedText(double.orderStatuses),
    outcomes: sortedBy(double.outcomes, (outcome) => outcome.operation).map((outcome) => ({
      ...outcome,
      from: sortedText(outcome.from),
      keeps: sortedBy(outcome.keeps ?? [], (entry) => entry.fact),
      response: sortedBy(outcome.response, (entry) => entry.path),
    })),
  };
}

function comparableStates(states: NonNullable<Api["states"]>): NonNullable<Api["states"]> {
  return {
    ...states,
    lists: sortedBy(states.lists, (list) => list.name).map((list) => ({ ...list, values: sortedBy(list.values, (entry) => entry.value) })),
    references: sortedBy(states.references, (entry) => entry.name),
  };
}

function comparableDataType(type: unknown): unknown {
  const node = (type as { node?: LeafType }).node;
  return node === undefined ? type : { ...(type as object), node: comparableType(node) };
}

function comparableGroup(group: unknown): unknown {
  const { root, mountedAt } = group as { root?: Record<string, FieldSurface>; mountedAt?: string[] };
  return { ...(group as object), ...(root && { root: comparableFields(root) }), ...(mountedAt && { mountedAt: sortedText(mountedAt) }) };
}
