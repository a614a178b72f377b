// Valid strings for the string types of seed 2.1, built to be valid by construction: dates that
// exist, times and instants of the stated forms, e-mail addresses, absolute URLs, telephone
// numbers, Base64 of an allowed length, JSON text; or characters of the field's character set.

import fc from "fast-check";
import type { StringNode } from "../../generator/ir/ir.js";
import { STRING_FORMATS, type StringFormat } from "../../generator/language/string-formats.js";

/** Length in characters as the seed counts them: code points, an emoji is one. */
export function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

export function charsetPattern(charset: string): RegExp {
  return new RegExp(`^[${charset}]*$`, "u");
}

/** Everything the node states about a string, checked here to keep generated values honest. */
export function stringFits(node: StringNode, text: string): boolean {
  const length = codePoints(text);
  if (node.lengths && !node.lengths.includes(length)) return false;
  if (node.minLength !== undefined && length < node.minLength) return false;
  if (node.maxLength !== undefined && length > node.maxLength) return false;
  if (node.charset !== undefined && !charsetPattern(node.charset).test(text)) return false;
  if (node.pattern !== undefined && !new RegExp(node.pattern, "u").test(text)) return false;
  if (node.maxDigits !== undefined && (text.match(/[0-9]/g) ?? []).length > node.maxDigits) return false;
  if (node.notInPast && text.slice(0, 10) < new Date().toISOString().slice(0, 10)) return false;
  return true;
}

/** The lone surrogates, which fast-check's `binary` unit leaves out. */
const SURROGATES = 0xe000 - 0xd800;

/**
 * Any code point but a lone surrogate: fast-check's `binary` unit (`fc.string({ unit: "binary" })`)
 * drawn the same way, a mapToConstant over U+0000-D7FF and U+E000-10FFFF (a natural number mapped
 * to its code point), with the same values for the same seed. Its inverse here is arithmetic:
 * fast-check's own first builds a map of all 1.1 million code points when a string arbitrary is
 * made of it, 1.5 to 2.5 s of every test process that loaded this module.
 */
const codePoint: fc.Arbitrary<string> = fc.nat({ max: 0x10ffff - SURROGATES }).map(
  (index) => String.fromCodePoint(index < 0xd800 ? index : index + SURROGATES),
  (value) => {
    const point = typeof value === "string" ? value.codePointAt(0) : undefined;
    if (point === undefined || String.fromCodePoint(point) !== value || (point >= 0xd800 && point < 0xe000))
      throw new Error("not one code point outside the surrogates");
    return point < 0xd800 ? point : point - SURROGATES;
  },
);

/** Any one character: any code point, with a few that break naive code (quotes, NUL, emoji, U+2028). */
export const anyCharacter: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: codePoint, minLength: 1, maxLength: 1 }), weight: 4 },
  { arbitrary: fc.constantFrom("😀", "é", "中", '"', "\\", "\n", "\u0000", " ", "\u2028", "\ud800", "\u{1f1eb}"), weight: 1 },
);

const charsetMembers = new Map<string, string[]>();

/** The characters of a character set (of the Basic Multilingual Plane), listed once per set. */
export function charactersOf(charset: string): string[] {
  let members = charsetMembers.get(charset);
  if (members === undefined) {
    const single = new RegExp(`^[${charset}]$`, "u");
    members = [];
    for (let code = 0; code <= 0xffff; code++) {
      const character = String.fromCharCode(code);
      if ((code < 0xd800 || code > 0xdfff) && single.test(character)) members.push(character);
    }
    if (members.length === 0) throw new Error(`empty character set [${charset}]`);
    charsetMembers.set(charset, members);
  }
  return members;
}

function characterOf(node: StringNode): fc.Arbitrary<string> {
  return node.charset === undefined ? anyCharacter : fc.constantFrom(...charactersOf(node.charset));
}

/** A length within the node's bounds, drawn towards short values and the bounds themselves. */
export function lengthWithin(min: number, max: number): fc.Arbitrary<number> {
  return fc.oneof(
    { arbitrary: fc.integer({ min, max: Math.min(max, min + 12) }), weight: 6 },
    { arbitrary: fc.constantFrom(min, max), weight: 2 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
  );
}

/**
 * A string of exactly the drawn length: up to 8 random characters, repeated to the length, so that
 * a 4000-character value costs no more to draw than an 8-character one.
 */
export function stringOfLength(character: fc.Arbitrary<string>, length: fc.Arbitrary<number>): fc.Arbitrary<string> {
  return fc.tuple(length, fc.array(character, { minLength: 1, maxLength: 8 })).map(([n, motif]) => {
    let text = "";
    for (let index = 0; index < n; index++) text += motif[index % motif.length];
    return text;
  });
}

function padded(node: StringNode, head: fc.Arbitrary<string>): fc.Arbitrary<string> {
  // A pattern not anchored at its end (`^https`) says nothing of what follows: add a tail.
  if (node.pattern?.endsWith("$")) return head;
  const min = node.minLength ?? 0;
  return fc.tuple(head, fc.string({ unit: anyCharacter, maxLength: 16 })).map(([start, tail]) => {
    const text = start + tail;
    return text + "a".repeat(Math.max(0, min - codePoints(text)));
  });
}

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
const twoDigits = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, "0"));

const instant = fc.date({ min: new Date("0001-01-01T00:00:00.000Z"), max: new Date("9999-12-31T23:59:59.999Z"), noInvalidDate: true });

const futureInstant = () =>
  fc.date({ min: new Date(Date.now() + 86_400_000), max: new Date("9999-12-31T23:59:59.999Z"), noInvalidDate: true });

const time = fc
  .tuple(
    twoDigits(23),
    twoDigits(59),
    fc.option(twoDigits(59), { nil: undefined }),
    fc.oneof(fc.constant("Z"), fc.tuple(fc.constantFrom("+", "-"), twoDigits(23), fc.option(twoDigits(59), { nil: undefined }))),
  )
  .map(([hour, minute, second, zone]) => {
    const zoneText = typeof zone === "string" ? zone : `${zone[0]}${zone[1]}${zone[2] === undefined ? "" : `:${zone[2]}`}`;
    return `${hour}:${minute}${second === undefined ? "" : `:${second}`}${zoneText}`;
  });

const domain = fc.array(fc.stringMatching(/^[A-Za-z0-9-]{1,10}$/), { minLength: 1, maxLength: 3 }).map((labels) => labels.join("."));

const email = fc.tuple(fc.stringMatching(/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,16}$/), domain).map(([local, host]) => `${local}@${host}`);

const urlPath = fc
  .array(fc.stringMatching(/^[A-Za-z0-9._~-]{1,8}$/), { maxLength: 3 })
  .map((segments) => segments.map((segment) => `/${segment}`).join(""));
const urlQuery = fc
  .option(fc.stringMatching(/^[A-Za-z0-9=&]{1,12}$/), { nil: undefined })
  .map((query) => (query === undefined ? "" : `?${query}`));

function url(httpsOnly: boolean): fc.Arbitrary<string> {
  const hierarchical = fc
    .tuple(httpsOnly ? fc.constant("https") : fc.constantFrom("https", "http", "ftp", "wss"), domain, urlPath, urlQuery)
    .map(([scheme, host, path, query]) => `${scheme}://${host}${path}${query}`);
  if (httpsOnly) return hierarchical;
  return fc.oneof(
    { arbitrary: hierarchical, weight: 4 },
    { arbitrary: fc.constantFrom("mailto:payer@example.com", "urn:isbn:0451450523", "tel:+44-20-7946-0000"), weight: 1 },
  );
}

function telephone(maxDigits: number): fc.Arbitrary<string> {
  return fc
    .tuple(digits(1, 3), fc.array(digits(1, 6), { minLength: 1, maxLength: 4 }))
    .map(([country, groups]) => `+${country} ${groups.join(" ")}`)
    .filter((text) => (text.match(/[0-9]/g) ?? []).length <= maxDigits);
}

/** Base64 text whose length is one of `lengths` (each a multiple of 4). */
function base64(lengths: readonly number[]): fc.Arbitrary<string> {
  const usable = lengths.filter((length) => length % 4 === 0 && length > 0);
  if (usable.length === 0) throw new Error(`no Base64 text has a length in ${lengths.join(", ")}`);
  return fc
    .constantFrom(...usable)
    .chain((length) => fc.constantFrom((length / 4) * 3 - 2, (length / 4) * 3 - 1, (length / 4) * 3))
    .chain((bytes) => fc.uint8Array({ minLength: bytes, maxLength: bytes }))
    .map((bytes) => Buffer.from(bytes).toString("base64"));
}

function allowedLengths(node: StringNode): number[] {
  if (node.lengths) return node.lengths;
  const min = node.minLength ?? 4;
  const max = node.maxLength ?? min + 40;
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** Values of each format made to be valid, beyond the formats table's examples, which a format left out here gets. */
const FORMAT_VALUES: Partial<Record<StringFormat, (node: StringNode) => fc.Arbitrary<string>>> = {
  // A date not in the past: from tomorrow (so that the day turning over mid-test keeps it valid).
  date: (node) => (node.notInPast ? futureInstant() : instant).map((date) => date.toISOString().slice(0, 10)),
  "date-time": () => instant.map((date) => date.toISOString()),
  time: () => time,
  email: () => email,
  url: (node) => url(node.pattern !== undefined && node.pattern.startsWith("^https")),
  base64: (node) => base64(allowedLengths(node)),
  json: () => fc.json({ maxDepth: 3 }),
  telephone: (node) => telephone(node.maxDigits ?? 15),
};

function formatted(node: StringNode): fc.Arbitrary<string> | undefined {
  if (node.format === undefined) return undefined;
  return FORMAT_VALUES[node.format]?.(node) ?? fc.constantFrom(...STRING_FORMATS[node.format].examples);
}

/** A valid value of a string node. */
export function validString(node: StringNode): fc.Arbitrary<string> {
  const format = formatted(node);
  if (format) return format.filter((text) => stringFits(node, text));
  if (node.pattern !== undefined)
    return padded(node, fc.stringMatching(new RegExp(node.pattern, "u"))).filter((text) => stringFits(node, text));
  const min = node.minLength ?? 0;
  const length = node.lengths ? fc.constantFrom(...node.lengths) : lengthWithin(min, node.maxLength ?? min + 40);
  return stringOfLength(characterOf(node), length).filter((text) => stringFits(node, text));
}
