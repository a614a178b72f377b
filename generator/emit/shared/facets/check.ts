// The vocabulary of checks: what a facet says the validators check, as data. A check says what must
// hold of a value, with which bounds or values, and what the caller is told when it does not; it
// never says how. One printer per language turns checks into code (TypeScript:
// generator/emit/validators/print-condition.ts), choosing its own speed tricks, so that a new
// language is a new printer and no facet changes.
//
// Values are what JSON.parse makes. Lengths count code points, as the seed does. Patterns and
// character sets are ECMAScript regular-expression source read with the `u` flag (a printer for
// another language translates them); a pattern is searched for, as `RegExp.prototype.test` does:
// its anchors say where it must match. Decimal bounds are decimal text, compared exactly; integer
// bounds are integer text, compared as the nearest JSON number would be.

import type { StringFormat } from "../../../language/string-formats.js";

/** What must hold of a value; the check fails when it does not. */
export type Condition =
  // The kind of a value.
  | { check: "isString" }
  /** A string of at least one character. */
  | { check: "isNonEmptyString" }
  | { check: "isBoolean" }
  /** A JSON number with no fractional part. */
  | { check: "isWholeNumber" }
  /** A string, or a finite JSON number: either has a decimal text (the number in plain notation, no exponent). */
  | { check: "isDecimal" }
  /** A JSON object (not null, not an array): a group of fields, or a map's named values. */
  | { check: "isObject" }
  | { check: "isArray" }
  // Strings.
  /** The length is one of `lengths`. */
  | { check: "lengthIn"; lengths: readonly number[]; unit: "codePoints" }
  /** The length is at least `min` and at most `max` (each optional). */
  | { check: "lengthWithin"; min?: number; max?: number; unit: "codePoints" }
  /** Every character is in the set: `charset` is the body of a character class, `[charset]`. */
  | { check: "charset"; charset: string }
  /** `pattern` matches somewhere in the text (its anchors say where). */
  | { check: "matches"; pattern: string }
  /** The format's own check, as its entry in generator/language/string-formats.ts names it. */
  | { check: "format"; format: StringFormat }
  /** No more than `max` of the characters are digits 0-9. */
  | { check: "digitsAtMost"; max: number }
  /** The date the text starts with (yyyy-mm-dd) is not before today's UTC date, by the clock the caller gave. */
  | { check: "dateNotInPast" }
  // Values of a list.
  /** The value (of any kind) is one of `values`. */
  | { check: "inSet"; values: readonly string[] }
  /** One or more non-empty values separated by commas, each one of `values` when they are given. */
  | { check: "commaList"; values?: readonly string[] }
  // Numbers.
  /** The number is at least `min` and at most `max`: integer text, each optional. */
  | { check: "integerWithin"; min?: string; max?: string }
  /** A decimal sent as a JSON number has at most `max` characters of decimal text (a string is judged by `lengthWithin`). */
  | { check: "numberTextLengthAtMost"; max: number }
  /** At most `max` digits after the decimal point. */
  | { check: "decimalPlacesAtMost"; max: number }
  /** The decimal is at least `bound`. */
  | { check: "decimalAtLeast"; bound: string }
  /** The decimal is greater than `bound`. */
  | { check: "decimalAbove"; bound: string }
  /** The decimal is at most `bound`. */
  | { check: "decimalAtMost"; bound: string }
  // Maps.
  /** No more than `max` named values. */
  | { check: "entriesAtMost"; max: number }
  // Composition.
  /** Every one of the conditions holds (one finding for all of them). */
  | { check: "allOf"; conditions: readonly Condition[] };

/** A condition and what the caller is told when it fails: an explanation states the rule, never the value. */
export type Check = Condition & { explanation: string };

export type ConditionKind = Condition["check"];

/** Every kind of condition, once: a printer prints each (test/validators/check-vocabulary.test.ts holds the TypeScript one to it). */
export const CONDITION_KINDS = [
  "isString",
  "isNonEmptyString",
  "isBoolean",
  "isWholeNumber",
  "isDecimal",
  "isObject",
  "isArray",
  "lengthIn",
  "lengthWithin",
  "charset",
  "matches",
  "format",
  "digitsAtMost",
  "dateNotInPast",
  "inSet",
  "commaList",
  "integerWithin",
  "numberTextLengthAtMost",
  "decimalPlacesAtMost",
  "decimalAtLeast",
  "decimalAbove",
  "decimalAtMost",
  "entriesAtMost",
  "allOf",
] as const satisfies readonly ConditionKind[];

/** Fails to compile when a kind of the union is missing from the list. */
const EVERY_KIND_LISTED: Exclude<ConditionKind, (typeof CONDITION_KINDS)[number]> extends never ? true : never = true;
void EVERY_KIND_LISTED;

/**
 * A leaf value's checks, tried in order: the first that fails is the value's one finding.
 * - `chain`: each check judges the value.
 * - `decimal`: the first check is `isDecimal`; every later one judges the value's decimal text.
 * - `map`: `type`, then each of `entries` (every one reported), then per named value its `name`
 *   check (a finding at `path.name`), and the value's own checks when the name passes.
 */
export type LeafChecks =
  | { kind: "chain"; checks: readonly Check[] }
  | { kind: "decimal"; checks: readonly Check[] }
  | { kind: "map"; type: Check; entries: readonly Check[]; name: Check; value: LeafChecks };

/** What a facet needs beyond the node to word a check: a data type as section 2.1 names it. */
export interface CheckContext {
  typeTitle(typeName: string): string;
}

/**
 * What a cross-field rule checks across one body. Paths are the spec's dotted paths (`[]` marks a
 * list); a field is present when the body has it as an own key with a value. A sum's parts are
 * decimals compared exactly; a sum judges nothing when a part or the total is absent where needed,
 * refused by its own field's checks (or inside a group or list they refused), or no decimal.
 */
export type RuleCondition =
  /** `total` equals the sum of the present `add` parts minus the present `subtract` parts; `anyAddedPresent`: only when an `add` part is present. */
  | {
      check: "sumEquals";
      total: string;
      add: readonly string[];
      subtract: readonly string[];
      appliesWhen: "always" | "anyAddedPresent";
      /** The sum judges nothing on a body that has one of these. */
      unlessPresent: readonly string[];
    }
  /** `total` equals the sum, over the items of `list`, of the product of each item's `factors` (an absent factor counts as zero). */
  | { check: "sumOfProductsEquals"; total: string; list: string; factors: readonly string[] }
  /** Where the object holding `fields` is present (or always, at the top level), at least one of them is present. */
  | { check: "atLeastOneOf"; fields: readonly string[] }
  /** Where `when` holds, `field` is present. */
  | { check: "requiredIf"; field: string; when: WhenField }
  /**
   * `field` is allowed only where `when` holds: with `values`, only a value of `field` that is one of them,
   * or a comma-separated list holding one, is restricted so (other values are allowed anywhere).
   */
  | { check: "onlyIf"; field: string; values?: readonly string[]; when: WhenField };

/** What a rule asks of one field: that it is (a string) one of `equals`, or that it is present. */
export type WhenField = { field: string; equals: readonly string[] } | { field: string; present: true };

/** A broken rule's one finding: INVALID or MISSING at `field`, explained by the rule's text. */
export interface RuleFinding {
  kind: "invalid" | "missing";
  field: string;
  explanation: string;
}

export type RuleCheck = RuleCondition & { finding: RuleFinding };

/** A rule of a message as the validators see it: checked, or stated with the reason it cannot be. */
export interface RuleEntry {
  id: string;
  section?: string;
  text: string;
  check?: RuleCheck;
  /** Why no single body can show the rule (it needs the order's earlier transactions). */
  unchecked?: string;
}
