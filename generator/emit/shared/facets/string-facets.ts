// The facets of a string node (seed 2.1): allowed lengths, a character set, a pattern, a format, a
// number of digits, a date not in the past. Each entry says its validators' check, its JSON Schema,
// its docs phrase and the oracle's fault; the string kind itself is "a JSON string".

import type { StringNode } from "../../../resolve/ir.js";
import { startsWithCalendarDate, stringFormat } from "../../../formats/string-formats.js";
import { numberLiteral } from "../code.js";
import { rt, runtimeFunction } from "../../plan/runtime-plan.js";
import { describeLength, lengthPhraseText } from "./explanations.js";
import { characterLength, lengthOutside, specRegExp } from "./facet.js";
import type { BoundPhrase, Check, CheckConstants, Fault, JsonSchema, OracleContext } from "./facet.js";

/** What a facet adds to a string's JSON Schema: keywords, patterns (all must match), a comment. */
export interface StringSchemaPart {
  keywords?: JsonSchema;
  patterns?: string[];
  comment?: string;
}

export interface StringFacet {
  /** Conditions on `value` (an expression known to hold a string), in the order they are tried. */
  checks(node: StringNode, value: string, constants: CheckConstants): Check[];
  /** `forTypes`: the schema feeds json-schema-to-typescript, which must not see what is no type. */
  schema(node: StringNode, forTypes: boolean): StringSchemaPart;
  /** `own`: the node of the field's data type, whose own bounds the docs say on its page. */
  phrases(node: StringNode, own: StringNode | undefined): BoundPhrase[];
  faults(node: StringNode, text: string, context: OracleContext): Fault[];
}

export const STRING_TYPE_CHECK = (value: string): Check => ({
  failsWhen: `typeof ${value} !== "string"`,
  explanation: "Must be a string.",
});

const BEYOND_CLOCK = "JSON Schema has no clock: a date not in the past is checked by the validators only.";

const length: StringFacet = {
  checks: (node, value, constants) => [
    ...(node.lengths
      ? [
          {
            failsWhen: `!${constants.numberList(node.lengths)}.includes(${rt.codePointLength}(${value}))`,
            explanation: `Must be ${node.lengths.join(" or ")} characters long.`,
          },
        ]
      : []),
    // Settled inline when the UTF-16 length alone proves it; code points are counted only when not.
    ...(node.minLength !== undefined || node.maxLength !== undefined
      ? [
          {
            failsWhen: lengthOutside(value, node.minLength ?? 0, node.maxLength),
            explanation: describeLength(node.minLength, node.maxLength),
          },
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
  checks: (node, value, constants) =>
    node.charset === undefined
      ? []
      : [
          {
            failsWhen: `!${rt.inCharset}(${value}, ${constants.asciiSet(node.charset)}, ${constants.pattern(`^[${node.charset}]*$`)})`,
            explanation: `Contains a character outside the allowed set (${constants.typeTitle(node.typeName)}).`,
          },
        ],
  schema: (node) => (node.charset === undefined ? {} : { patterns: [`^[${node.charset}]*$`] }),
  phrases: (node, own) =>
    node.charset !== undefined && own?.charset !== node.charset ? [{ text: "characters", code: `[${node.charset}]` }] : [],
  faults: (node, text) => (node.charset !== undefined && !specRegExp(`^[${node.charset}]*$`).test(text) ? [{ check: "charset" }] : []),
};

const pattern: StringFacet = {
  checks: (node, value, constants) =>
    node.pattern === undefined
      ? []
      : [
          {
            failsWhen: `!${constants.patternTest(node.pattern, value)}`,
            explanation: `Does not have the required form (${constants.typeTitle(node.typeName)}).`,
          },
        ],
  schema: (node) => (node.pattern === undefined ? {} : { patterns: [node.pattern] }),
  phrases: (node, own) => (node.pattern !== undefined && own?.pattern !== node.pattern ? [{ text: "pattern", code: node.pattern }] : []),
  faults: (node, text) => (node.pattern !== undefined && !specRegExp(node.pattern).test(text) ? [{ check: "pattern" }] : []),
};

/** A format's entry in generator/formats/string-formats.ts says all four. */
const format: StringFacet = {
  checks: (node, value) => {
    const check = node.format === undefined ? undefined : stringFormat(node.format).check;
    return check === undefined ? [] : [{ failsWhen: `!${runtimeFunction(check.runtime)}(${value})`, explanation: check.explanation }];
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
  checks: (node, value) =>
    node.maxDigits === undefined
      ? []
      : [
          {
            failsWhen: `${rt.countDigits}(${value}) > ${numberLiteral(node.maxDigits)}`,
            explanation: `Must have at most ${node.maxDigits} digits in total.`,
          },
        ],
  schema: (node) =>
    node.maxDigits === undefined ? {} : { patterns: [atMostDigits(node.maxDigits)], comment: `At most ${node.maxDigits} digits in total.` },
  phrases: (node) => (node.maxDigits !== undefined ? [{ text: `at most ${node.maxDigits} digits` }] : []),
  faults: (node, text) =>
    node.maxDigits !== undefined && (text.match(/[0-9]/g) ?? []).length > node.maxDigits ? [{ check: "digits" }] : [],
};

const notInPast: StringFacet = {
  checks: (node, value) =>
    node.notInPast
      ? [{ failsWhen: `${value}.slice(0, 10) < ${rt.todayText}()`, explanation: "Must not be in the past (today's UTC date or later)." }]
      : [],
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

/**
 * A condition under which every check of a string passes, for the strings where it is quicker than
 * the checks in order: when one of them passes only ASCII text (an ASCII character set, or a pattern
 * over ASCII), a length in characters is the length in UTF-16 units, so bounds the checks settle only
 * by counting code points (a list of lengths, or at least 2 characters: `lengthOutside`) are settled
 * by `.length`. A value it does not pass goes through the checks in order, for the finding; undefined
 * where no bound needs counting or nothing proves the text ASCII.
 */
export function stringFastPass(node: StringNode, value: string, constants: CheckConstants): string | undefined {
  const counts = node.lengths !== undefined || (node.minLength ?? 0) >= 2;
  const provesAscii =
    (node.charset !== undefined && constants.asciiOnly(`^[${node.charset}]*$`)) ||
    (node.pattern !== undefined && constants.asciiOnly(node.pattern));
  if (!counts || !provesAscii) return undefined;
  const units = [
    ...(node.lengths !== undefined ? [`${constants.numberList(node.lengths)}.includes(${value}.length)`] : []),
    ...(node.minLength !== undefined && node.minLength === node.maxLength
      ? [`${value}.length === ${numberLiteral(node.minLength)}`]
      : [
          ...(node.minLength !== undefined && node.minLength > 0 ? [`${value}.length >= ${numberLiteral(node.minLength)}`] : []),
          ...(node.maxLength !== undefined ? [`${value}.length <= ${numberLiteral(node.maxLength)}`] : []),
        ]),
  ];
  const others = STRING_FACETS.filter((facet) => facet !== length)
    .flatMap((facet) => facet.checks(node, value, constants))
    .map((check) => negation(check.failsWhen));
  return [`typeof ${value} === "string"`, ...units, ...others].join(" && ");
}

/** `!f(x)` for `f(x)`; `!(a || b)` for anything else. */
function negation(condition: string): string {
  const call = /^!([^\s()!&|]+\(.*\))$/.exec(condition)?.[1];
  return call !== undefined && closesAtEnd(call) ? call : `!(${condition})`;
}

/** Whether the first `(` of `text` is closed by its last character (one call, not `f(a) || g(b)`). */
function closesAtEnd(text: string): boolean {
  let depth = 0;
  for (let index = text.indexOf("("); index < text.length; index++) {
    const character = text[index];
    if (character === '"' || character === "'") return false; // a literal could hold a parenthesis: keep the general form
    if (character === "(") depth++;
    else if (character === ")" && --depth === 0) return index === text.length - 1;
  }
  return false;
}

/** A string's JSON Schema: the facets' parts in one object, keywords in a fixed order. */
export function stringSchema(node: StringNode, forTypes: boolean): JsonSchema {
  const parts = STRING_FACETS.map((facet) => facet.schema(node, forTypes));
  const { minLength, maxLength, anyOf, ...keywords } = Object.assign({}, ...parts.map((part) => part.keywords)) as JsonSchema;
  const [first, ...others] = parts.flatMap((part) => part.patterns ?? []);
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
