import type { Located, RawMessage, RawOperation, RawRule, SpecModel } from "../check/spec-model.js";
import type { CatalogueEntry } from "../check/catalogue.js";
import { optional } from "./build-node.js";
import { type ValueLists } from "../check/value-lists.js";
import { buildObjectTree } from "./build-tree.js";
import type { Direction, FieldCondition, FieldGap, MessageIR, OperationIR, Rule } from "../ir/ir.js";
import { isInGap } from "../ir/regions.js";
import { selectFields } from "./select-fields.js";
import { ancestorsOf, compareText, compareVersions } from "../language/spec-paths.js";
import { versionDeprecation } from "./deprecations.js";

export interface OperationContext {
  model: SpecModel;
  /** Operation -> the version the client calls (spec/api/client.yaml, checked to be stated). */
  defaultVersions: ReadonlyMap<string, string>;
  catalogue: Map<string, CatalogueEntry>;
  lists: ValueLists;
  discriminator: string;
}

/**
 * The version each operation's client method calls: the client section's statement, or the one
 * version of an operation that has one (the check refuses any other case).
 */
export function defaultVersionsOf(model: SpecModel): Map<string, string> {
  const stated = (model.documents.get("client")?.value.defaultVersions ?? {}) as Record<string, string | number>;
  const defaults = new Map(Object.entries(stated).map(([operation, version]) => [operation, String(version)]));
  for (const { value } of model.operations)
    if (!defaults.has(value.operation) && value.version !== undefined) defaults.set(value.operation, String(value.version));
  return defaults;
}

/** Every operation at every version, sorted by name then version. */
export function resolveOperations(context: OperationContext): OperationIR[] {
  return context.model.operations
    .filter((operation) => operation.value.version !== undefined)
    .map((operation) => resolveOperation(operation, context))
    .sort((a, b) => compareText(a.name, b.name) || compareVersions(a.version, b.version));
}

/** The chain of files from the first version to this one, following `extends`. */
export function versionChain(operation: Located<RawOperation>, model: SpecModel): Located<RawOperation>[] {
  const chain = [operation];
  const seen = new Set([String(operation.value.version)]);
  for (let current = operation; current.value.extends !== undefined;) {
    const base = model.operations.find(
      (candidate) =>
        candidate.value.operation === current.value.operation && String(candidate.value.version) === String(current.value.extends),
    );
    if (!base || seen.has(String(base.value.version))) break;
    seen.add(String(base.value.version));
    chain.unshift(base);
    current = base;
  }
  return chain;
}

function resolveOperation(operation: Located<RawOperation>, context: OperationContext): OperationIR {
  const chain = versionChain(operation, context.model);
  const inherited = <K extends keyof RawOperation>(key: K) =>
    chain
      .map((link) => link.value[key])
      .filter((value) => value !== undefined)
      .at(-1);
  const { operation: name } = operation.value;
  return {
    name,
    version: String(operation.value.version),
    ...optional("extends", operation.value.extends === undefined ? undefined : String(operation.value.extends)),
    isDefault: context.defaultVersions.get(name) === String(operation.value.version),
    title: inherited("title") ?? name,
    ...optional("description", inherited("description")),
    ...optional("section", inherited("section")),
    // Not inherited: a version that extends a deprecated one is most often what replaces it.
    ...optional("deprecated", versionDeprecation(operation.value)),
    request: resolveMessage(name, "request", chain, context),
    response: resolveMessage(name, "response", chain, context),
    source: { file: operation.file.path },
  };
}

function resolveMessage(operationName: string, direction: Direction, chain: Located<RawOperation>[], context: OperationContext): MessageIR {
  const layers = chain.map((link): RawMessage & { file: string } => ({ ...link.value[direction], file: link.file.path }));
  const gaps = layers.flatMap((layer) =>
    (layer.gaps ?? []).map((gap): FieldGap => ({
      ...gap,
      includes: gap.includes ?? [],
      omitsKnown: gap.omitsKnown ?? false,
      source: { file: layer.file, ...optional("section", gap.section) },
    })),
  );
  const selected = selectFields(layers, context.catalogue, `${operationName}.${direction}`);
  // A region that leaves out known fields keeps those the message names one by one: the seed states them elsewhere.
  const named = new Set(
    layers.flatMap((layer) =>
      Object.keys(layer.fields ?? {})
        .filter((path) => !path.includes("*"))
        .flatMap((path) => path.split(".").map((_, index, parts) => parts.slice(0, index + 1).join("."))),
    ),
  );
  const inRegion = new Set(
    [...selected.keys()].filter((path) => !named.has(path) && gaps.some((gap) => gap.omitsKnown && isInGap(gap, path))),
  );
  // A group sorts before its members: one whose members the region leaves in stays, as their parent.
  const parentsOfKept = new Set([...selected.keys()].filter((path) => !inRegion.has(path)).flatMap(ancestorsOf));
  for (const path of inRegion) if (!parentsOfKept.has(path)) selected.delete(path);
  const root = buildObjectTree(selected, { ...context, context: `${operationName}.${direction}`, direction, gaps });
  if (direction === "request") {
    root.fields.unshift({
      name: context.discriminator,
      path: context.discriminator,
      presence: "required",
      type: { kind: "enum", values: [{ value: operationName }], list: false },
      description: `Selects the operation: always ${operationName}.`,
      source: { file: chain.at(-1)?.file.path ?? "" },
    });
  }
  return { direction, root, gaps, rules: resolveRules(layers, context.model) };
}

function resolveRules(layers: RawMessage[], model: SpecModel): Rule[] {
  const ids: string[] = [];
  for (const layer of layers) {
    for (const id of layer.rules ?? []) if (!ids.includes(id)) ids.push(id);
    for (const id of layer.omitRules ?? []) ids.splice(ids.indexOf(id) >>> 0, ids.includes(id) ? 1 : 0);
  }
  return rulesByIds(ids, model);
}

/** The rules of `rules.yaml` with these ids, in this order (the check stage reports an unknown id). */
export function rulesByIds(ids: readonly string[], model: SpecModel): Rule[] {
  return ids.flatMap((id) => {
    const rule = model.rules.get(id);
    return rule ? [toRule(rule.value)] : [];
  });
}

/** A rule's `when` as a field condition: one of some values, or present. */
function fieldCondition(when: RawRule["when"]): FieldCondition {
  const raw = (typeof when === "object" ? when : { field: "" }) as { field: string; equals?: string[]; present?: true };
  return raw.present === true ? { field: raw.field, present: true } : { field: raw.field, equals: raw.equals ?? [] };
}

function toRule(raw: RawRule): Rule {
  const base = { id: raw.id, text: raw.text, ...optional("section", raw.section), checkable: raw.kind !== "first-transaction-only" };
  switch (raw.kind) {
    case "sum":
      return {
        ...base,
        kind: "sum",
        total: raw.total as string,
        add: raw.add ?? [],
        subtract: raw.subtract ?? [],
        when: raw.when === "always" ? "always" : "any-part",
        unlessPresent: raw.unlessPresent ?? [],
      };
    case "sum-of-products":
      return { ...base, kind: "sum-of-products", total: raw.total as string, array: raw.array as string, factors: raw.factors ?? [] };
    case "at-least-one-of":
      return { ...base, kind: "at-least-one-of", fields: raw.fields ?? [] };
    case "required-if":
      return { ...base, kind: "required-if", field: raw.field as string, when: fieldCondition(raw.when) };
    case "only-if":
      return { ...base, kind: "only-if", field: raw.field as string, ...optional("values", raw.values), when: fieldCondition(raw.when) };
    case "first-transaction-only":
      return { ...base, kind: "first-transaction-only", fields: raw.fields ?? [] };
  }
}
