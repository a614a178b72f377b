// Objects as components, named by their place: every object a message holds (a property's object or a
// list's items) becomes one named schema, `Authorize100RequestOrderItem`, that the message references
// with `$ref`, as the package's own types are (`Authorize100Models.AuthorizeRequestOrderItem`). A name
// says where the object sits, never how many places share its shape: naming by sharing would rename a
// component whenever an operation, version or field added a place or split a shape (SDK generators
// name their types after components, so every SDK made from openapi.json would break). A spec group
// mounted there (`use: address`) gives the component its description.

import type { Direction } from "../../ir/ir.js";
import type { JsonSchema } from "../shared/schema-for-node.js";
import { COMPONENT_PREFIX, openApiObjectName } from "../plan/output-plan.js";

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
 * The messages with each object replaced by a `$ref`, and the objects as named schemas; one where a
 * spec group is mounted takes the group's description.
 */
export function objectComponents(
  messages: readonly NamedSchema[],
  describeGroup: (group: string) => string | undefined,
): { messages: NamedSchema[]; objects: NamedSchema[] } {
  const objects = new Map<string, { schema: JsonSchema; place: string }>();
  const rewritten = messages.map((message) => {
    const add = (path: string, schema: JsonSchema): string => {
      const name = openApiObjectName(message.name, path);
      const taken = objects.get(name);
      if (taken !== undefined) throw new Error(`OpenAPI component ${name} names two places: ${taken.place} and ${message.name} ${path}`);
      const group = message.groupsAt?.get(path);
      const description = group === undefined ? undefined : describeGroup(group);
      objects.set(name, { schema: description === undefined ? schema : { description, ...schema }, place: `${message.name} ${path}` });
      return name;
    };
    return { ...message, schema: replaceObjects(message.schema, "", add) };
  });
  return { messages: rewritten, objects: [...objects].map(([name, { schema }]) => ({ name, schema })) };
}

/** The schema of an object at a property or list item: an object with named properties. */
function isObject(schema: unknown): boolean {
  return typeof schema === "object" && schema !== null && (schema as JsonSchema).type === "object" && "properties" in schema;
}

function typePart(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([keyword]) => !FIELD_KEYWORDS.has(keyword)));
}

function fieldPart(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([keyword]) => FIELD_KEYWORDS.has(keyword)));
}

type AddComponent = (path: string, schema: JsonSchema) => string;

/** `schema` with the objects of its properties replaced by `$ref`s to components that `add` names. */
function replaceObjects(schema: JsonSchema, path: string, add: AddComponent): JsonSchema {
  if (!isObject(schema)) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, property]) => [
      name,
      replaceProperty(property, path === "" ? name : `${path}.${name}`, add),
    ]),
  );
  return { ...schema, properties };
}

function replaceProperty(property: JsonSchema, path: string, add: AddComponent): JsonSchema {
  if (isObject(property)) return { ...fieldPart(property), ...reference(property, path, add) };
  if (property.type === "array" && isObject(property.items)) {
    return {
      ...property,
      items: { ...fieldPart(property.items as JsonSchema), ...reference(property.items as JsonSchema, `${path}[]`, add) },
    };
  }
  return property;
}

/** The object's own part as a component, its objects replaced first, and the `$ref` to it. */
function reference(object: JsonSchema, path: string, add: AddComponent): JsonSchema {
  const name = add(path, replaceObjects(typePart(object), path, add));
  return { $ref: `${COMPONENT_PREFIX}${name}` };
}
