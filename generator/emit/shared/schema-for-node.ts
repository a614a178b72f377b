import type { Direction, EnumNode, FieldNode, ObjectNode, Rule, StringNode, TypeNode } from "../../resolve/ir.js";
import { propertyName } from "../../paths/spec-paths.js";
import { type ExactNumber, jsonNumber } from "./exact-number.js";
import { stringFormat } from "../../formats/string-formats.js";

export type JsonSchema = Record<string, unknown>;

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
  const description = options.forTypes ? "" : [field.description, field.seedText].filter(Boolean).join(" ");
  return {
    ...(description ? { description } : {}),
    ...(field.defaultValue !== undefined ? { default: field.defaultValue } : {}),
    ...schema,
  };
}

export function schemaForType(node: TypeNode, path: string, options: SchemaOptions): JsonSchema {
  switch (node.kind) {
    case "object":
      return schemaForObject(node, path, options);
    case "array":
      return { type: "array", items: schemaForType(node.items, path, options) };
    case "string":
      return schemaForString(node, options);
    case "decimal": {
      const bound = (text: string) => boundNumber(text, options);
      // An exclusive minimum says the lower bound alone; the unsigned floor of 0 is only added without one.
      const floor =
        node.minimum !== undefined
          ? { minimum: bound(node.minimum) }
          : node.signed || node.exclusiveMinimum !== undefined
            ? {}
            : { minimum: 0 };
      const numeric = {
        ...floor,
        ...(node.maximum !== undefined ? { maximum: bound(node.maximum) } : {}),
        ...(node.exclusiveMinimum !== undefined ? { exclusiveMinimum: bound(node.exclusiveMinimum) } : {}),
      };
      const text = {
        pattern: node.pattern,
        ...(node.minLength !== undefined ? { minLength: node.minLength } : {}),
        ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}),
      };
      // One branch per JSON type (ajv's strict mode, and many tools, refuse a union `type`).
      return {
        ...(options.forTypes
          ? { tsType: "string | number" }
          : {
              anyOf: [
                { type: "string", ...text },
                { type: "number", ...numeric },
              ],
            }),
        $comment: decimalComment(node.scale, node.minimum !== undefined || node.maximum !== undefined),
      };
    }
    case "integer": {
      const bound = (text: string) => boundNumber(text, options);
      return {
        type: "integer",
        ...(node.minimum !== undefined ? { minimum: bound(node.minimum) } : {}),
        ...(node.maximum !== undefined ? { maximum: bound(node.maximum) } : {}),
      };
    }
    case "boolean":
      return { type: "boolean" };
    case "enum":
      return schemaForEnum(node, options);
    case "map":
      return {
        type: "object",
        ...(node.maxEntries !== undefined ? { maxProperties: node.maxEntries } : {}),
        propertyNames: { pattern: `^[${node.keyCharset}]{${node.keyMinLength},${node.keyMaxLength}}$` },
        additionalProperties: schemaForType(node.value, path, options),
      };
  }
}

/** A bound as a JSON number: models read it as a number; the schema file keeps the seed's digits. */
function boundNumber(text: string, options: SchemaOptions): number | ExactNumber {
  return options.forTypes ? Number(text) : jsonNumber(text);
}

/** No more than `digits` digits anywhere in the text. */
function atMostDigits(digits: number): string {
  return `^(?!(?:[^0-9]*[0-9]){${digits + 1}})`;
}

function schemaForString(node: StringNode, options: SchemaOptions): JsonSchema {
  const { pattern: formatPattern, ...formatKeywords } = node.format === undefined ? {} : stringFormat(node.format).schema;
  const patterns = [
    node.charset !== undefined ? `^[${node.charset}]*$` : undefined,
    node.pattern,
    formatPattern,
    node.maxDigits !== undefined ? atMostDigits(node.maxDigits) : undefined,
  ].filter((pattern): pattern is string => pattern !== undefined);
  const [first, ...others] = patterns;
  return {
    type: "string",
    ...(node.minLength !== undefined ? { minLength: node.minLength } : {}),
    ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}),
    ...(first !== undefined ? { pattern: first } : {}),
    ...formatKeywords,
    // Allowed lengths are no type either (as an anyOf, json-schema-to-typescript would type the string as an object).
    ...(node.lengths && !options.forTypes ? { anyOf: node.lengths.map((length) => ({ minLength: length, maxLength: length })) } : {}),
    ...(others.length > 0 ? { allOf: others.map((pattern) => ({ pattern })) } : {}),
    ...(node.maxDigits !== undefined ? { $comment: `At most ${node.maxDigits} digits in total.` } : {}),
    // JSON Schema has no clock: the validators check it against today's UTC date.
    ...(node.notInPast ? { $comment: "Not in the past: today's UTC date or later (the validators check it; JSON Schema cannot)." } : {}),
  };
}

function schemaForEnum(node: EnumNode, options: SchemaOptions): JsonSchema {
  const values = node.values.map((value) => value.value);
  if (node.list) {
    const item = node.open !== undefined || values.length === 0 ? "[^,]+" : `(${values.map(escapeRegExp).join("|")})`;
    return { type: "string", pattern: `^${item}(,${item})*$`, ...(node.open ? { $comment: `Partial list: ${node.open}` } : {}) };
  }
  if (node.open !== undefined) {
    const union = [...values.map((value) => JSON.stringify(value)), "(string & {})"].join(" | ");
    // Any value the partial list may hold, but not an empty one (as the validators read it).
    return {
      type: "string",
      minLength: 1,
      ...(values.length > 0 ? { examples: values } : {}),
      $comment: `Partial list, other values are accepted: ${node.open}`,
      ...(options.forTypes ? { tsType: union } : {}),
    };
  }
  return { type: "string", enum: values };
}

/** at-least-one-of and required-if become JSON Schema on the object that holds their fields. */
function ruleKeywords(path: string, rules: Rule[]): JsonSchema {
  const keywords: JsonSchema[] = [];
  const holds = (fieldPath: string) => parentOf(fieldPath) === path;
  for (const rule of rules) {
    if (rule.kind === "at-least-one-of" && rule.fields.every(holds))
      keywords.push({ anyOf: rule.fields.map((field) => ({ required: [nameOf(field)] })) });
    if (rule.kind === "required-if" && holds(rule.field) && holds(rule.when.field)) {
      const condition = { properties: { [nameOf(rule.when.field)]: { enum: rule.when.equals } }, required: [nameOf(rule.when.field)] };
      // The property is named in `then` too, so that a reader (or a linter) of the branch alone finds it defined.
      keywords.push({ if: condition, then: { properties: { [nameOf(rule.field)]: true }, required: [nameOf(rule.field)] } });
    }
  }
  if (keywords.length === 0) return {};
  return keywords.length === 1 ? (keywords[0] as JsonSchema) : { allOf: keywords };
}

function parentOf(fieldPath: string): string {
  const cut = fieldPath.lastIndexOf(".");
  return cut === -1 ? "" : fieldPath.slice(0, cut);
}

function nameOf(fieldPath: string): string {
  return propertyName(fieldPath.slice(fieldPath.lastIndexOf(".") + 1));
}

function decimalComment(scale: number | undefined, bounded: boolean): string {
  const parts = ["A decimal: a string of the request form, or a JSON number."];
  if (scale !== undefined) parts.push(`At most ${scale} digits after the decimal point.`);
  if (bounded) parts.push("The minimum and maximum apply to the value of the string form too; JSON Schema checks them on numbers only.");
  return parts.join(" ");
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
