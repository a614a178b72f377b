// A node's bounds as short phrases, worded once for every output that prints them: the models' JSDoc
// (through models/field-docs.ts) and the reference docs (through docs/type-text.ts). Each phrase comes
// from its facet's module (emit/shared/facets/).

import type { TypeNode } from "../../ir/ir.js";
import type { BoundPhrase } from "./facets/facet.js";
import { STRING_FACETS } from "./facets/string-facets.js";
import { DECIMAL_PHRASE_ORDER } from "./facets/decimal-facets.js";
import { INTEGER_RANGE } from "./facets/integer-facets.js";
import { MAP_ENTRIES, MAP_NAMES } from "./facets/map-facets.js";

export type { BoundPhrase };

/** A phrase as plain text: its words, then its literal. */
export function phraseText(phrase: BoundPhrase): string {
  return phrase.code === undefined ? phrase.text : `${phrase.text} ${phrase.code}`;
}

/** The bounds a map or array (of maps) puts on its names. */
export function containerPhrases(node: TypeNode): BoundPhrase[] {
  if (node.kind === "array") return containerPhrases(node.items);
  if (node.kind !== "map") return [];
  return [...MAP_ENTRIES.phrases(node), ...MAP_NAMES.phrases(node)];
}

/**
 * The bounds of a leaf. `dataType` is the node of the data type the leaf names, where its own
 * character set, pattern and format are said elsewhere (the docs' data type table); leave it out to
 * say them here.
 */
export function leafPhrases(node: TypeNode, dataType?: TypeNode): BoundPhrase[] {
  switch (node.kind) {
    case "string": {
      const own = dataType?.kind === "string" ? dataType : undefined;
      return STRING_FACETS.flatMap((facet) => facet.phrases(node, own));
    }
    case "decimal": {
      const own = dataType?.kind === "decimal" ? dataType : undefined;
      return DECIMAL_PHRASE_ORDER.flatMap((facet) => facet.phrases(node, own));
    }
    case "integer":
      return INTEGER_RANGE.phrases(node);
    default:
      return [];
  }
}
