// The TypeScript printer of the check vocabulary (emit/shared/facets/check.ts): one condition as the
// test that fails when it does not hold. The speed of the validators is decided here, not in the
// facets: a length settled by UTF-16 units where they prove it, character sets through an ASCII
// table, patterns as automata, short lists compared one by one.

import type { Condition } from "../shared/facets/check.js";
import { _, integerCode, joinCode, type Code } from "../shared/code.js";
import { formatCheckName, runtime } from "../plan/runtime-plan.js";
import type { ConstantPool } from "./constant-pool.js";

/** What a chain of checks judges. */
export interface Subject {
  /** The value as given. */
  value: Code;
  /** The text the checks judge: the value itself, or a decimal's text. */
  text: Code;
  /** True when the text is ASCII whatever the value (a decimal's text): its length is then its `.length`. */
  asciiText: boolean;
}

/** A condition printed: the test that fails, and the one that holds where it is a single call (for negating). */
export interface Test {
  fails: Code;
  holds?: Code;
}

/** Values few enough to compare one by one rather than look up in a set. */
const FEW_VALUES = 4;

const negatedCall = (call: Code): Test => ({ fails: _`!${call}`, holds: call });

export function printCondition(condition: Condition, subject: Subject, pool: ConstantPool): Test {
  const { value, text } = subject;
  switch (condition.check) {
    case "isString":
      return { fails: _`typeof ${value} !== "string"`, holds: _`typeof ${value} === "string"` };
    case "isNonEmptyString":
      return { fails: _`typeof ${value} !== "string" || ${value}.length === 0` };
    case "isBoolean":
      return { fails: _`typeof ${value} !== "boolean"` };
    case "isWholeNumber":
      return { fails: _`typeof ${value} !== "number" || !Number.isInteger(${value})` };
    case "isDecimal":
      return { fails: _`${text} === undefined` };
    case "isObject":
      return negatedCall(_`${runtime.isRecord}(${value})`);
    case "isArray":
      return negatedCall(_`Array.isArray(${value})`);
    case "lengthIn":
      return negatedCall(_`${pool.numberList(condition.lengths)}.includes(${runtime.codePointLength}(${text}))`);
    case "lengthWithin":
      return subject.asciiText
        ? { fails: outsideRange(_`${text}.length`, condition.min, condition.max) }
        : lengthOutside(text, condition.min ?? 0, condition.max);
    case "charset":
      return negatedCall(
        _`${runtime.inCharset}(${text}, ${pool.asciiSet(condition.charset)}, ${pool.pattern(`^[${condition.charset}]*$`)})`,
      );
    case "matches":
      return negatedCall(pool.patternTest(condition.pattern, text));
    case "format":
      return negatedCall(_`${formatCheckName(condition.format)}(${text})`);
    case "digitsAtMost":
      return { fails: _`${runtime.countDigits}(${text}) > ${condition.max}` };
    case "dateNotInPast":
      return { fails: _`${text}.slice(0, 10) < ${runtime.todayText}()` };
    default:
      return printOtherCondition(condition, subject, pool);
  }
}

function printOtherCondition(condition: Condition, subject: Subject, pool: ConstantPool): Test {
  const { value, text } = subject;
  switch (condition.check) {
    case "inSet":
      return inSet(value, condition.values, pool);
    case "commaList": {
      const known = condition.values === undefined ? _`undefined` : _`${pool.valueSet(condition.values)}`;
      return negatedCall(_`${runtime.isCommaList}(${value}, ${known})`);
    }
    case "integerWithin":
      return { fails: outsideRange(value, condition.min, condition.max) };
    case "numberTextLengthAtMost":
      return { fails: _`typeof ${value} === "number" && ${text}.length > ${condition.max}` };
    case "decimalPlacesAtMost":
      return { fails: _`${runtime.decimalScale}(${text}) > ${condition.max}` };
    case "decimalAtLeast":
      return { fails: _`${runtime.compareDecimals}(${text}, ${condition.bound}) < 0` };
    case "decimalAbove":
      return { fails: _`${runtime.compareDecimals}(${text}, ${condition.bound}) <= 0` };
    case "decimalAtMost":
      return { fails: _`${runtime.compareDecimals}(${text}, ${condition.bound}) > 0` };
    case "entriesAtMost":
      return { fails: _`${text}.length > ${condition.max}` };
    case "allOf":
      return allOf(condition.conditions.map((part) => printCondition(part, subject, pool)));
    default:
      throw new Error(`no printer for the check ${condition.check}`);
  }
}

/**
 * A few values are compared one by one (a string compares by length, then characters), which costs
 * less than hashing the value for the set; a value of another type equals none of them.
 */
function inSet(value: Code, values: readonly string[], pool: ConstantPool): Test {
  if (values.length > FEW_VALUES) return { fails: _`typeof ${value} !== "string" || !${pool.valueSet(values)}.has(${value})` };
  return {
    fails: joinCode(
      values.map((each) => _`${value} !== ${each}`),
      _` && `,
    ),
  };
}

/** Fails when any part fails; a part that is more than one call is parenthesised. */
function allOf(parts: readonly Test[]): Test {
  return {
    fails: joinCode(
      parts.map((part) => (part.holds === undefined ? _`(${part.fails})` : part.fails)),
      _` || `,
    ),
  };
}

/** The test that fails when `condition` does not hold of `value` (a value's own text). */
export function failsOf(condition: Condition, value: Code, pool: ConstantPool): Code {
  return printCondition(condition, { value, text: value, asciiText: false }, pool).fails;
}

/** The test that holds where `test` holds: its single call, or `!(test)`. */
export function negation(test: Test): Code {
  return test.holds ?? _`!(${test.fails})`;
}

/**
 * `text` (an expression holding a string) is not min to max characters (code points) long. A string
 * of n UTF-16 units has between ceil(n / 2) and n code points, so a length within
 * [2 * min - 1, max] proves it long enough and short enough: that test is written inline, and
 * `lengthWithin` (which counts where it must) runs only when it fails, as a value out of bounds or
 * one whose bounds leave no such range does (exactly 3 characters: from 5 to 3 units).
 */
function lengthOutside(text: Code, min: number, max: number | undefined): Test {
  const fewestUnits = 2 * min - 1;
  const call = negatedCall(_`${runtime.lengthWithin}(${text}, ${min}, ${max === undefined ? _`Infinity` : max})`);
  if (max !== undefined && fewestUnits > max) return call;
  const proof = [
    ...(fewestUnits > 0 ? [_`${text}.length < ${fewestUnits}`] : []),
    ...(max !== undefined ? [_`${text}.length > ${max}`] : []),
  ];
  return { fails: proof.length === 0 ? _`false` : _`(${joinCode(proof, _` || `)}) && ${call.fails}` };
}

/**
 * `expression` below `min` or above `max`. Integer bounds come as the seed's digits: a bound beyond
 * 2^53 stays as written, and compares as the nearest JSON number would.
 */
function outsideRange(expression: Code, min: number | string | undefined, max: number | string | undefined): Code {
  const bound = (limit: number | string) => (typeof limit === "number" ? _`${limit}` : integerCode(limit));
  const parts = [
    ...(min !== undefined ? [_`${expression} < ${bound(min)}`] : []),
    ...(max !== undefined ? [_`${expression} > ${bound(max)}`] : []),
  ];
  return parts.length === 0 ? _`false` : joinCode(parts, _` || `);
}
