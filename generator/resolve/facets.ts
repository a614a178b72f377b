import type { Bound, Facets, RawField, TypeDefinition } from "../check/spec-model.js";

export interface MergedFacets extends Facets {
  base?: TypeDefinition["base"];
  signedPattern?: string;
}

/** The final type's facets, then the row's, then its variants for this context, then the operation's own. */
export function mergeFacets(type: TypeDefinition | undefined, field: RawField, context: string, overrides: Facets): MergedFacets {
  const layers: Facets[] = [typeFacets(type), rowFacets(field)];
  for (const variant of field.variants ?? []) {
    if (variant.in.includes(context)) layers.push(withoutKeys(variant, ["in", "presence"]));
  }
  layers.push(overrides);
  const merged = Object.assign({}, ...layers.map(definedOnly)) as MergedFacets;
  // A pattern's words go with it: those of the last layer that states a pattern (its patternText, or
  // its description), never a pattern another layer replaced.
  const stating = layers.filter((layer) => layer.pattern !== undefined).at(-1);
  const { patternText: _replaced, ...rest } = merged;
  const words = stating?.patternText ?? stating?.description;
  return words === undefined ? rest : { ...rest, patternText: words };
}

/** The type a row has in a context: a variant or the operation may change it. */
export function typeNameOf(field: RawField, context: string, overrides: Facets): string | undefined {
  let name = field.type;
  for (const variant of field.variants ?? []) if (variant.in.includes(context) && variant.type) name = variant.type;
  return overrides.type ?? name;
}

export function boundText(bound: Bound | undefined): string | undefined {
  return bound === null || bound === undefined ? undefined : String(bound);
}

function typeFacets(type: TypeDefinition | undefined): MergedFacets {
  if (!type) return {};
  const { description, ...facets } = type;
  // Section 2.1 gives each type's rule in words: they say what its own pattern means.
  return facets.pattern !== undefined && facets.patternText === undefined && description !== undefined
    ? { ...facets, patternText: description }
    : facets;
}

function rowFacets(field: RawField): Facets {
  return withoutKeys(field, ["use", "omit", "only", "presence", "map", "variants", "type"]);
}

function withoutKeys<T extends object>(value: T, keys: string[]): Facets {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as Facets;
}

function definedOnly(facets: Facets): Facets {
  return Object.fromEntries(Object.entries(facets).filter(([, value]) => value !== undefined)) as Facets;
}
