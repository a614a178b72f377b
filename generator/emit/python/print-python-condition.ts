// The Python printer of the check vocabulary (emit/shared/facets/check.ts), the second printer beside
// the TypeScript one (emit/validators/print-condition.ts): one condition as the Python expression that
// is true when it fails. Patterns, character sets and value sets become module constants (the pool).

import type { Condition } from "../shared/facets/check.js";
import { STRING_FORMATS } from "../../language/string-formats.js";
import { pyInt, pyString, snakeCase } from "./python-code.js";
import { pythonCharset, pythonPattern } from "./python-pattern.js";

/** What a chain of checks judges: the value as given, and the text the checks read (the value, or a decimal's text). */
export interface PythonSubject {
  value: string;
  text: string;
  /** The text is known to be decimal text (`-?[0-9]+(\.[0-9]+)?`): a bound compares it as a `Decimal`, exactly. */
  decimalText?: boolean;
  /** The text is known to be unsigned decimal text (`[0-9]+(\.[0-9]+)?`): above zero is a digit other than 0. */
  unsignedDecimalText?: boolean;
}

/** Unsigned decimal text, as a spec's decimal pattern writes it. */
export const UNSIGNED_DECIMAL_TEXT = "^[0-9]+(\\.[0-9]+)?$";

/**
 * True when the text is no unsigned decimal text (`[0-9]+(\.[0-9]+)?`), by str's own tests: ASCII
 * digits with at most one point, neither first nor last. About two thirds of a regular expression's
 * call; held to the pattern's answers by a test.
 */
function notUnsignedDecimalText(text: string): string {
  return `not (${text}.isascii() and ${text}.replace(".", "", 1).isdigit()) or ${text}[0] == "." or ${text}[-1] == "."`;
}

/** Signed decimal text, as a spec's decimal pattern writes it. */
export const SIGNED_DECIMAL_TEXT = "^-?[0-9]+(\\.[0-9]+)?$";

/**
 * True when the text is no signed decimal text (`-?[0-9]+(\.[0-9]+)?`): the unsigned test on the text
 * past one leading `-`, held in a local of its own (`<text>_digits`). A third less than a regular
 * expression's call; held to the pattern's answers by a test.
 */
function notSignedDecimalText(text: string): string {
  const digits = `${text}_digits`;
  return `not (${text}.isascii() and (${digits} := ${text}.removeprefix("-")).replace(".", "", 1).isdigit()) or ${digits}[0] == "." or ${text}[-1] == "."`;
}

/** A bound that is zero (`0`, `0.00`). */
const isZero = (bound: string) => /^0+(\.0+)?$/.test(bound);

/** Decimal text, `-?[0-9]+(\.[0-9]+)?`, as a spec's decimal pattern writes it, signed or not. */
export const DECIMAL_TEXT_PATTERNS: ReadonlySet<string> = new Set([UNSIGNED_DECIMAL_TEXT, SIGNED_DECIMAL_TEXT]);

/** Module constants of one validator module: compiled patterns and value sets, each made once. */
export class PythonPool {
  private readonly constants = new Map<string, string>();

  /** A compiled pattern, searched for. */
  pattern(source: string): string {
    return this.named(`_PATTERN`, `re.compile(${pyString(pythonPattern(source))})`);
  }

  /** A compiled character set, matched whole. */
  charset(charset: string): string {
    return this.named(`_CHARSET`, `re.compile(${pyString(pythonCharset(charset))})`);
  }

  /** A frozenset of text values. */
  values(values: readonly string[]): string {
    return this.named(`_VALUES`, `frozenset({${values.map(pyString).join(", ")}})`);
  }

  /** A decimal bound as a `Decimal` (exact: made from its text). */
  decimal(bound: string): string {
    return this.named(`_DECIMAL`, `Decimal(${pyString(bound)})`);
  }

  /**
   * A finding whose path and explanation are known when the code is printed (`invalid("order.amount",
   * "...")`): a finding is immutable, so one object, made when the module is imported, serves every call.
   */
  finding(kind: "invalid" | "missing", field: string, explanation: string | undefined): string {
    const explained = explanation === undefined ? "" : `, ${pyString(explanation)}`;
    return this.named(`_${kind.toUpperCase()}`, `${kind}(${pyString(field)}${explained})`);
  }

  /** A tuple of text values. */
  strings(values: readonly string[]): string {
    return this.named(`_STRINGS`, `(${values.map(pyString).join(", ")}${values.length === 1 ? "," : ""})`);
  }

  /**
   * The factors of the items of each list a rule sums, as `refusals_of` takes them
   * (`(("<list path>[", _STRINGS_2),)`): made once, not built on each call.
   */
  itemFields(fields: readonly { prefix: string; names: readonly string[] }[]): string {
    const entries = fields.map(({ prefix, names }) => `(${pyString(prefix)}, ${this.strings(names)})`);
    return this.named(`_ITEM_FIELDS`, `(${entries.join(", ")},)`);
  }

  private named(prefix: string, initializer: string): string {
    const known = this.constants.get(initializer);
    if (known !== undefined) return known;
    const name = `${prefix}_${this.constants.size}`;
    this.constants.set(initializer, name);
    return name;
  }

  /** `NAME: Final = initializer` lines, in the order they were made. */
  lines(): string[] {
    return [...this.constants].map(([initializer, name]) => `${name}: Final = ${initializer}`);
  }
}

/** The runtime function of a string format's check (`isCalendarDate` -> `is_calendar_date`). */
export function formatFunction(format: keyof typeof STRING_FORMATS): string {
  const definition = STRING_FORMATS[format] as { check?: { runtime: string } };
  if (definition.check === undefined) throw new Error(`the format ${format} has no check of its own`);
  return snakeCase(definition.check.runtime);
}

/** Every runtime name the printed conditions may call (the module imports them all). */
export const CONDITION_RUNTIME = [
  "is_whole_number",
  "count_digits",
  "today_text",
  "is_comma_list",
  "decimal_scale",
  "compare_decimals",
] as const;

/** True when the text's length is below `min` or above `max` (each optional). */
function lengthOutside(text: string, min: number | undefined, max: number | undefined): string {
  const least = min !== undefined && min > 0 ? pyInt(min) : undefined;
  const most = max !== undefined ? pyInt(max) : undefined;
  if (least !== undefined && least === most) return `len(${text}) != ${least}`;
  if (least !== undefined && most !== undefined) return `not ${least} <= len(${text}) <= ${most}`;
  if (least !== undefined) return `len(${text}) < ${least}`;
  if (most !== undefined) return `len(${text}) > ${most}`;
  return "False";
}

const ASCII_CLASSES: readonly { chars: string; method: string }[] = [
  { chars: "0123456789", method: "isdigit()" },
  { chars: "ABCDEFGHIJKLMNOPQRSTUVWXYZ", method: "isalpha() and TEXT.isupper()" },
  { chars: "abcdefghijklmnopqrstuvwxyz", method: "isalpha() and TEXT.islower()" },
  { chars: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", method: "isalpha()" },
  { chars: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", method: "isalnum()" },
];

/** The characters of a class body made only of ranges between ASCII letters or digits (`0-9a-zA-Z`), sorted; undefined for any other. */
function rangeCharacters(charset: string): string | undefined {
  if (!/^(?:[A-Za-z0-9]-[A-Za-z0-9])+$/.test(charset)) return undefined;
  const chars = new Set<string>();
  for (const [, from, to] of charset.matchAll(/([A-Za-z0-9])-([A-Za-z0-9])/g))
    for (let code = (from as string).charCodeAt(0); code <= (to as string).charCodeAt(0); code++) chars.add(String.fromCharCode(code));
  return [...chars].sort().join("");
}

/**
 * A character set that str's own tests answer, as the expression that is true when the text has
 * another character: ASCII digits, letters or both (`isascii()` first, as `isdigit()` and
 * `isalpha()` take any script's), or any ASCII. A few times faster than a regular expression's call;
 * the empty text, which `[...]*` matches, passes. Undefined for any other set.
 */
function charsetByMethods(charset: string, text: string): string | undefined {
  if (charset === "\\x00-\\x7F") return `not ${text}.isascii()`;
  const chars = rangeCharacters(charset);
  const known = ASCII_CLASSES.find((entry) => [...entry.chars].sort().join("") === chars);
  if (known === undefined) return undefined;
  return `${text} != "" and not (${text}.isascii() and ${text}.${known.method.replace("TEXT", text)})`;
}

/** The Python expression that is true when `condition` does not hold of the subject. */
export function printPythonCondition(condition: Condition, subject: PythonSubject, pool: PythonPool): string {
  const { value, text } = subject;
  switch (condition.check) {
    case "isString":
      return `not isinstance(${value}, str)`;
    case "isNonEmptyString":
      return `not isinstance(${value}, str) or ${value} == ""`;
    case "isBoolean":
      return `not isinstance(${value}, bool)`;
    case "isWholeNumber":
      return `not is_whole_number(${value})`;
    case "isDecimal":
      return `${text} is None`;
    case "isObject":
      return `not is_record(${value})`;
    case "isArray":
      return `not is_list(${value})`;
    case "lengthIn":
      return `len(${text}) not in (${condition.lengths.map((length) => pyInt(length)).join(", ")}${condition.lengths.length === 1 ? "," : ""})`;
    case "lengthWithin":
      // Python's len counts code points, the unit every length bound is in. Decimal text has a digit:
      // a least length of 1 holds already.
      return lengthOutside(text, subject.decimalText === true && condition.min === 1 ? undefined : condition.min, condition.max);
    case "charset":
      return charsetByMethods(condition.charset, text) ?? `${pool.charset(condition.charset)}.fullmatch(${text}) is None`;
    case "matches":
      if (condition.pattern === UNSIGNED_DECIMAL_TEXT) return notUnsignedDecimalText(text);
      if (condition.pattern === SIGNED_DECIMAL_TEXT) return notSignedDecimalText(text);
      return `${pool.pattern(condition.pattern)}.search(${text}) is None`;
    case "format":
      return `not ${formatFunction(condition.format)}(${text})`;
    case "digitsAtMost":
      return `count_digits(${text}) > ${pyInt(condition.max)}`;
    case "dateNotInPast":
      // `today`: the validator's argument, passed down to the checks that need it.
      return `${text}[:10] < today_text(today)`;
    default:
      return printOtherCondition(condition, subject, pool);
  }
}

function printOtherCondition(condition: Condition, subject: PythonSubject, pool: PythonPool): string {
  const { value, text } = subject;
  switch (condition.check) {
    case "inSet":
      // A value of another type is in no set; hashing it is never tried (a list cannot be hashed).
      return `not isinstance(${value}, str) or ${value} not in ${pool.values(condition.values)}`;
    case "commaList":
      return `not is_comma_list(${value}, ${condition.values === undefined ? "None" : pool.values(condition.values)})`;
    case "integerWithin": {
      const parts = [
        ...(condition.min !== undefined ? [`${value} < ${pyInt(condition.min)}`] : []),
        ...(condition.max !== undefined ? [`${value} > ${pyInt(condition.max)}`] : []),
      ];
      return parts.length === 0 ? "False" : parts.join(" or ");
    }
    case "numberTextLengthAtMost":
      // A JSON number's text is made from it (decimal_text), so it is another object than the value
      // exactly when the value is no str: an identity test where isinstance took a call.
      return `${text} is not ${value} and len(${text}) > ${pyInt(condition.max)}`;
    case "decimalPlacesAtMost":
      return `decimal_scale(${text}) > ${pyInt(condition.max)}`;
    case "decimalAtLeast":
      return subject.decimalText === true
        ? `Decimal(${text}) < ${pool.decimal(condition.bound)}`
        : `compare_decimals(${text}, ${pyString(condition.bound)}) < 0`;
    case "decimalAbove":
      // Unsigned decimal text is above zero when a digit other than 0 is left once the zeros and the point are stripped.
      if (subject.unsignedDecimalText === true && isZero(condition.bound)) return `${text}.strip("0.") == ""`;
      return subject.decimalText === true
        ? `Decimal(${text}) <= ${pool.decimal(condition.bound)}`
        : `compare_decimals(${text}, ${pyString(condition.bound)}) <= 0`;
    case "decimalAtMost":
      return subject.decimalText === true
        ? `Decimal(${text}) > ${pool.decimal(condition.bound)}`
        : `compare_decimals(${text}, ${pyString(condition.bound)}) > 0`;
    case "entriesAtMost":
      return `len(${text}) > ${pyInt(condition.max)}`;
    case "allOf":
      return condition.conditions.map((part) => `(${printPythonCondition(part, subject, pool)})`).join(" or ");
    default:
      throw new Error(`no Python printer for the check ${condition.check}`);
  }
}
