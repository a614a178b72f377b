// The facets of a decimal node (seed 2.1): its form (the string form's pattern, signed or not), a
// length of its decimal text, a number of places, a minimum, an exclusive minimum, a maximum. A
// decimal travels as a string of that form or as a JSON number, judged by its decimal text.

import type { DecimalNode } from "../../../ir/ir.js";
import { portablePattern } from "../../../language/portable-pattern.js";
import { compareDecimal, decimalPlaces, isDecimalText } from "../../../language/decimal-text.js";
import { describeLength, lengthPhraseText } from "./explanations.js";
import { pickInOrder, specRegExp } from "./facet.js";
import type { BoundPhrase, Check, Fault, JsonSchema } from "./facet.js";

/** What a facet adds to a decimal's JSON Schema: the string branch, the number branch, a comment. */
export interface DecimalSchemaPart {
  text?: JsonSchema;
  number?: JsonSchema;
  comment?: string;
}

/** A bound (decimal text) as the schema writes it. */
export type BoundWriter = (text: string) => unknown;

export interface DecimalFacet {
  /** Checks of the value's decimal text (`numberTextLengthAtMost` looks at the value too). */
  checks(node: DecimalNode): Check[];
  schema(node: DecimalNode, bound: BoundWriter): DecimalSchemaPart;
  phrases(node: DecimalNode, own: DecimalNode | undefined): BoundPhrase[];
  /** `isNumber`: the value came as a JSON number, whose bounds JSON Schema checks and whose length it cannot. */
  faults(node: DecimalNode, text: string, isNumber: boolean): Fault[];
}

export const DECIMAL_TYPE_CHECK: Check = { check: "isDecimal", explanation: "Must be a decimal number." };

const BEYOND = {
  places: "A limit on decimal places is no JSON Schema keyword (the schema states it in $comment).",
  boundsOnString: "JSON Schema's minimum and maximum apply to numbers, and this decimal is a string.",
  lengthOnNumber: "JSON Schema's minLength and maxLength apply to strings, and this decimal is a JSON number.",
};

/** The form every decimal has; a value of another form has no other fault worth naming. */
export const DECIMAL_FORM: DecimalFacet = {
  checks: (node) => [
    {
      check: "matches",
      pattern: node.pattern,
      explanation: `Must be a decimal of digits and '.'${node.signed ? ", optionally signed" : ""}.`,
    },
  ],
  // Unsigned, with no lower bound of its own: the floor of 0 (an exclusive minimum says the lower bound alone).
  schema: (node) => ({
    text: { pattern: portablePattern(node.pattern) },
    ...(node.minimum === undefined && !node.signed && node.exclusiveMinimum === undefined ? { number: { minimum: 0 } } : {}),
  }),
  phrases: (node, own) => (own?.pattern !== node.pattern ? [{ text: "pattern", code: node.pattern }] : []),
  faults: (node, text) => (!specRegExp(node.pattern).test(text) || !isDecimalText(text) ? [{ check: "form" }] : []),
};

const length: DecimalFacet = {
  checks: (node) => {
    if (node.minLength === undefined && node.maxLength === undefined) return [];
    const described = describeLength(node.minLength, node.maxLength);
    return [
      // A JSON number is judged by its decimal text: say so, as 0.1 + 0.2 gives 19 characters, not 3.
      ...(node.maxLength !== undefined
        ? [
            {
              check: "numberTextLengthAtMost",
              max: node.maxLength,
              explanation: `${described.replace(/\.$/, "")} as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.`,
            } as const,
          ]
        : []),
      {
        check: "lengthWithin",
        ...(node.minLength !== undefined ? { min: node.minLength } : {}),
        ...(node.maxLength !== undefined ? { max: node.maxLength } : {}),
        unit: "codePoints",
        explanation: described,
      },
    ];
  },
  schema: (node) => ({
    text: {
      ...(node.minLength !== undefined ? { minLength: node.minLength } : {}),
      ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}),
    },
  }),
  phrases: (node) => {
    const text = lengthPhraseText(node.minLength, node.maxLength);
    return text === undefined ? [] : [{ text }];
  },
  faults: (node, text, isNumber) =>
    (node.minLength !== undefined && text.length < node.minLength) || (node.maxLength !== undefined && text.length > node.maxLength)
      ? [{ check: "length", ...(isNumber ? { beyondJsonSchema: BEYOND.lengthOnNumber } : {}) }]
      : [],
};

const scale: DecimalFacet = {
  checks: (node) =>
    node.scale === undefined
      ? []
      : [{ check: "decimalPlacesAtMost", max: node.scale, explanation: `Must have at most ${node.scale} digits after the decimal point.` }],
  schema: (node) => (node.scale === undefined ? {} : { comment: `At most ${node.scale} digits after the decimal point.` }),
  phrases: (node) => (node.scale !== undefined ? [{ text: `at most ${node.scale} digits after the point` }] : []),
  faults: (node, text) =>
    node.scale !== undefined && decimalPlaces(text) > node.scale ? [{ check: "places", beyondJsonSchema: BEYOND.places }] : [],
};

/** A bound of the value, compared exactly: `check` says which side of it a value must be on. */
function boundFacet(
  key: "minimum" | "exclusiveMinimum" | "maximum",
  check: "decimalAtLeast" | "decimalAbove" | "decimalAtMost",
  broken: (comparison: number) => boolean,
  words: { explanation: string; phrase: string; check: string },
): DecimalFacet {
  return {
    checks: (node) => {
      const bound = node[key];
      return bound === undefined ? [] : [{ check, bound, explanation: `${words.explanation} ${bound}.` }];
    },
    schema: (node, write) => (node[key] === undefined ? {} : { number: { [key]: write(node[key]) } }),
    phrases: (node) => (node[key] === undefined ? [] : [{ text: words.phrase, code: node[key] }]),
    faults: (node, text, isNumber) => {
      const bound = node[key];
      if (bound === undefined || !broken(compareDecimal(text, bound))) return [];
      return [{ check: words.check, ...(isNumber ? {} : { beyondJsonSchema: BEYOND.boundsOnString }) }];
    },
  };
}

const minimum = boundFacet("minimum", "decimalAtLeast", (comparison) => comparison < 0, {
  explanation: "Must be at least",
  phrase: "min",
  check: "minimum",
});
const exclusiveMinimum = boundFacet("exclusiveMinimum", "decimalAbove", (comparison) => comparison <= 0, {
  explanation: "Must be greater than",
  phrase: "greater than",
  check: "exclusive minimum",
});
const maximum = boundFacet("maximum", "decimalAtMost", (comparison) => comparison > 0, {
  explanation: "Must be at most",
  phrase: "max",
  check: "maximum",
});

/** In the order the validators try them, after the form: the first that fails is the one reported. */
export const DECIMAL_FACETS: readonly DecimalFacet[] = [length, scale, minimum, exclusiveMinimum, maximum];

/** A decimal's checks in the order they are tried: its type, its form, then each facet's. */
export function decimalChecks(node: DecimalNode): Check[] {
  return [DECIMAL_TYPE_CHECK, ...[DECIMAL_FORM, ...DECIMAL_FACETS].flatMap((facet) => facet.checks(node))];
}

/** The docs say the bounds first, then the places, then the form. */
export const DECIMAL_PHRASE_ORDER: readonly DecimalFacet[] = [length, minimum, exclusiveMinimum, maximum, scale, DECIMAL_FORM];

/** A decimal's JSON Schema: one branch per JSON type (ajv's strict mode, and many tools, refuse a union `type`). */
export function decimalSchema(node: DecimalNode, bound: BoundWriter): { anyOf: JsonSchema[]; $comment: string } {
  const parts = [DECIMAL_FORM, ...DECIMAL_FACETS].map((facet) => facet.schema(node, bound));
  const merged = (branch: "text" | "number") => Object.assign({}, ...parts.map((part) => part[branch])) as JsonSchema;
  const bounded = node.minimum !== undefined || node.maximum !== undefined;
  const comments = [
    "A decimal: a string of the request form, or a JSON number.",
    ...parts.flatMap((part) => (part.comment === undefined ? [] : [part.comment])),
    ...(bounded ? ["The minimum and maximum apply to the value of the string form too; JSON Schema checks them on numbers only."] : []),
  ];
  return {
    anyOf: [
      { type: "string", ...merged("text") },
      { type: "number", ...pickInOrder(merged("number"), ["minimum", "maximum", "exclusiveMinimum"]) },
    ],
    $comment: comments.join(" "),
  };
}
