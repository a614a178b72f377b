// The facets of a string node (seed 2.1): allowed lengths, a character set, a pattern, a format, a
// number of digits, a date not in the past. Each entry says its validators' check, its JSON Schema,
// its docs phrase and the oracle's fault; the string kind itself is "a JSON string".

import type { StringNode } from "../../../ir/ir.js";
import { portablePattern } from "../../../language/portable-pattern.js";
import { startsWithCalendarDate, stringFormat } from "../../../language/string-formats.js";
import { charsetWords, describeLength, lengthPhraseText, sentence } from "./explanations.js";
import { characterLength, specRegExp } from "./facet.js";
import type { BoundPhrase, Check, CheckContext, Fault, JsonSchema, OracleContext } from "./facet.js";

/** What a facet adds to a string's JSON Schema: keywords, patterns (all must match), a comment. */
export interface StringSchemaPart {
  keywords?: JsonSchema;
  patterns?: string[];
  comment?: string;
}

export interface StringFacet {
  /** Checks of a value known to be a string, in the order they are tried. */
  checks(node: StringNode, context: CheckContext): Check[];
  /** `forTypes`: the schema feeds json-schema-to-typescript, which must not see what is no type. */
  schema(node: StringNode, forTypes: boolean): StringSchemaPart;
  /** `own`: the node of the field's data type, whose own bounds the docs say on its page. */
  phrases(node: StringNode, own: StringNode | undefined): BoundPhrase[];
  faults(node: StringNode, text: string, context: OracleContext): Fault[];
}

export const STRING_TYPE_CHECK: Check = { check: "isString", explanation: "Must be a string." };

const BEYOND_CLOCK = "JSON Schema has no clock: a date not in the past is checked by the validators only.";

const length: StringFacet = {
  checks: (node) => [
    ...(node.lengths
      ? [
          {
            check: "lengthIn",
            lengths: node.lengths,
            unit: "codePoints",
            explanation: `Must be ${node.lengths.join(" or ")} characters long.`,
          } as const,
        ]
      : []),
    ...(node.minLength !== undefined || node.maxLength !== undefined
      ? [
          {
            check: "lengthWithin",
            ...(node.minLength !== undefined ? { min: node.minLength } : {}),
            ...(node.maxLength !== undefined ? { max: node.maxLength } : {}),
            unit: "codePoints",
            explanation: describeLength(node.minLength, node.maxLength),
          } as const,
        ]
      : []),
  ],
  schema: (node, forTypes) => ({
    keywords: {
      ...(node.minLength !== undefined ? { minLength: node.minLength } : {}),
      ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}),
      // Allowed lengths are no type (as an anyOf, json-schema-to-typescript would type the string as an object).
      ...(node.lengths && !forTypes ? { anyOf: node.lengths.map((each) => ({ minLength: each, maxLength: each })) } : {}),
    },
  }),
  phrases: (node) => {
    const text = lengthPhraseText(node.minLength, node.maxLength, node.lengths);
    return text === undefined ? [] : [{ text }];
  },
  faults: (node, text) => {
    const found = characterLength(text);
    const faults: Fault[] = [];
    if (node.lengths && !node.lengths.includes(found)) faults.push({ check: "length" });
    if ((node.minLength !== undefined && found < node.minLength) || (node.maxLength !== undefined && found > node.maxLength))
      faults.push({ check: "length" });
    return faults;
  },
};

const charset: StringFacet = {
  checks: (node, context) =>
    node.charset === undefined
      ? []
      : [
          {
            check: "charset",
            charset: node.charset,
            explanation: `Must hold only the characters ${charsetWords(node.charset)} (${context.typeTitle(node.typeName)}).`,
          },
        ],
  schema: (node) => (node.charset === undefined ? {} : { patterns: [`^[${node.charset}]*$`] }),
  phrases: (node, own) =>
    node.charset !== undefined && own?.charset !== node.charset ? [{ text: "characters", code: `[${node.charset}]` }] : [],
  faults: (node, text) => (node.charset !== undefined && !specRegExp(`^[${node.charset}]*$`).test(text) ? [{ check: "charset" }] : []),
};

const pattern: StringFacet = {
  checks: (node, context) =>
    node.pattern === undefined
      ? []
      : [
          {
            check: "matches",
            pattern: node.pattern,
            explanation:
              node.patternText === undefined
                ? `Does not have the required form (${context.typeTitle(node.typeName)}).`
                : `Must have the required form: ${sentence(node.patternText)}`,
          },
        ],
  schema: (node) => (node.pattern === undefined ? {} : { patterns: [node.pattern] }),
  phrases: (node, own) => (node.pattern !== undefined && own?.pattern !== node.pattern ? [{ text: "pattern", code: node.pattern }] : []),
  faults: (node, text) => (node.pattern !== undefined && !specRegExp(node.pattern).test(text) ? [{ check: "pattern" }] : []),
};

/** A format's entry in generator/language/string-formats.ts says all four. */
const format: StringFacet = {
  checks: (node) => {
    const check = node.format === undefined ? undefined : stringFormat(node.format).check;
    return node.format === undefined || check === undefined
      ? []
      : [{ check: "format", format: node.format, explanation: check.explanation }];
  },
  schema: (node) => {
    if (node.format === undefined) return {};
    const { pattern: formatPattern, ...keywords } = stringFormat(node.format).schema;
    return { keywords, ...(formatPattern !== undefined ? { patterns: [formatPattern] } : {}) };
  },
  phrases: (node, own) => (node.format !== undefined && own?.format !== node.format ? [{ text: `format ${node.format}` }] : []),
  faults: (node, text) => {
    const oracle = node.format === undefined ? undefined : stringFormat(node.format).oracle;
    if (oracle === undefined || oracle.accepts(text)) return [];
    return [{ check: oracle.check, ...(oracle.beyondJsonSchema === undefined ? {} : { beyondJsonSchema: oracle.beyondJsonSchema }) }];
  },
};

/** No more than `digits` digits anywhere in the text. */
function atMostDigits(digits: number): string {
  return `^(?!(?:[^0-9]*[0-9]){${digits + 1}})`;
}

const digits: StringFacet = {
  checks: (node) =>
    node.maxDigits === undefined
      ? []
      : [{ check: "digitsAtMost", max: node.maxDigits, explanation: `Must have at most ${node.maxDigits} digits in total.` }],
  schema: (node) =>
    node.maxDigits === undefined ? {} : { patterns: [atMostDigits(node.maxDigits)], comment: `At most ${node.maxDigits} digits in total.` },
  phrases: (node) => (node.maxDigits !== undefined ? [{ text: `at most ${node.maxDigits} digits` }] : []),
  faults: (node, text) =>
    node.maxDigits !== undefined && (text.match(/[0-9]/g) ?? []).length > node.maxDigits ? [{ check: "digits" }] : [],
};

const notInPast: StringFacet = {
  checks: (node) =>
    node.notInPast ? [{ check: "dateNotInPast", explanation: "Must not be in the past (today's UTC date or later)." }] : [],
  // JSON Schema has no clock: the validators check it against today's UTC date.
  schema: (node) =>
    node.notInPast ? { comment: "Not in the past: today's UTC date or later (the validators check it; JSON Schema cannot)." } : {},
  phrases: (node) => (node.notInPast ? [{ text: "not in the past (UTC)" }] : []),
  faults: (node, text, { today }) =>
    node.notInPast && startsWithCalendarDate(text) && text.slice(0, 10) < today
      ? [{ check: "not in the past", beyondJsonSchema: BEYOND_CLOCK }]
      : [],
};

/** In the order the validators try them: the first that fails is the one reported. */
export const STRING_FACETS: readonly StringFacet[] = [length, charset, pattern, format, digits, notInPast];

/** A string's checks in the order they are tried: its type, then each facet's. */
export function stringChecks(node: StringNode, context: CheckContext): Check[] {
  return [STRING_TYPE_CHECK, ...STRING_FACETS.flatMap((facet) => facet.checks(node, context))];
}

/** A string's JSON Schema: the facets' parts in one object, keywords in a fixed order. */
export function stringSchema(node: StringNode, forTypes: boolean): JsonSchema {
  const parts = STRING_FACETS.map((facet) => facet.schema(node, forTypes));
  const { minLength, maxLength, anyOf, ...keywords } = Object.assign({}, ...parts.map((part) => part.keywords)) as JsonSchema;
  const [first, ...others] = parts.flatMap((part) => part.patterns ?? []).map(portablePattern);
  const comments = parts.flatMap((part) => (part.comment === undefined ? [] : [part.comment]));
  return {
    type: "string",
    ...(minLength !== undefined ? { minLength } : {}),
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(first !== undefined ? { pattern: first } : {}),
    ...keywords,
    ...(anyOf !== undefined ? { anyOf } : {}),
    ...(others.length > 0 ? { allOf: others.map((each) => ({ pattern: each })) } : {}),
    ...(comments.length > 0 ? { $comment: comments.join(" ") } : {}),
  };
}
