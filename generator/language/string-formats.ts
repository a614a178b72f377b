// The string formats a data type may name (seed 2.1), one entry each, as ajv-formats keeps its
// formats: how JSON Schema states it, the validators' check beyond the type's own pattern (a function
// of the package's runtime), the generator's own judgement (the vectors' oracle, written apart from
// the runtime so that the vectors do not inherit its faults), and well- and ill-formed values for
// examples, samples and vectors. Adding a format is an entry here, its runtime check (if any) in
// templates/package/src/runtime/formats.ts, the data type in spec/types.yaml that names it, and its
// name in spec/README.md's list of formats: nothing else (test/formats/add-format.test.ts does it end
// to end). Every other part reads this table: the validators import the runtime check it names
// (emit/plan/runtime-plan.ts), the check stage knows the names from it, the test tables are typed by it.

export interface StringFormatDefinition {
  /** JSON Schema keywords that state the format beside the type's own pattern. */
  schema: { format?: string; contentEncoding?: string; contentMediaType?: string; pattern?: string };
  /** The validators' check beyond the pattern: a runtime function of the text, and what a failure says. */
  check?: { runtime: string; explanation: string };
  /** The generator's own judgement of a value; `beyondJsonSchema` says why the JSON Schema cannot fail it. */
  oracle?: { check: string; accepts: (text: string) => boolean; beyondJsonSchema?: string };
  /** Well-formed values, tried first wherever a valid value is needed. */
  examples: readonly string[];
  /** Ill-formed values that a pattern-only check could let through, with what is wrong with them. */
  faults: readonly (readonly [value: string, what: string])[];
  /** An ill-formed value made from a node's own example (so that it keeps the node's length). */
  faultFromExample?: { what: string; make: (example: string) => string };
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `yyyy-mm-dd` at the start of `text` names a day of the (proleptic Gregorian) calendar. */
export function startsWithCalendarDate(text: string): boolean {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && !leap ? 28 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day >= 1 && day <= days;
}

/** RFC 3986 absolute URI: a scheme, ':', no white space; after '//' an authority that is not empty. */
function isAbsoluteUrl(text: string): boolean {
  const match = /^[A-Za-z][A-Za-z0-9+.-]*:(\S+)$/u.exec(text);
  if (!match) return false;
  const rest = match[1] as string;
  return !rest.startsWith("//") || /^\/\/[^/?#]/.test(rest);
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const calendarDate = { check: "calendar date", accepts: startsWithCalendarDate };

export const STRING_FORMATS = {
  date: {
    schema: { format: "date" },
    check: { runtime: "isCalendarDate", explanation: "Must be a calendar date (yyyy-mm-dd)." },
    oracle: calendarDate,
    examples: ["2024-02-29"],
    faults: [
      ["2023-02-29", "29 February of a common year"],
      ["2024/02/29", "slashes instead of '-'"],
    ],
  },
  time: {
    schema: {},
    examples: ["12:30Z", "12:30:45+01:00"],
    faults: [
      ["24:00Z", "hour 24"],
      ["12:30", "no time zone"],
    ],
  },
  "date-time": {
    schema: { format: "date-time" },
    check: { runtime: "isCalendarDate", explanation: "Must name a calendar date." },
    oracle: calendarDate,
    examples: ["2024-02-29T12:30:45.123Z"],
    faults: [
      ["2023-02-29T12:30:45.123Z", "29 February of a common year"],
      ["2024-02-29T12:30:45Z", "no milliseconds"],
    ],
  },
  email: {
    schema: {},
    examples: ["payer@example.com"],
    faults: [["payer.example.com", "no '@'"]],
  },
  url: {
    // format "uri" alone lets `https://` through: the pattern is isAbsoluteUrl in one expression.
    schema: { format: "uri", pattern: "^[A-Za-z][A-Za-z0-9+.-]*:(?!//(?![^\\s/?#]))\\S+$" },
    check: { runtime: "isAbsoluteUrl", explanation: "Must be an absolute URL." },
    oracle: { check: "absolute URL", accepts: isAbsoluteUrl },
    examples: ["https://example.com/path"],
    faults: [
      ["example.com/path", "no scheme: not an absolute URL"],
      ["https://exa mple.com", "a space"],
    ],
  },
  base64: {
    schema: { contentEncoding: "base64" },
    examples: ["QUJDREVGR0hJSktMTU5PUFFSU1RV", "QUJDREVGR0hJSktMTU5PUFFSU1RVVldY"],
    faults: [],
    faultFromExample: { what: "a character outside Base64", make: (example: string) => `!${example.slice(1)}` },
  },
  json: {
    schema: { contentMediaType: "application/json" },
    check: { runtime: "isJsonText", explanation: "Must be valid JSON text." },
    oracle: {
      check: "JSON text",
      accepts: isJsonText,
      beyondJsonSchema: "JSON Schema does not check that text is JSON (contentMediaType is an annotation).",
    },
    examples: ['{"a":1}', "{}"],
    faults: [["{", "not JSON text"]],
  },
  telephone: {
    schema: {},
    examples: ["+44 20 7946 0000"],
    faults: [["44 20 7946 0000", "no '+' before the country code"]],
  },
} as const satisfies Record<string, StringFormatDefinition>;

export type StringFormat = keyof typeof STRING_FORMATS;

/** The definition of a format the IR names. */
export function stringFormat(name: StringFormat): StringFormatDefinition {
  return STRING_FORMATS[name];
}
