// The change engine's comparisons, one small input at a time: how a facet's values after a change
// relate to those before (intervals with open and closed ends, finite sets, patterns), and the
// level, bump and words each relation gives. Finding 10 of issue 22 found two bugs here that the
// whole suite let pass: a bound turned from inclusive to exclusive classified backwards, and an
// enumeration whose openness and values change together.

import { describe, expect, it } from "vitest";
import {
  bumpOf,
  bumpVersion,
  changeAt,
  impactOf,
  levelOf,
  levelOfRecorded,
  type Change,
  type ChangeDirection,
  type ChangeSite,
  type Effect,
  type Level,
} from "../../generator/changes/change.js";
import { diffType } from "../../generator/changes/diff-types.js";
import {
  charsetPattern,
  compareIntegerText,
  compareNumbers,
  effectOf,
  intersectInterval,
  intervalRelation,
  intervalText,
  patternLengths,
  patternRelation,
  setRelation,
  type End,
  type Interval,
} from "../../generator/changes/relations.js";
import type { LeafType } from "../../generator/changes/surface.js";
import type { DecimalNode, EnumNode } from "../../generator/ir/ir.js";

const closed = (value: string): End => ({ value, exclusive: false });
const open = (value: string): End => ({ value, exclusive: true });
const request: ChangeSite = { operation: "PAY", version: "1", direction: "request" };
const response: ChangeSite = { operation: "PAY", version: "1", direction: "response" };

describe("levels of an effect, by who reads or writes", () => {
  const table: [Effect, Record<ChangeDirection, Level>][] = [
    ["documents", { request: "documentation", response: "documentation", api: "documentation" }],
    ["compatible", { request: "compatible", response: "compatible", api: "compatible" }],
    ["undecided", { request: "warning", response: "warning", api: "warning" }],
    ["breaks", { request: "breaking", response: "breaking", api: "breaking" }],
    ["alters", { request: "breaking", response: "breaking", api: "breaking" }],
    ["narrows", { request: "breaking", response: "compatible", api: "breaking" }],
    ["widens", { request: "compatible", response: "breaking", api: "compatible" }],
  ];
  it.each(table)("%s", (effect, levels) => {
    for (const [direction, level] of Object.entries(levels) as [ChangeDirection, Level][]) {
      expect(levelOf(direction, effect), direction).toBe(level);
    }
  });

  it("gives a major bump only to a breaking change, a minor one to a warning or a compatible change", () => {
    expect(impactOf("request", "narrows")).toEqual({ level: "breaking", breaking: true, bump: "major" });
    expect(impactOf("request", "undecided")).toEqual({ level: "warning", breaking: false, bump: "minor" });
    expect(impactOf("request", "widens")).toEqual({ level: "compatible", breaking: false, bump: "minor" });
    expect(impactOf("request", "documents")).toEqual({ level: "documentation", breaking: false, bump: "patch" });
  });

  it("calls every relation's effect by its name", () => {
    expect(effectOf("narrower")).toBe("narrows");
    expect(effectOf("wider")).toBe("widens");
    expect(effectOf("different")).toBe("alters");
  });
});

describe("a change at its site", () => {
  it("carries the site, the facet and the words before and after, and no facet when none is named", () => {
    const change = changeAt(request, "order.amount", "bound-narrowed", "narrows", "1-9", "2-9", "range");
    expect(change).toEqual({
      operation: "PAY",
      version: "1",
      direction: "request",
      path: "order.amount",
      kind: "bound-narrowed",
      facet: "range",
      level: "breaking",
      breaking: true,
      bump: "major",
      security: false,
      before: "1-9",
      after: "2-9",
    });
    expect("facet" in changeAt(request, "order.amount", "field-added", "compatible", null, "x")).toBe(false);
    expect(changeAt(request, "x", "mask-changed", "undecided", null, null, undefined, true).security).toBe(true);
  });

  it("is documentation inside an added version, and keeps its level for whoever moves to that version", () => {
    const change = changeAt({ ...request, relativeTo: "1" }, "order.amount", "bound-narrowed", "narrows", "1-9", "2-9");
    expect(change).toMatchObject({ level: "documentation", breaking: false, bump: "patch", relativeTo: "1", levelFromBase: "breaking" });
    expect("relativeTo" in changeAt(request, "x", "field-added", "compatible", null, "x")).toBe(false);
  });

  it("bumps a set of changes by its largest, not counting the differences inside an added version", () => {
    const at = (effect: Effect, site = request): Change => changeAt(site, "x", "field-added", effect, null, null);
    expect(bumpOf([])).toBe("none");
    expect(bumpOf([at("documents")])).toBe("patch");
    expect(bumpOf([at("documents"), at("widens"), at("documents")])).toBe("minor");
    expect(bumpOf([at("widens"), at("narrows"), at("documents")])).toBe("major");
    expect(bumpOf([at("widens"), at("narrows", { ...request, relativeTo: "1" })])).toBe("minor");
    // Alone, a difference inside an added version moves nothing (as a change it is documentation: a patch).
    expect(bumpOf([at("narrows", { ...request, relativeTo: "1" })])).toBe("none");
  });

  it("moves a version by each bump", () => {
    expect(bumpVersion("1.4.2", "major")).toBe("2.0.0");
    expect(bumpVersion("1.4.2", "minor")).toBe("1.5.0");
    expect(bumpVersion("1.4.2", "patch")).toBe("1.4.3");
    expect(bumpVersion("1.4.2", "none")).toBe("1.4.2");
    expect(bumpVersion("3", "patch")).toBe("3.0.1");
  });

  it("reads the level of a change an older release recorded without one", () => {
    const base = { operation: "*", version: "*", direction: "api", path: "x", kind: "changed", before: null, after: null } as const;
    expect(levelOfRecorded({ ...base, breaking: true, bump: "major" })).toBe("breaking");
    expect(levelOfRecorded({ ...base, breaking: false, bump: "minor" })).toBe("compatible");
    expect(levelOfRecorded({ ...base, breaking: false, bump: "patch" })).toBe("documentation");
    expect(levelOfRecorded({ ...base, breaking: false, bump: "minor", level: "warning" })).toBe("warning");
  });
});

describe("intervals compared", () => {
  const table: [string, Interval, Interval, string][] = [
    ["the same", { min: closed("1"), max: closed("9") }, { min: closed("1"), max: closed("9") }, "same"],
    ["a larger minimum", { min: closed("1") }, { min: closed("2") }, "narrower"],
    ["a smaller minimum", { min: closed("2") }, { min: closed("1") }, "wider"],
    ["a smaller maximum", { max: closed("9") }, { max: closed("8") }, "narrower"],
    ["a larger maximum", { max: closed("8") }, { max: closed("9") }, "wider"],
    ["a minimum added", {}, { min: closed("1") }, "narrower"],
    ["a maximum removed", { max: closed("9") }, {}, "wider"],
    ["an inclusive minimum made exclusive", { min: closed("0") }, { min: open("0") }, "narrower"],
    ["an exclusive minimum made inclusive", { min: open("0") }, { min: closed("0") }, "wider"],
    ["an inclusive maximum made exclusive", { max: closed("9") }, { max: open("9") }, "narrower"],
    ["an exclusive maximum made inclusive", { max: open("9") }, { max: closed("9") }, "wider"],
    ["an exclusive end moved outward", { min: open("1") }, { min: closed("0") }, "wider"],
    ["both ends moved in", { min: closed("1"), max: closed("9") }, { min: closed("2"), max: closed("8") }, "narrower"],
    ["one end in, the other out", { min: closed("1"), max: closed("9") }, { min: closed("2"), max: closed("10") }, "different"],
    ["one end in, the other unchanged", { min: closed("1"), max: closed("9") }, { min: closed("1"), max: closed("8") }, "narrower"],
  ];
  it.each(table)("%s", (_, before, after, relation) => {
    expect(intervalRelation(before, after, compareNumbers)).toBe(relation);
  });

  it("compares integer text exactly past 2^53 and decimal text by value", () => {
    expect(compareIntegerText("9999999999999999", "9999999999999998")).toBe(1);
    expect(compareIntegerText("9999999999999998", "9999999999999999")).toBe(-1);
    expect(compareIntegerText("10", "10")).toBe(0);
    expect(intervalRelation({ max: closed("9999999999999998") }, { max: closed("9999999999999999") }, compareIntegerText)).toBe("wider");
    expect(compareNumbers("10", "9")).toBeGreaterThan(0);
  });

  it("says an interval in the reference's words", () => {
    expect(intervalText({})).toBeNull();
    expect(intervalText({ min: closed("1"), max: closed("9") })).toBe("1-9");
    expect(intervalText({ min: closed("3"), max: closed("3") })).toBe("exactly 3");
    expect(intervalText({ min: open("0"), max: closed("9") })).toBe("> 0, <= 9");
    expect(intervalText({ min: closed("0"), max: open("9") })).toBe(">= 0, < 9");
    expect(intervalText({ min: closed("1") })).toBe(">= 1");
    expect(intervalText({ max: closed("9") })).toBe("<= 9");
  });

  it("intersects two intervals, keeping the larger minimum and the smaller maximum", () => {
    expect(intersectInterval({ min: closed("1"), max: closed("9") }, undefined)).toEqual({ min: closed("1"), max: closed("9") });
    expect(intersectInterval({ min: closed("1"), max: closed("9") }, { min: closed("3"), max: closed("12") })).toEqual({
      min: closed("3"),
      max: closed("9"),
    });
    expect(intersectInterval({ min: closed("4") }, { min: closed("3"), max: closed("5") })).toEqual({ min: closed("4"), max: closed("5") });
    expect(intersectInterval({ max: closed("4") }, { min: closed("3") })).toEqual({ min: closed("3"), max: closed("4") });
    expect(intersectInterval({ min: closed("10") }, { min: closed("9") })).toEqual({ min: closed("10") });
    expect(intersectInterval({ min: closed("1") }, { max: closed("5") })).toEqual({ min: closed("1"), max: closed("5") });
    expect(intersectInterval({ max: closed("9") }, { max: closed("5") })).toEqual({ max: closed("5") });
  });
});

describe("finite sets and languages compared", () => {
  it("relates sets by inclusion, undefined being any value", () => {
    expect(setRelation(undefined, undefined)).toBe("same");
    expect(setRelation(undefined, ["a"])).toBe("narrower");
    expect(setRelation(["a"], undefined)).toBe("wider");
    expect(setRelation(["a", "b"], ["b", "a"])).toBe("same");
    expect(setRelation(["a", "b"], ["a"])).toBe("narrower");
    expect(setRelation(["a"], ["a", "b"])).toBe("wider");
    expect(setRelation(["a", "b"], ["a", "c"])).toBe("different");
  });

  it("relates patterns by the texts they accept, whatever their words", () => {
    expect(patternRelation("^[a-z]+$", "^[a-z]+$")).toBe("same");
    expect(patternRelation(undefined, "^[a-z]+$")).toBe("narrower");
    expect(patternRelation("^[a-z]+$", undefined)).toBe("wider");
    expect(patternRelation("^[a-z]+$", "^[a-c]+$")).toBe("narrower");
    expect(patternRelation("^[a-c]+$", "^[a-z]+$")).toBe("wider");
    expect(patternRelation("^[a-c]+$", "^[b-d]+$")).toBe("different");
    expect(patternRelation("^[a-z0-9]+$", "^[0-9a-z]+$")).toBe("same");
    // Read as the validators read them, with the u flag: a range of code point escapes is a range
    // (without it, `0}-\u` would be a range out of order, and the pattern unreadable).
    expect(patternRelation("^[\\u{1F600}-\\u{1F64F}]$", "^[\\u{1F600}-\\u{1F64F}a]$")).toBe("wider");
    expect(patternLengths("^\\u{1F600}{2}$")).toEqual({ min: closed("2"), max: closed("2") });
    // A lookaround refa cannot read: different, unless the text is the same.
    expect(patternRelation("^(?=a)[a-z]$", "^a$")).toBe("different");
    expect(patternRelation("^a$", "^(?=a)[a-z]$")).toBe("different");
    expect(patternRelation("^(?=a)[a-z]$", "^(?=a)[a-z]$")).toBe("same");
  });

  it("reads a character set as the texts made only of its characters", () => {
    expect(charsetPattern(undefined)).toBeUndefined();
    expect(charsetPattern("A-Z")).toBe("^[A-Z]*$");
  });

  it("finds the shortest and longest texts a pattern accepts", () => {
    expect(patternLengths(undefined)).toBeUndefined();
    expect(patternLengths("^[0-9]{4}-[0-9]{2}-[0-9]{2}$")).toEqual({ min: closed("10"), max: closed("10") });
    expect(patternLengths("^a{2,5}$")).toEqual({ min: closed("2"), max: closed("5") });
    expect(patternLengths("^a(bc)?d$")).toEqual({ min: closed("2"), max: closed("4") });
    expect(patternLengths("^a{3}b*$")).toEqual({ min: closed("3") });
    expect(patternLengths("^(?:x|yy|zzz)$")).toEqual({ min: closed("1"), max: closed("3") });
    expect(patternLengths("^$")).toEqual({ min: closed("0"), max: closed("0") });
    expect(patternLengths("^(?=a)[a-z]$")).toBeUndefined();
    // Automata whose paths fork and meet again (2^30 of them): read in time, each state once.
    expect(patternLengths("^(?:ab|cd)*x{60}$")).toEqual({ min: closed("60") });
    expect(patternLengths("^(?:ab|cd){30}$")).toEqual({ min: closed("60"), max: closed("60") });
    // A pattern no text matches has no lengths to give.
    expect(patternLengths("^[]$")).toBeUndefined();
  });
});

describe("a decimal's range made exclusive or inclusive (finding 10)", () => {
  const decimal = (facets: Partial<DecimalNode>): DecimalNode => ({
    kind: "decimal",
    typeName: "Decimal",
    pattern: "^[0-9]+(\\.[0-9]+)?$",
    signed: false,
    ...facets,
  });
  const rangeChange = (site: ChangeSite, before: Partial<DecimalNode>, after: Partial<DecimalNode>) =>
    diffType(site, "order.amount", decimal(before), decimal(after)).map(({ kind, level, before: old, after: now, facet }) => ({
      kind,
      level,
      facet,
      old,
      now,
    }));

  it("narrows when a minimum becomes exclusive: breaking for callers, compatible for readers", () => {
    expect(rangeChange(request, { minimum: "0" }, { exclusiveMinimum: "0" })).toEqual([
      { kind: "bound-narrowed", level: "breaking", facet: "range", old: ">= 0", now: "> 0" },
    ]);
    expect(rangeChange(response, { minimum: "0" }, { exclusiveMinimum: "0" })).toEqual([
      { kind: "bound-narrowed", level: "compatible", facet: "range", old: ">= 0", now: "> 0" },
    ]);
  });

  it("widens when an exclusive minimum becomes inclusive: compatible for callers, breaking for readers", () => {
    expect(rangeChange(request, { exclusiveMinimum: "0" }, { minimum: "0" })).toEqual([
      { kind: "bound-widened", level: "compatible", facet: "range", old: "> 0", now: ">= 0" },
    ]);
    expect(rangeChange(response, { exclusiveMinimum: "0" }, { minimum: "0" })).toEqual([
      { kind: "bound-widened", level: "breaking", facet: "range", old: "> 0", now: ">= 0" },
    ]);
  });

  it("holds the stricter of an inclusive and an exclusive minimum", () => {
    // >= 1 with > 0: 1 holds; dropping the exclusive 0 changes nothing.
    expect(rangeChange(request, { minimum: "1", exclusiveMinimum: "0" }, { minimum: "1" })).toEqual([]);
    // >= 0 with > 0: > 0 holds; dropping it widens.
    expect(rangeChange(request, { minimum: "0", exclusiveMinimum: "0" }, { minimum: "0" })).toEqual([
      { kind: "bound-widened", level: "compatible", facet: "range", old: "> 0", now: ">= 0" },
    ]);
    expect(rangeChange(request, { minimum: "0", exclusiveMinimum: "0.5" }, { minimum: "0", exclusiveMinimum: "0.25" })).toEqual([
      { kind: "bound-widened", level: "compatible", facet: "range", old: "> 0.5", now: "> 0.25" },
    ]);
  });
});

describe("an enumeration whose openness and values change together (finding 10)", () => {
  const enumeration = (values: string[], openReason?: string): EnumNode => ({
    kind: "enum",
    typeName: "Enumeration",
    values: values.map((value) => ({ value })),
    list: false,
    ...(openReason === undefined ? {} : { open: openReason }),
  });
  const changes = (site: ChangeSite, before: EnumNode, after: EnumNode) =>
    diffType(site, "order.status", before, after)
      .map(({ kind, level, before: old, after: now }) => ({ kind, level, old, now }))
      .sort((a, b) => a.kind.localeCompare(b.kind));

  it("a closed list that opens and loses a value: the opening widens, the value is words", () => {
    expect(changes(request, enumeration(["A", "B"]), enumeration(["A"], "in part"))).toEqual([
      { kind: "enum-value-removed", level: "documentation", old: "B", now: null },
      { kind: "list-opened", level: "compatible", old: "closed", now: "open (in part)" },
    ]);
    expect(changes(response, enumeration(["A", "B"]), enumeration(["A"], "in part"))).toEqual([
      { kind: "enum-value-removed", level: "documentation", old: "B", now: null },
      { kind: "list-opened", level: "breaking", old: "closed", now: "open (in part)" },
    ]);
  });

  it("an open list that closes and gains a value: the closing breaks, the value is words", () => {
    expect(changes(response, enumeration(["A"], "in part"), enumeration(["A", "B"]))).toEqual([
      { kind: "enum-value-added", level: "documentation", old: null, now: "B" },
      // The old openness is named without its reason: the reason is the source document's own words
      // about the list, which the package's changelog does not quote.
      { kind: "list-closed", level: "breaking", old: "open", now: "closed" },
    ]);
  });

  it("a closed list's values: one removed narrows what callers send and breaks readers, one added widens", () => {
    expect(changes(request, enumeration(["A", "B"]), enumeration(["A", "C"]))).toEqual([
      { kind: "enum-value-added", level: "compatible", old: null, now: "C" },
      { kind: "enum-value-removed", level: "breaking", old: "B", now: null },
    ]);
    expect(changes(response, enumeration(["A", "B"]), enumeration(["A", "C"]))).toEqual([
      { kind: "enum-value-added", level: "breaking", old: null, now: "C" },
      { kind: "enum-value-removed", level: "breaking", old: "B", now: null },
    ]);
  });

  it("an open list's reason reworded is words, and so are its values", () => {
    expect(changes(request, enumeration(["A"], "in part"), enumeration(["A", "B"], "some of them"))).toEqual([
      { kind: "documentation-changed", level: "documentation", old: "in part", now: "some of them" },
      { kind: "enum-value-added", level: "documentation", old: null, now: "B" },
    ]);
  });

  it("a value's description and the list's kind", () => {
    const described = (description: string): EnumNode => ({ ...enumeration([]), values: [{ value: "A", description }] });
    expect(changes(request, described("one"), described("two"))).toEqual([
      { kind: "documentation-changed", level: "documentation", old: "one", now: "two" },
    ]);
    expect(changes(request, enumeration(["A"]), { ...enumeration(["A"]), list: true })).toEqual([
      { kind: "list-kind-changed", level: "breaking", old: "one value", now: "comma-separated list" },
    ]);
  });
});

describe("each facet of each kind, compared and named (diffType)", () => {
  const text = (facets: object): LeafType => ({ kind: "string", typeName: "String", ...facets }) as LeafType;
  const decimal = (facets: object): LeafType => ({ kind: "decimal", typeName: "Decimal", signed: false, ...facets }) as LeafType;
  const map = (facets: object): LeafType =>
    ({ kind: "map", keyCharset: "a-z", keyMinLength: 1, keyMaxLength: 9, value: text({}), ...facets }) as LeafType;
  const enumeration = (values: { value: string; description?: string }[], facets: object = {}): LeafType =>
    ({ kind: "enum", typeName: "Enumeration", values, list: false, ...facets }) as LeafType;
  const list = (items: LeafType): LeafType => ({ kind: "array", items });
  const seen = (site: ChangeSite, before: LeafType, after: LeafType, facet?: string) =>
    diffType(site, "p", before, after, facet).map(({ kind, level, facet: name, before: old, after: now }) => [kind, level, name, old, now]);

  it.each<[string, LeafType, LeafType, unknown[][]]>([
    [
      "a length",
      text({ minLength: 1, maxLength: 10 }),
      text({ minLength: 1, maxLength: 5 }),
      [["bound-narrowed", "breaking", "length", "1-10", "1-5"]],
    ],
    [
      "a length a pattern fixes already: words",
      text({ pattern: "^[0-9]{4}$", maxLength: 10 }),
      text({ pattern: "^[0-9]{4}$", maxLength: 8 }),
      [["documentation-changed", "documentation", "length", "<= 10", "<= 8"]],
    ],
    ["the lengths allowed", text({ lengths: [2, 3] }), text({ lengths: [2] }), [["bound-narrowed", "breaking", "lengths", "2, 3", "2"]]],
    ["the digits", text({ maxDigits: 5 }), text({ maxDigits: 4 }), [["bound-narrowed", "breaking", "digits", "<= 5", "<= 4"]]],
    ["not in the past, added", text({}), text({ notInPast: true }), [["bound-narrowed", "breaking", "not in the past", "false", "true"]]],
    [
      "not in the past, removed",
      text({ notInPast: true }),
      text({}),
      [["bound-widened", "compatible", "not in the past", "true", "false"]],
    ],
    ["a format added", text({}), text({ format: "date" }), [["format-changed", "breaking", "format", null, "date"]]],
    ["a format removed", text({ format: "date" }), text({}), [["format-changed", "compatible", "format", "date", null]]],
    ["a format replaced", text({ format: "date" }), text({ format: "uri" }), [["format-changed", "breaking", "format", "date", "uri"]]],
    [
      "a pattern's words",
      text({ patternText: "a" }),
      text({ patternText: "b" }),
      [["documentation-changed", "documentation", "pattern's words", "a", "b"]],
    ],
    [
      "a pattern's words dropped",
      text({ patternText: "a" }),
      text({}),
      [["documentation-changed", "documentation", "pattern's words", "a", null]],
    ],
    [
      "a pattern's words added",
      text({}),
      text({ patternText: "b" }),
      [["documentation-changed", "documentation", "pattern's words", null, "b"]],
    ],
    [
      "a charset written otherwise",
      text({ charset: "A-Z0-9" }),
      text({ charset: "0-9A-Z" }),
      [["documentation-changed", "documentation", "charset", "A-Z0-9", "0-9A-Z"]],
    ],
    [
      "a pattern written otherwise",
      text({ pattern: "^[ab]$" }),
      text({ pattern: "^[ba]$" }),
      [["documentation-changed", "documentation", "pattern", "^[ab]$", "^[ba]$"]],
    ],
    [
      "a charset tightened",
      text({ charset: "A-Z0-9" }),
      text({ charset: "A-Z" }),
      [["charset-tightened", "breaking", "charset", "A-Z0-9", "A-Z"]],
    ],
    [
      "an integer's range",
      { kind: "integer", minimum: "1", maximum: "9" },
      { kind: "integer", minimum: "1", maximum: "8" },
      [["bound-narrowed", "breaking", "range", "1-9", "1-8"]],
    ],
    [
      "a decimal's pattern",
      decimal({ pattern: "^[0-9]+$" }),
      decimal({ pattern: "^[0-9]$" }),
      [["pattern-tightened", "breaking", "pattern", "^[0-9]+$", "^[0-9]$"]],
    ],
    [
      "a decimal's length",
      decimal({ maxLength: 9 }),
      decimal({ maxLength: 8 }),
      [["bound-narrowed", "breaking", "length", "<= 9", "<= 8"]],
    ],
    ["a decimal's scale", decimal({ scale: 3 }), decimal({ scale: 2 }), [["bound-narrowed", "breaking", "scale", "<= 3", "<= 2"]]],
    ["a map's entries", map({ maxEntries: 5 }), map({ maxEntries: 4 }), [["bound-narrowed", "breaking", "entries", "<= 5", "<= 4"]]],
    ["a map's key length", map({}), map({ keyMaxLength: 8 }), [["bound-narrowed", "breaking", "key length", "1-9", "1-8"]]],
    ["a map's key charset", map({}), map({ keyCharset: "a-y" }), [["charset-tightened", "breaking", "key charset", "a-z", "a-y"]]],
    ["a map's value", map({}), map({ value: text({ maxLength: 3 }) }), [["bound-narrowed", "breaking", "value length", null, "<= 3"]]],
    [
      "a list's items",
      list(text({ maxLength: 4 })),
      list(text({ maxLength: 3 })),
      [["bound-narrowed", "breaking", "items length", "<= 4", "<= 3"]],
    ],
    [
      "a type",
      list(text({})),
      map({ value: { kind: "object", open: false } }),
      [["type-changed", "breaking", undefined, "array of String", "map of object"]],
    ],
    [
      "an object for a boolean",
      { kind: "object", open: false },
      { kind: "boolean" },
      [["type-changed", "breaking", undefined, "object", "boolean"]],
    ],
    [
      "an integer without a data type",
      { kind: "integer" },
      { kind: "boolean" },
      [["type-changed", "breaking", undefined, "integer", "boolean"]],
    ],
    [
      "a value's description",
      enumeration([{ value: "A", description: "x" }]),
      enumeration([{ value: "A", description: "y" }]),
      [["documentation-changed", "documentation", "description of value A", "x", "y"]],
    ],
    [
      "a value's description given where it had none",
      enumeration([{ value: "A" }]),
      enumeration([{ value: "A", description: "y" }]),
      [["documentation-changed", "documentation", "description of value A", null, "y"]],
    ],
    [
      "a value's description taken away",
      enumeration([{ value: "A", description: "x" }]),
      enumeration([{ value: "A" }]),
      [["documentation-changed", "documentation", "description of value A", "x", null]],
    ],
    [
      "a list's kind",
      enumeration([{ value: "A" }]),
      enumeration([{ value: "A" }], { list: true }),
      [["list-kind-changed", "breaking", "values", "one value", "comma-separated list"]],
    ],
    [
      "a list opened without a reason",
      enumeration([{ value: "A" }]),
      enumeration([{ value: "A" }], { open: "" }),
      [["list-opened", "compatible", "values", "closed", "open ()"]],
    ],
    [
      "an open list's reason",
      enumeration([{ value: "A" }], { open: "x" }),
      enumeration([{ value: "A" }], { open: "y" }),
      [["documentation-changed", "documentation", "other values", "x", "y"]],
    ],
  ])("%s", (_, before, after, expected) => {
    expect(seen(request, before, after)).toEqual(expected);
    expect(seen(request, before, before)).toEqual([]);
  });

  it("prefixes each facet with the facet it is inside", () => {
    expect(seen(request, list(text({ maxLength: 4 })), list(text({ maxLength: 3 })), "list")).toEqual([
      ["bound-narrowed", "breaking", "list items length", "<= 4", "<= 3"],
    ]);
    expect(seen(request, list(text({})), text({}), "list")).toEqual([["type-changed", "breaking", "list", "array of String", "String"]]);
  });

  it("judges a format and not-in-the-past by who sends: a format removed breaks readers", () => {
    expect(seen(response, text({ format: "date" }), text({}))).toEqual([["format-changed", "breaking", "format", "date", null]]);
    expect(seen(response, text({}), text({ format: "date" }))).toEqual([["format-changed", "compatible", "format", null, "date"]]);
    expect(seen(response, text({}), text({ notInPast: true }))).toEqual([
      ["bound-narrowed", "compatible", "not in the past", "false", "true"],
    ]);
  });
});
