// The data types of seed section 2.1 at their boundaries, one table per type. Each row is tried in
// every real field of that type the IR has (requests and responses, bar the fields whose presence
// sets a cross-field rule off), placed into the smallest valid body of its message: a valid row must
// leave the body valid, an invalid one must give exactly one INVALID finding, on the field's own path.

import { describe, expect, it } from "vitest";
import type { DecimalNode, EnumNode, IntegerNode, MapNode, StringNode, TypeNode } from "../../generator/ir/ir.js";
import { addDecimalText, decimalNodeAccepts, numberToDecimalText, subtractDecimalText } from "../support/exact-decimal.js";
import { exampleBody, placeValue } from "../support/example-bodies.js";
import { fieldSites, loadGatewayIR, messageCases } from "../support/gateway-ir.js";
import { clampLength } from "../support/mutations.js";
import { errorsOf, findings } from "../support/results.js";
import { charactersOf } from "../support/string-values.js";
import { lengthRows, ruleTriggers, sized, stringOf, table as tableOf, type Row } from "../support/type-table.js";

const ir = await loadGatewayIR();
const cases = messageCases(ir);
const sites = fieldSites(cases).filter(({ messageCase, field }) => !ruleTriggers(messageCase.message).has(field.path));
const table = <N extends TypeNode>(title: string, select: (node: TypeNode) => node is N, rows: Row<N>[]) =>
  tableOf(sites, title, select, rows);

const plainString = stringOf("String", (node) => node.pattern === undefined);
table("String", plainString, [
  ...lengthRows("a"),
  {
    name: "max emoji is accepted (an emoji is one character)",
    values: (node) => (node.maxLength !== undefined ? ["😀".repeat(node.maxLength)] : []),
    valid: true,
  },
  {
    name: "max+1 emoji is refused",
    values: (node) => (node.maxLength !== undefined ? ["😀".repeat(node.maxLength + 1)] : []),
    valid: false,
  },
  {
    name: "any characters are accepted (quotes, controls, CJK, RTL, U+2028, a lone surrogate)",
    values: (node) =>
      ['"\\', "\u0000\n\t", "中文", "עברית", "\u2028", "\ud800", "e\u0301"].map((text) => sized(text, clampLength(node, 2))),
    valid: true,
  },
]);

table(
  "String with a field pattern: lineOfBusiness, no spaces",
  stringOf("String", (node) => node.pattern === "^[^ ]*$"),
  [
    { name: "text without spaces is accepted", values: () => ["retail-EU_1", "中文"], valid: true },
    { name: "a space is refused", values: () => ["retail EU", " a", "a "], valid: false },
  ],
);

table(
  "String with a field pattern: Initiate order.notificationUrl, https and longer than 11",
  stringOf("String", (node) => node.pattern === "^https"),
  [
    { name: "https and 12 characters is accepted", values: () => ["https://a.io", "https://example.com/hook"], valid: true },
    { name: "11 characters is refused", values: () => ["https://a.i"], valid: false },
    { name: "not https is refused", values: () => ["http://example.com", "ftp://example.com/x", "HTTPS://EXAMPLE.COM"], valid: false },
  ],
);

table("Alphanumeric", stringOf("Alphanumeric"), [
  ...lengthRows("aZ09"),
  {
    name: "letters and digits are accepted",
    values: (node) => ["aZ09", "09Za", "zzzz", "0000"].map((text) => sized(text, clampLength(node, 4))),
    valid: true,
  },
  {
    name: "'-', ' ', '_', '.', 'é', '😀' are refused",
    values: (node) => ["-", " ", "_", ".", "é", "😀"].map((character) => sized(`${character}a`, Math.max(1, clampLength(node, 2)))),
    valid: false,
  },
]);

const extrasOf = (node: StringNode) => charactersOf(node.charset as string).filter((character) => !/[0-9a-zA-Z]/.test(character));
table("Alphanumeric + additional characters", stringOf("AlphanumericPlus"), [
  ...lengthRows("a0"),
  {
    name: "each of the field's extra characters is accepted",
    values: (node) => extrasOf(node).map((character) => sized(`a${character}0`, clampLength(node, 3))),
    valid: true,
  },
  {
    name: "a character neither alphanumeric nor listed is refused",
    values: (node) =>
      ["@", "#", "é", "/", "😀"]
        .filter((character) => !extrasOf(node).includes(character))
        .map((character) => sized(`a${character}0`, clampLength(node, 3))),
    valid: false,
  },
]);

table("Upper case alphabetic text", stringOf("UpperAlpha"), [
  ...lengthRows("ABC"),
  { name: "A-Z is accepted", values: (node) => ["ABC", "ZZZ", "GBR"].map((text) => sized(text, clampLength(node, 3))), valid: true },
  {
    name: "lower case, digits and accented letters are refused",
    values: (node) => ["abc", "AbC", "AB1", "ÄBC", "AB ", "AB-"].map((text) => sized(text, clampLength(node, 3))),
    valid: false,
  },
]);

table("Alpha", stringOf("Alpha"), [
  ...lengthRows("a"),
  { name: "a-z and A-Z are accepted", values: (node) => ["Y", "n", "A"].map((text) => sized(text, clampLength(node, 1))), valid: true },
  {
    name: "digits, signs and accented letters are refused",
    values: (node) => ["1", "-", "é", " "].map((text) => sized(text, clampLength(node, 1))),
    valid: false,
  },
]);

table(
  "Digits",
  stringOf("Digits", (node) => node.pattern === undefined),
  [
    ...lengthRows("0123456789"),
    {
      name: "0-9 is accepted",
      values: (node) => ["0123456789", "9876543210"].map((text) => sized(text, clampLength(node, 4))),
      valid: true,
    },
    {
      name: "letters, signs, spaces and full-width digits are refused",
      values: (node) => ["1a", "a1", "-1", "1.", " 1", "１２"].map((text) => sized(text, Math.max(2, clampLength(node, 2)))),
      valid: false,
    },
    {
      name: "x is accepted where the field allows it (masked card number)",
      values: (node) => (node.charset?.includes("x") ? ["512345xxxxxx0008"] : []),
      valid: true,
    },
  ],
);

table(
  "Digits with a pattern: card expiry month",
  stringOf("Digits", (node) => node.pattern !== undefined),
  [
    { name: "1 to 12 is accepted, with or without a leading zero", values: () => ["1", "01", "9", "09", "10", "12"], valid: true },
    { name: "0, 00, 13 and 99 are refused", values: () => ["0", "00", "13", "99"], valid: false },
  ],
);

const decimalOf =
  (typeName: string) =>
  (node: TypeNode): node is DecimalNode =>
    node.kind === "decimal" && node.typeName === typeName;
const signed = (node: DecimalNode) => node.pattern.startsWith("^-?");
/** The exact decimal behind a JSON number, judged by the node's own facts. */
const numberFits = (node: DecimalNode, value: number): boolean => decimalNodeAccepts(node, numberToDecimalText(value));

table("Decimal, request form", decimalOf("Decimal"), [
  { name: '"1.5" is accepted', values: () => ["1.5", "0.30", "12"], valid: true },
  {
    name: '"0" is accepted unless the field must be greater than zero',
    values: () => ["0"],
    valid: (node) => node.exclusiveMinimum === undefined,
  },
  {
    name: '"1.", ".5", "1,5", "", "1e3", " 1", "+1", "1.2.3" are refused',
    values: () => ["1.", ".5", "1,5", "", "1e3", " 1", "+1", "1.2.3", "abc"],
    valid: false,
  },
  { name: '"-1" is refused unless the field is signed', values: () => ["-1", "-0.5"], valid: signed },
  {
    name: "maxLength characters is accepted",
    values: (node) => (node.maxLength !== undefined ? [`${"1".repeat(node.maxLength - 2)}.5`] : []),
    valid: true,
  },
  {
    name: "maxLength+1 characters is refused",
    values: (node) => (node.maxLength !== undefined ? [`${"1".repeat(node.maxLength - 1)}.5`] : []),
    valid: false,
  },
  { name: "a JSON number is accepted", values: () => [1.5, 12, 0.3], valid: true },
  {
    name: "a JSON number longer than maxLength written out is refused",
    values: (node) =>
      node.maxLength !== undefined && String(Number(`${"1".repeat(node.maxLength - 1)}.5`)) === `${"1".repeat(node.maxLength - 1)}.5`
        ? [Number(`${"1".repeat(node.maxLength - 1)}.5`)]
        : [],
    valid: false,
  },
  {
    name: "a tiny JSON number (1e-21) is judged by its exact value, not rounded to 0",
    values: () => [1e-21],
    valid: (node) => numberFits(node, 1e-21),
  },
  { name: "a huge JSON number (1e21) is judged by its exact value", values: () => [1e21], valid: (node) => numberFits(node, 1e21) },
  {
    name: "NaN, Infinity, true, null, objects are refused",
    values: () => [Number.NaN, Number.POSITIVE_INFINITY, true, null, {}, ["1"]],
    valid: false,
  },
]);

table("Decimal, bounded form", decimalOf("BoundedDecimal"), [
  { name: "0 is accepted", values: () => ["0", "0.000", 0], valid: true },
  { name: "-0.001 is refused unless the minimum is negative", values: () => ["-0.001"], valid: signed },
  { name: "the maximum is accepted", values: (node) => [node.maximum as string, Number(node.maximum)], valid: true },
  { name: "the maximum + 0.001 is refused", values: (node) => [addDecimalText([node.maximum as string, "0.001"])], valid: false },
  { name: "the minimum is accepted", values: (node) => [node.minimum as string], valid: true },
  { name: "the minimum - 0.001 is refused", values: (node) => [subtractDecimalText(node.minimum as string, "0.001")], valid: false },
  { name: "scale decimals are accepted", values: (node) => [`0.${"1".repeat(node.scale as number)}`, "0.025"], valid: true },
  {
    name: "scale+1 decimals are refused",
    values: (node) => [`0.${"1".repeat((node.scale as number) + 1)}`, `1.${"0".repeat(node.scale as number)}1`],
    valid: false,
  },
  {
    name: "tiny JSON numbers (1e-30, 5e-324) are refused: written out they have too many decimals",
    values: () => [1e-30, 5e-324],
    valid: false,
  },
  { name: '"1.", "abc", true, null are refused', values: () => ["1.", "abc", true, null], valid: false },
]);

const integerField = (node: TypeNode): node is IntegerNode => node.kind === "integer";
/** The smallest JSON number above `value` (1e16 + 1 is 1e16 as a double). */
const above = (value: number) => [value + 1, value + 2, value * 2].find((candidate) => candidate > value) as number;
table("Integer", integerField, [
  {
    name: "the minimum and the maximum are accepted",
    values: (node) => [node.minimum, node.maximum].filter((value) => value !== undefined).map(Number),
    valid: true,
  },
  {
    name: "the minimum - 1 is refused",
    values: (node) => (node.minimum !== undefined ? [Number(node.minimum) - 1] : []),
    valid: false,
  },
  {
    name: "above the maximum is refused",
    values: (node) => (node.maximum !== undefined ? [above(Number(node.maximum))] : []),
    valid: false,
  },
  { name: "a fraction is refused", values: (node) => [Number(node.minimum ?? 0) + 0.5, 1.5], valid: false },
  { name: "strings, booleans and null are refused", values: (node) => [String(node.minimum ?? 1), true, null], valid: false },
]);

describe("Integer bounds keep the seed's digits", () => {
  it("transaction.item[n].quantity says 1 to 9999999999999999 (seed 2.5), not 10000000000000000", () => {
    const site = sites.find(
      ({ field, messageCase }) => field.path === "transaction.item[].quantity" && messageCase.direction === "response",
    );
    if (!site) throw new Error("no transaction.item[].quantity");
    const body = exampleBody(site.messageCase.message);
    placeValue(site.messageCase.message, body, site.field.path, 2e16);
    const [error] = errorsOf(site.messageCase.validate(body));
    expect(error?.explanation).toContain("9999999999999999");
  });
});

table("Boolean", (node): node is Extract<TypeNode, { kind: "boolean" }> => node.kind === "boolean", [
  { name: "true and false are accepted", values: () => [true, false], valid: true },
  { name: '"true", "false", 1, 0 and null are refused', values: () => ["true", "false", 1, 0, null], valid: false },
]);

// A date "not in the past" also depends on the clock: its own tests are in seed-refusals.test.ts.
table(
  "Date",
  stringOf("Date", (node) => node.notInPast !== true),
  [
    {
      name: "days that exist are accepted (2024-02-29, 2000-02-29)",
      values: () => ["2024-02-29", "2000-02-29", "1999-12-31", "2024-01-01"],
      valid: true,
    },
    {
      name: "days that do not exist are refused (2023-02-29, 1900-02-29, 2024-04-31)",
      values: () => ["2023-02-29", "1900-02-29", "2024-04-31", "2024-02-30"],
      valid: false,
    },
    { name: "month 00 or 13, day 00 are refused", values: () => ["2024-13-01", "2024-00-10", "2024-01-00"], valid: false },
    {
      name: "other forms are refused",
      values: () => ["2024-1-01", "20240101", "2024/01/01", "2024-01-01T00:00:00Z", " 2024-01-01", ""],
      valid: false,
    },
  ],
);

table("Time", stringOf("Time"), [
  { name: "hh:mm and hh:mm:ss with Z are accepted", values: () => ["00:00Z", "23:59Z", "23:59:59Z", "12:30:00Z"], valid: true },
  {
    name: "hh:mm and hh:mm:ss with +hh or -hh:mm offsets are accepted",
    values: () => ["08:30+05:30", "08:30-05", "08:30:15+01:00", "08:30:15-23"],
    valid: true,
  },
  {
    name: "hours, minutes or seconds out of range are refused",
    values: () => ["24:00Z", "12:60Z", "12:30:60Z", "12:30+24:00"],
    valid: false,
  },
  {
    name: "other forms are refused (no zone, one-digit hour, fractions)",
    values: () => ["12:30", "1:30Z", "12:30:00.000Z", "12:30z", "1230Z", ""],
    valid: false,
  },
]);

table("DateTime", stringOf("DateTime"), [
  { name: "YYYY-MM-DDThh:mm:ss.SSSZ is accepted", values: () => ["2024-02-29T23:59:59.999Z", "2024-01-01T00:00:00.000Z"], valid: true },
  {
    name: "other forms are refused (no milliseconds, offsets, a space, lower case)",
    values: () => [
      "2024-01-01T00:00:00Z",
      "2024-01-01T00:00:00.000+01:00",
      "2024-01-01 00:00:00.000Z",
      "2024-01-01T00:00:00.00Z",
      "2024-01-01t00:00:00.000z",
    ],
    valid: false,
  },
  {
    name: "instants on days or hours that do not exist are refused",
    values: () => ["2023-02-29T00:00:00.000Z", "2024-13-01T00:00:00.000Z", "2024-01-01T24:00:00.000Z"],
    valid: false,
  },
]);

const allowedLengths = (node: StringNode) =>
  node.lengths ?? (node.minLength !== undefined && node.minLength === node.maxLength ? [node.minLength] : []);
table("Base64", stringOf("Base64"), [
  {
    name: "Base64 of each allowed length is accepted, with or without padding",
    values: (node) =>
      allowedLengths(node).flatMap((length) => ["A".repeat(length), `${"A".repeat(length - 2)}==`, `${"Ab+/".repeat(length / 4 - 1)}AB9=`]),
    valid: true,
  },
  {
    name: "lengths not allowed are refused",
    values: (node) =>
      allowedLengths(node).flatMap((length) =>
        [length - 4, length - 1, length + 1, length + 4]
          .filter((other) => !allowedLengths(node).includes(other))
          .map((other) => "A".repeat(other)),
      ),
    valid: false,
  },
  {
    name: "characters outside Base64, and padding inside, are refused",
    values: (node) =>
      allowedLengths(node).flatMap((length) => [
        `${"A".repeat(length - 1)}!`,
        `A=${"A".repeat(length - 2)}`,
        `${"A".repeat(length - 3)}===`,
      ]),
    valid: false,
  },
]);

table("Email", stringOf("Email"), [
  {
    name: "addresses longer than 3 characters are accepted",
    values: () => ["a@bc", "payer@example.com", "first.last+tag@sub.example.co.uk", "o'neil!#$%&*=?^_`{|}~@example.com"],
    valid: true,
  },
  { name: "3 characters is refused", values: () => ["a@b"], valid: false },
  {
    name: "addresses outside the form are refused",
    values: () => ["no-at-sign", "a b@example.com", "a@b@example.com", "a@example..com", "a@example.com.", "@example.com", "é@example.com"],
    valid: false,
  },
]);

const httpsOnly = (node: StringNode) => node.pattern?.startsWith("^https") ?? false;
table("Url", stringOf("Url"), [
  {
    name: "absolute https URLs are accepted",
    values: () => ["https://example.com", "https://example.com/path?q=1#part", "https://[2001:db8::1]:8443/x"],
    valid: true,
  },
  {
    name: "other absolute URLs are accepted unless the field asks for https",
    values: () => ["http://example.com", "mailto:payer@example.com", "urn:isbn:0451450523"],
    valid: (node) => !httpsOnly(node),
  },
  {
    name: "relative, empty or spaced URLs are refused",
    values: () => ["/relative/path", "example.com", "https://", "https://exa mple.com", "1http://example.com", "", "://x"],
    valid: false,
  },
]);

table("Telephone Number", stringOf("TelephoneNumber"), [
  {
    name: "+, country code, space, national number is accepted",
    values: () => ["+44 20 7946 0000", "+1 5555550123", "+353 1 234 5678", "+44 1234567890123"],
    valid: true,
  },
  { name: "without a country code is refused", values: () => ["44 20 7946 0000", "020 7946 0000", "+ 20 7946 0000"], valid: false },
  { name: "more than 15 digits is refused", values: () => ["+44 12345678901234", "+1 234 567 890 123 456"], valid: false },
  {
    name: "other forms are refused (4-digit country code, double spaces, dashes)",
    values: () => ["+4420 7946 0000", "+44  20 7946 0000", "+44 20-7946-0000", "+44", "+44 20 7946 0000 "],
    valid: false,
  },
]);

table("ASCII Text", stringOf("AsciiText"), [
  ...lengthRows("Receipt 42 ~!"),
  {
    name: "ASCII, controls included, is accepted",
    values: (node) => ["Receipt 42 ~!", "\u0000\u007f\t"].map((text) => sized(text, clampLength(node, 3))),
    valid: true,
  },
  {
    name: "non-ASCII is refused",
    values: (node) => ["café", "😀", "\u0080"].map((text) => sized(text, Math.max(1, clampLength(node, 4)))),
    valid: false,
  },
]);

table("JSON Text", stringOf("JsonText"), [
  { name: "valid JSON text is accepted", values: () => ['{"a":[1,2,{"b":null}]}', '"x"', "1", " true ", "[]"], valid: true },
  {
    name: "4000 characters of JSON is accepted (emoji count one)",
    values: () => [`"${"a".repeat(3998)}"`, `"${"😀".repeat(3998)}"`],
    valid: true,
  },
  { name: "4001 characters is refused", values: () => [`"${"a".repeat(3999)}"`], valid: false },
  {
    name: "invalid JSON or empty text is refused",
    values: () => ["{", "{'a':1}", "[1,]", "", "undefined", "NaN", '{"a":1}}'],
    valid: false,
  },
]);

const enumOf =
  (list: boolean, open: boolean) =>
  (node: TypeNode): node is EnumNode =>
    node.kind === "enum" && node.list === list && (node.open !== undefined) === open;
const valuesOf = (node: EnumNode) => node.values.map((entry) => entry.value);
table("Enumeration", enumOf(false, false), [
  { name: "every listed value is accepted", values: valuesOf, valid: true },
  {
    name: "values are case sensitive",
    values: (node) =>
      valuesOf(node)
        .map((value) => value.toLowerCase())
        .filter((value) => !valuesOf(node).includes(value)),
    valid: false,
  },
  {
    name: "padded, suffixed, empty and non-string values are refused",
    values: (node) => [` ${valuesOf(node)[0]}`, `${valuesOf(node)[0]}_X`, "", 1, null],
    valid: false,
  },
]);

table("Enumeration given in part (open list)", enumOf(false, true), [
  { name: "listed and unlisted values are accepted", values: (node) => [...valuesOf(node), "SOME_OTHER_VALUE"], valid: true },
  { name: "empty and non-string values are refused", values: () => ["", 1, null, ["X"]], valid: false },
]);

table("Comma separated enumeration", enumOf(true, false), [
  {
    name: "one value, several values and all values are accepted",
    values: (node) => [valuesOf(node)[0], valuesOf(node).slice(0, 2).join(","), valuesOf(node).join(",")],
    valid: true,
  },
  {
    name: "empty items, spaces, unknown and lower-case values are refused",
    values: (node) => {
      const [first = "", second = first] = valuesOf(node);
      return [`${first},,${second}`, `${first},`, `,${first}`, `${first}, ${second}`, first.toLowerCase(), `${first},UNKNOWN`, ""];
    },
    valid: false,
  },
]);

describe("Comma separated enumeration: authentication.acceptVersions of the Verify response", () => {
  const site = sites.find(
    ({ field, messageCase }) =>
      field.path === "authentication.acceptVersions" && messageCase.operation.name === "VERIFY" && messageCase.direction === "response",
  );
  const judge = (value: string) => {
    if (!site) throw new Error("no authentication.acceptVersions");
    const body = exampleBody(site.messageCase.message);
    placeValue(site.messageCase.message, body, site.field.path, value);
    return findings(site.messageCase.validate(body));
  };
  it.each(["3DS1,3DS2", "3DS2", "PASSKEY,3DS2", "3DS1,3DS2,PASSKEY"])("%s is accepted", (value) => expect(judge(value)).toEqual([]));
  it.each(["3DS1,,3DS2", "3DS1,", ",3DS2", "3DS1, 3DS2", "3ds1", "3DS3", ""])("%s is refused", (value) =>
    expect(judge(value)).toEqual(["authentication.acceptVersions:INVALID"]),
  );
});

table("Regex: airline carrier code", stringOf("Regex"), [
  {
    name: "two word characters, three digits, or both with a slash are accepted",
    values: () => ["QF", "Q1", "123", "QF/123", "a_"],
    valid: true,
  },
  { name: "other forms are refused", values: () => ["Q", "QF/12", "QF123", "QF-123", "Q/123", "1234", ""], valid: false },
]);

const mapField = (node: TypeNode): node is MapNode => node.kind === "map";
/** A map value with `count` fields named field0, field1, ... */
const namedFields = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`field${index}`, "v"]));
table("order.custom: named merchant fields (section 2.4)", mapField, [
  {
    name: "names of 1 to 99 characters from A-Z, a-z, 0-9 and values of 1 to 250 characters are accepted",
    values: (node) => [{ colour: "red" }, { ["N".repeat(node.keyMaxLength)]: "v".repeat(250), a: "😀".repeat(250) }, {}],
    valid: true,
  },
  {
    name: "the most fields allowed is accepted",
    values: (node) => (node.maxEntries === undefined ? [] : [namedFields(node.maxEntries)]),
    valid: true,
  },
  {
    name: "one field too many is refused on order.custom",
    values: (node) => (node.maxEntries === undefined ? [] : [namedFields(node.maxEntries + 1)]),
    valid: false,
  },
  {
    name: "a name too long or outside A-Z, a-z, 0-9 is refused on its own path",
    values: (node) =>
      ["N".repeat(node.keyMaxLength + 1), "colour-code", "colour_code", "colour code", "clé", "__proto__"].map((name) => ({
        value: JSON.parse(JSON.stringify({ [name]: "v" })) as unknown,
        at: name,
      })),
    valid: false,
  },
  {
    name: "an empty value or one of 251 characters is refused on its own path",
    values: () => ["", "v".repeat(251), 1].map((value) => ({ value: { colour: value }, at: "colour" })),
    valid: false,
  },
  { name: "a value that is not an object is refused", values: () => ["colour=red", ["red"], null], valid: false },
]);

describe("the seed's exact sums (section 2.1: '0.10' + '0.20' equals '0.30')", () => {
  const authorize = cases.find(({ operation, direction }) => operation.name === "AUTHORIZE" && direction === "request");
  const initiate = cases.find(({ operation, direction }) => operation.name === "INITIATE_BROWSER_PAYMENT" && direction === "request");
  if (!authorize || !initiate) throw new Error("missing operations");
  const items = [
    { name: "tea", quantity: "1", unitPrice: "0.10" },
    { name: "cake", quantity: "1", unitPrice: "0.20" },
  ];
  const authorizeWith = (order: Record<string, unknown>) =>
    findings(authorize.validate({ apiOperation: "AUTHORIZE", order: { currency: "GBP", ...order } }));

  it.each<[string, unknown]>([
    ['"0.30"', "0.30"],
    ['"0.3"', "0.3"],
    ["the JSON number 0.3", 0.3],
  ])("order.itemAmount %s equals items of 0.10 and 0.20", (_, itemAmount) => {
    expect(authorizeWith({ amount: itemAmount, itemAmount, item: items })).toEqual([]);
  });

  it('order.itemAmount "0.31" is INVALID on order.itemAmount', () => {
    expect(authorizeWith({ amount: "0.31", itemAmount: "0.31", item: items })).toEqual(["order.itemAmount:INVALID"]);
  });

  it("quantities multiply exactly: 3 x 0.10 + 0.5 x 0.20 is 0.40", () => {
    const mixed = [
      { name: "tea", quantity: "3", unitPrice: "0.10" },
      { name: "cake", quantity: "0.5", unitPrice: "0.20" },
    ];
    expect(authorizeWith({ amount: "0.4", itemAmount: "0.40", item: mixed })).toEqual([]);
    expect(authorizeWith({ amount: "0.41", itemAmount: "0.41", item: mixed })).toEqual(["order.itemAmount:INVALID"]);
  });

  it("order.amount is the sum of the sub-totals less the discount, exactly, also for JSON numbers 0.1 and 0.2", () => {
    expect(authorizeWith({ amount: "0.30", shippingAndHandlingAmount: "0.10", gratuityAmount: "0.20" })).toEqual([]);
    expect(authorizeWith({ amount: 0.3, shippingAndHandlingAmount: 0.1, gratuityAmount: 0.2 })).toEqual([]);
    expect(authorizeWith({ amount: "0.30", itemAmount: "1.00", discount: { amount: "0.70" } })).toEqual([]);
    expect(authorizeWith({ amount: "0.31", shippingAndHandlingAmount: "0.10", gratuityAmount: "0.20" })).toEqual(["order.amount:INVALID"]);
  });

  it("Initiate Browser Payment: order.amount equals shipping plus tax, which may be negative", () => {
    const initiateWith = (order: Record<string, unknown>) =>
      findings(initiate.validate({ apiOperation: "INITIATE_BROWSER_PAYMENT", order: { currency: "GBP", ...order } }));
    expect(initiateWith({ amount: "0.30", shippingAndHandlingAmount: "0.10", taxAmount: "0.20" })).toEqual([]);
    expect(initiateWith({ amount: "0.10", shippingAndHandlingAmount: "0.30", taxAmount: "-0.20" })).toEqual([]);
    expect(initiateWith({ amount: "0.30", shippingAndHandlingAmount: "0.10", taxAmount: "0.21" })).toEqual(["order.amount:INVALID"]);
  });
});

describe("the smallest bodies the tables build on", () => {
  it.each(cases)("$label: the example body is valid", (messageCase) => {
    expect(findings(messageCase.validate(exampleBody(messageCase.message)))).toEqual([]);
  });
});
