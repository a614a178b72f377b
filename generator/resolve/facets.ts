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
  return Object.assign({}, ...layers.map(definedOnly)) as MergedFacets;
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
  const { description: _description, ...facets } = type;
  return facets;
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
