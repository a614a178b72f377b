import type { Direction, FieldCondition, FieldNode, ObjectNode, Rule, TypeNode } from "../../ir/ir.js";
import { propertyName } from "../../language/spec-paths.js";
import { type ExactNumber, jsonNumber } from "./exact-number.js";
import type { JsonSchema } from "./facets/facet.js";
import { stringSchema } from "./facets/string-facets.js";
import { decimalSchema } from "./facets/decimal-facets.js";
import { INTEGER_RANGE } from "./facets/integer-facets.js";
import { ENUM_VALUES, escapeRegExp } from "./facets/enum-facets.js";
import { MAP_ENTRIES, MAP_NAMES } from "./facets/map-facets.js";
import { deprecationSentence } from "../../language/deprecation-words.js";

export type { JsonSchema };

export interface SchemaOptions {
  direction: Direction;
  /** Rules of the message, placed on the object whose fields they name. */
  rules: Rule[];
  /** Called for every named object, so that the models emitter can title it. */
  titleFor?: (path: string) => string | undefined;
  /** Extra keywords for json-schema-to-typescript (open enumerations, decimals). */
  forTypes?: boolean;
}

export function schemaForObject(node: ObjectNode, path: string, options: SchemaOptions): JsonSchema {
  const properties = Object.fromEntries(node.fields.map((field) => [field.name, schemaForField(field, options)]));
  const required = node.fields.filter((field) => field.presence === "required" || field.presence === "always").map((field) => field.name);
  // The types list exactly the fields the spec knows, so that a misspelled one does not compile;
  // fields of a 'not shown' region go through the client's extraFields. The JSON Schema itself
  // stays open where the region is, and in responses (which tolerate unknown fields).
  const closed = options.forTypes === true || (options.direction === "request" && !node.open);
  const title = options.titleFor?.(path);
  return {
    ...(title ? { title } : {}),
    type: "object",
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(closed ? { additionalProperties: false } : {}),
    // Cross-field rules are the validators' to check: a type cannot say them, and json-schema-to-typescript
    // would turn their subschemas into index signatures that let any key through.
    ...(options.forTypes ? {} : ruleKeywords(path, options.rules)),
  };
}

function schemaForField(field: FieldNode, options: SchemaOptions): JsonSchema {
  const schema = schemaForType(field.type, field.path, options);
  // The models' JSDoc is written from the IR by models/field-docs.ts; the JSON Schema says bounds as keywords.
  const deprecated = options.forTypes || field.deprecated === undefined ? undefined : deprecationSentence(field.deprecated);
  const description = options.forTypes ? "" : [field.description, field.seedText, deprecated].filter(Boolean).join(" ");
  return {
    ...(description ? { description } : {}),
    ...(field.defaultValue !== undefined ? { default: field.defaultValue } : {}),
    ...(deprecated !== undefined ? { deprecated: true } : {}),
    ...schema,
  };
}

export function schemaForType(node: TypeNode, path: string, options: SchemaOptions): JsonSchema {
  const bound = (text: string) => boundNumber(text, options);
  switch (node.kind) {
    case "object":
      return schemaForObject(node, path, options);
    case "array":
      return { type: "array", items: schemaForType(node.items, path, options) };
    case "string":
      return stringSchema(node, options.forTypes === true);
    case "decimal": {
      if (!options.forTypes) return decimalSchema(node, bound);
      const { $comment } = decimalSchema(node, bound);
      return { tsType: "string | number", $comment };
    }
    case "integer":
      return { type: "integer", ...INTEGER_RANGE.schema(node, bound) };
    case "boolean":
      return { type: "boolean" };
    case "enum": {
      const schema = ENUM_VALUES.schema(node);
      if (!options.forTypes || node.list || node.open === undefined) return schema;
      // For the models: an open list types as its values or any other string.
      const values = node.values.map((entry) => JSON.stringify(entry.value));
      return { ...schema, tsType: [...values, "(string & {})"].join(" | ") };
    }
    case "map":
      return {
        type: "object",
        ...MAP_ENTRIES.schema(node),
        ...MAP_NAMES.schema(node),
        additionalProperties: schemaForType(node.value, path, options),
      };
  }
}

/** A bound as a JSON number: models read it as a number; the schema file keeps the seed's digits. */
function boundNumber(text: string, options: SchemaOptions): number | ExactNumber {
  return options.forTypes ? Number(text) : jsonNumber(text);
}

/** at-least-one-of, required-if and only-if become JSON Schema on the object that holds their fields. */
function ruleKeywords(path: string, rules: Rule[]): JsonSchema {
  const keywords: JsonSchema[] = [];
  const holds = (fieldPath: string) => parentOf(fieldPath) === path;
  for (const rule of rules) {
    if (rule.kind === "at-least-one-of" && rule.fields.every(holds))
      keywords.push({ anyOf: rule.fields.map((field) => ({ required: [nameOf(field)] })) });
    if (rule.kind === "required-if" && holds(rule.field) && holds(rule.when.field)) {
      // The property is named in `then` too, so that a reader (or a linter) of the branch alone finds it defined.
      keywords.push({
        if: conditionSchema(rule.when),
        then: { properties: { [nameOf(rule.field)]: true }, required: [nameOf(rule.field)] },
      });
    }
    if (rule.kind === "only-if" && holds(rule.field) && holds(rule.when.field))
      keywords.push({ if: restrictedSchema(rule.field, rule.values), then: conditionSchema(rule.when) });
  }
  if (keywords.length === 0) return {};
  return keywords.length === 1 ? (keywords[0] as JsonSchema) : { allOf: keywords };
}

/** The object's field is one of the values, or present. */
function conditionSchema(when: FieldCondition): JsonSchema {
  const name = nameOf(when.field);
  return "equals" in when
    ? { properties: { [name]: { enum: when.equals } }, required: [name] }
    : { properties: { [name]: true }, required: [name] };
}

/** The field is present (holding one of `values`, alone or as an item of a comma-separated list, when they are given). */
function restrictedSchema(field: string, values: readonly string[] | undefined): JsonSchema {
  const name = nameOf(field);
  if (values === undefined) return { properties: { [name]: true }, required: [name] };
  const items = values.map(escapeRegExp).join("|");
  return { properties: { [name]: { type: "string", pattern: `(^|,)(${items})(,|$)` } }, required: [name] };
}

function parentOf(fieldPath: string): string {
  const cut = fieldPath.lastIndexOf(".");
  return cut === -1 ? "" : fieldPath.slice(0, cut);
}

function nameOf(fieldPath: string): string {
  return propertyName(fieldPath.slice(fieldPath.lastIndexOf(".") + 1));
}
