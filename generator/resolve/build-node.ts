import type { RawEnumValue } from "../check/spec-model.js";
import { rawEnumValuesOf, type ValueLists } from "../check/value-lists.js";
import type { EnumValue, MapNode, StringFormat, TypeNode } from "../ir/ir.js";
import { lengthBounds } from "../check/spec-model.js";
import { boundText, type MergedFacets } from "./facets.js";

/** Escapes literal characters for use inside a regular-expression character class. */
export function escapeForCharacterClass(characters: string): string {
  return characters.replace(/[\\\][^-]/g, (character) => `\\${character}`);
}

/** A leaf node (string, decimal, integer, boolean or enumeration) from its merged facets. */
export function buildLeafNode(facets: MergedFacets, typeName: string, lists: ValueLists): TypeNode {
  switch (facets.base) {
    case "decimal":
      return buildDecimalNode(facets, typeName);
    case "integer": {
      const [minimum, maximum] = facets.range ?? [null, null];
      return { kind: "integer", typeName, ...optional("minimum", boundText(minimum)), ...optional("maximum", boundText(maximum)) };
    }
    case "boolean":
      return { kind: "boolean", typeName };
    case "enum":
    case "enum-list":
      return buildEnumNode(facets, typeName, lists);
    default:
      return buildStringNode(facets, typeName);
  }
}

export function buildMapNode(map: NonNullable<import("../check/spec-model.js").RawField["map"]>, value: TypeNode): MapNode {
  const { min, max } = lengthBounds(map.keyLength);
  return {
    kind: "map",
    ...optional("maxEntries", map.maxEntries),
    keyCharset: map.keyCharset,
    keyMinLength: min ?? 1,
    keyMaxLength: max ?? Number.MAX_SAFE_INTEGER,
    value,
  };
}

function buildStringNode(facets: MergedFacets, typeName: string): TypeNode {
  const { min, max } = lengthBounds(facets.length);
  const charset = facets.charset !== undefined ? facets.charset + escapeForCharacterClass(facets.extraChars ?? "") : undefined;
  return {
    kind: "string",
    typeName,
    ...optional("minLength", min),
    ...optional("maxLength", max),
    ...optional("lengths", facets.lengths),
    ...optional("charset", charset),
    ...optional("pattern", facets.pattern),
    ...optional("patternText", facets.pattern === undefined ? undefined : facets.patternText),
    ...optional("format", facets.format as StringFormat | undefined),
    ...optional("maxDigits", facets.maxDigits),
    ...optional("notInPast", facets.notInPast),
  };
}

function buildDecimalNode(facets: MergedFacets, typeName: string): TypeNode {
  const { min, max } = lengthBounds(facets.length);
  const [minimum, maximum] = facets.range ?? [null, null];
  const chosen = facets.signed ? (facets.signedPattern ?? facets.pattern) : facets.pattern;
  const pattern = chosen ?? "^-?[0-9]+(\\.[0-9]+)?$";
  return {
    kind: "decimal",
    typeName,
    pattern,
    signed: new RegExp(pattern, "u").test("-1"),
    ...optional("minLength", min),
    ...optional("maxLength", max),
    ...optional("minimum", boundText(minimum)),
    ...optional("maximum", boundText(maximum)),
    ...optional("exclusiveMinimum", boundText(facets.exclusiveMinimum)),
    ...optional("scale", facets.scale),
  };
}

/** The values an enumeration allows: its own, or the named list's; `open` when others may occur. */
export function enumValuesOf(
  facets: { values?: RawEnumValue[]; valuesFrom?: string; open?: string },
  lists: ValueLists,
): { values: EnumValue[]; open?: string } {
  const { values, open } = rawEnumValuesOf(facets, lists);
  return { values: values.map(toEnumValue), ...optional("open", open) };
}

function buildEnumNode(facets: MergedFacets, typeName: string, lists: ValueLists): TypeNode {
  return { kind: "enum", typeName, ...enumValuesOf(facets, lists), list: facets.base === "enum-list" };
}

export function toEnumValue(value: RawEnumValue): EnumValue {
  return typeof value === "string" ? { value } : { value: value.value, ...optional("description", value.description) };
}

/** `{ key: value }` when the value is defined, `{}` otherwise: keeps IR objects free of undefined. */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
