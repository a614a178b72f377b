// Groups as components: every mount of a shared group of the spec (the address of section 2.3), and
// every other group that comes out identical in more than one place, becomes one named schema that
// the messages reference with `$ref`, so that a client generator makes one type of it rather than
// one per place. Identical means keyword for keyword: a group whose mounts differ (a member left out,
// request and response) gives one component per variant.

import type { Direction } from "../../ir/ir.js";
import type { JsonSchema } from "../shared/schema-for-node.js";
import { nameComponents, type Occurrence } from "./component-names.js";
import { COMPONENT_PREFIX } from "../plan/output-plan.js";

/** A message schema under its component name, with its direction and the spec's group mounts. */
export interface NamedSchema {
  name: string;
  schema: JsonSchema;
  direction?: Direction;
  /** Spec path (`billing.address`, `order.item[]`) -> name of the spec group mounted there. */
  groupsAt?: ReadonlyMap<string, string>;
}

/** Keywords a field adds to its type's schema (schemaForField); the rest is the type's own. */
const FIELD_KEYWORDS = new Set(["description", "default", "deprecated"]);

/**
 * The messages with their shared groups replaced by `$ref`s, and the shared groups as named schemas;
 * a component that is a spec group in all its places takes the group's description.
 */
export function shareGroups(
  messages: readonly NamedSchema[],
  describeGroup: (group: string) => string | undefined,
): { messages: NamedSchema[]; shared: NamedSchema[] } {
  const occurrences: Occurrence[] = [];
  for (const message of messages) collectGroups(message.schema, "", message, occurrences);
  const counts = new Map<string, number>();
  for (const { key } of occurrences) counts.set(key, (counts.get(key) ?? 0) + 1);
  const hoisted = new Set(
    occurrences.filter((found) => (counts.get(found.key) ?? 0) > 1 || found.group !== undefined).map(({ key }) => key),
  );
  const names = nameComponents(occurrences.filter(({ key }) => hoisted.has(key)));
  const shared = new Map<string, JsonSchema>();
  const rewritten = messages.map((message) => ({ ...message, schema: replaceGroups(message.schema, names, shared) }));
  const described = (key: string, schema: JsonSchema): JsonSchema => {
    const groups = new Set(occurrences.filter((found) => found.key === key).map((found) => found.group));
    const [group] = groups;
    const description = groups.size === 1 && group !== undefined ? describeGroup(group) : undefined;
    return description === undefined ? schema : { description, ...schema };
  };
  return {
    messages: rewritten,
    shared: [...names].map(([key, name]) => ({ name, schema: described(key, shared.get(name) as JsonSchema) })),
  };
}

/** The schema of a group at a property or list item: an object with named properties. */
function isGroup(schema: unknown): boolean {
  return typeof schema === "object" && schema !== null && (schema as JsonSchema).type === "object" && "properties" in schema;
}

function typePart(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([keyword]) => !FIELD_KEYWORDS.has(keyword)));
}

function fieldPart(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([keyword]) => FIELD_KEYWORDS.has(keyword)));
}

/** The group held by a property: its object, or its list's items. */
function groupOf(property: JsonSchema): JsonSchema | undefined {
  if (isGroup(property)) return property;
  return property.type === "array" && isGroup(property.items) ? (property.items as JsonSchema) : undefined;
}

/** Every group below `schema`, children first, with its spec path (`order.item[]`). */
function collectGroups(schema: JsonSchema, path: string, message: NamedSchema, found: Occurrence[]): void {
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    const group = groupOf(property);
    if (group === undefined) continue;
    const groupPath = `${path === "" ? name : `${path}.${name}`}${group === property ? "" : "[]"}`;
    collectGroups(group, groupPath, message, found);
    const mounted = message.groupsAt?.get(groupPath);
    found.push({
      key: JSON.stringify(typePart(group)),
      path: groupPath,
      message: message.name,
      ...(message.direction !== undefined ? { direction: message.direction } : {}),
      ...(mounted !== undefined ? { group: mounted } : {}),
    });
  }
}

function replaceGroups(schema: JsonSchema, names: ReadonlyMap<string, string>, shared: Map<string, JsonSchema>): JsonSchema {
  if (!isGroup(schema)) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, property]) => [
      name,
      replaceProperty(property, names, shared),
    ]),
  );
  return { ...schema, properties };
}

function replaceProperty(property: JsonSchema, names: ReadonlyMap<string, string>, shared: Map<string, JsonSchema>): JsonSchema {
  if (isGroup(property)) return sharedGroup(property, names, shared);
  if (groupOf(property) !== undefined) return { ...property, items: sharedGroup(property.items as JsonSchema, names, shared) };
  return property;
}

/** A group looked up as `collectGroups` keyed it (its type part), keeping the keywords of its place. */
function sharedGroup(group: JsonSchema, names: ReadonlyMap<string, string>, shared: Map<string, JsonSchema>): JsonSchema {
  return { ...fieldPart(group), ...referenceTo(typePart(group), names, shared) };
}

/** The group with its own groups replaced, or a `$ref` to its component. */
function referenceTo(group: JsonSchema, names: ReadonlyMap<string, string>, shared: Map<string, JsonSchema>): JsonSchema {
  const replaced = replaceGroups(group, names, shared);
  const name = names.get(JSON.stringify(group));
  if (name === undefined) return replaced;
  shared.set(name, replaced);
  return { $ref: `${COMPONENT_PREFIX}${name}` };
}
