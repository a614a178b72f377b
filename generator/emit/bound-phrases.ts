// A node's bounds as short phrases, worded once for every output that prints them: the models' JSDoc
// (through models/field-docs.ts) and the reference docs (through docs/type-text.ts).

import type { TypeNode } from "../resolve/ir.js";

/** One bound: words, then an optional literal (a character class, a pattern, a number) shown as code. */
export interface BoundPhrase {
  text: string;
  code?: string;
}

/** A phrase as plain text: its words, then its literal. */
export function phraseText(phrase: BoundPhrase): string {
  return phrase.code === undefined ? phrase.text : `${phrase.text} ${phrase.code}`;
}

/** The bounds a map or array (of maps) puts on its names. */
export function containerPhrases(node: TypeNode): BoundPhrase[] {
  if (node.kind === "array") return containerPhrases(node.items);
  if (node.kind !== "map") return [];
  return [
    ...(node.maxEntries !== undefined ? [{ text: `up to ${node.maxEntries} names` }] : []),
    { text: `names ${rangeText(node.keyMinLength, node.keyMaxLength)} characters of`, code: `[${node.keyCharset}]` },
  ];
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
      return [
        ...lengthPhrases(node.minLength, node.maxLength, node.lengths),
        ...(node.charset !== undefined && own?.charset !== node.charset ? [{ text: "characters", code: `[${node.charset}]` }] : []),
        ...(node.pattern !== undefined && own?.pattern !== node.pattern ? [{ text: "pattern", code: node.pattern }] : []),
        ...(node.format !== undefined && own?.format !== node.format ? [{ text: `format ${node.format}` }] : []),
        ...(node.maxDigits !== undefined ? [{ text: `at most ${node.maxDigits} digits` }] : []),
        ...(node.notInPast ? [{ text: "not in the past (UTC)" }] : []),
      ];
    }
    case "decimal": {
      const own = dataType?.kind === "decimal" ? dataType : undefined;
      return [
        ...lengthPhrases(node.minLength, node.maxLength, undefined),
        ...(node.minimum !== undefined ? [{ text: "min", code: node.minimum }] : []),
        ...(node.exclusiveMinimum !== undefined ? [{ text: "greater than", code: node.exclusiveMinimum }] : []),
        ...(node.maximum !== undefined ? [{ text: "max", code: node.maximum }] : []),
        ...(node.scale !== undefined ? [{ text: `at most ${node.scale} digits after the point` }] : []),
        ...(own?.pattern !== node.pattern ? [{ text: "pattern", code: node.pattern }] : []),
      ];
    }
    case "integer":
      return [
        ...(node.minimum !== undefined ? [{ text: "min", code: node.minimum }] : []),
        ...(node.maximum !== undefined ? [{ text: "max", code: node.maximum }] : []),
      ];
    default:
      return [];
  }
}

function lengthPhrases(min: number | undefined, max: number | undefined, lengths: number[] | undefined): BoundPhrase[] {
  if (lengths) return [{ text: `length ${lengths.join(" or ")}` }];
  if (min === undefined && max === undefined) return [];
  if (min !== undefined && min === max) return [{ text: `length exactly ${min}` }];
  return [{ text: `length ${rangeText(min, max)}` }];
}

function rangeText(min: number | undefined, max: number | undefined): string {
  if (max === undefined || max === Number.MAX_SAFE_INTEGER) return `at least ${min ?? 0}`;
  if (min === undefined) return `at most ${max}`;
  return `${min} to ${max}`;
}
