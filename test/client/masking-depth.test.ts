// Masking's limits exactly at their edges (client/masking.ts): a copy for a log line or the double's
// answer stops 64 levels down, not 63 or 65; a list item is masked by its list's path; a value as long
// as the digits a mask keeps is masked whole, one character longer shows its ends; null is a value; a
// class by key name masks wherever its key is.

import { describe, expect, it } from "vitest";
import { maskBody, maskForLog, REDACTED, type Mask, type MaskTables } from "../../templates/package/src/client/masking.js";

/** `levels` arrays around the leaf: the leaf is read at depth `levels`. */
function nested(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level++) value = [value];
  return value;
}

/** The leaf under `levels` arrays. */
function leafOf(value: unknown, levels: number): unknown {
  let inner = value;
  for (let level = 0; level < levels; level++) inner = (inner as unknown[])[0];
  return inner;
}

const noTables: MaskTables = { paths: new Map(), keys: new Map() };

describe("depth", () => {
  it("copies a body 64 levels down and replaces what lies deeper", () => {
    expect(leafOf(maskBody(nested(64, "leaf"), new Map()), 64)).toBe("leaf");
    expect(leafOf(maskBody(nested(65, "leaf"), new Map()), 65)).toBe(REDACTED);
  });

  it("shows a log line's value 64 levels down when asked, and hides (and reports) what lies deeper", () => {
    const hidden: unknown[] = [];
    const masking = { tables: noTables, known: undefined, showUnknown: true, onMasked: (value: unknown) => hidden.push(value) };
    expect(leafOf(maskForLog(nested(64, "leaf"), masking), 64)).toBe("leaf");
    expect(hidden).toEqual([]);
    expect(leafOf(maskForLog(nested(65, "deep"), masking), 65)).toBe(REDACTED);
    expect(hidden).toEqual(["deep"]);
  });
});

describe("depth through objects", () => {
  /** `levels` objects around the leaf, each under the key `k`. */
  function nestedObjects(levels: number, leaf: unknown): unknown {
    let value = leaf;
    for (let level = 0; level < levels; level++) value = { k: value };
    return value;
  }
  function objectLeafOf(value: unknown, levels: number): unknown {
    let inner = value;
    for (let level = 0; level < levels; level++) inner = (inner as { k: unknown }).k;
    return inner;
  }

  it("copies a body's objects 64 levels down and replaces what lies deeper", () => {
    expect(objectLeafOf(maskBody(nestedObjects(64, "leaf"), new Map()), 64)).toBe("leaf");
    expect(objectLeafOf(maskBody(nestedObjects(65, "leaf"), new Map()), 65)).toBe(REDACTED);
  });

  it("shows a log line's objects 64 levels down when asked, and hides what lies deeper", () => {
    const masking = { tables: noTables, known: undefined, showUnknown: true };
    expect(objectLeafOf(maskForLog(nestedObjects(64, "leaf"), masking), 64)).toBe("leaf");
    expect(objectLeafOf(maskForLog(nestedObjects(65, "deep"), masking), 65)).toBe(REDACTED);
  });
});

describe("null", () => {
  it("is copied as it is, in a body and in a log line where it is known", () => {
    expect(maskBody({ a: null, b: [null] }, new Map())).toEqual({ a: null, b: [null] });
    expect(maskForLog({ a: null, b: [null] }, { tables: noTables, known: { a: 0, b: 0 } })).toEqual({ a: null, b: [null] });
  });
});

describe("a class by key name", () => {
  // Tables of this test's own: the key names are read into a cache the first time a table is used.
  it("masks a known value, and an unknown one shown on request, under any path", () => {
    const tables: MaskTables = { paths: new Map(), keys: new Map([["Security_Code", { keepFirst: 1, keepLast: 0, with: "*" }]]) };
    expect(maskForLog({ card: { securityCode: "123" } }, { tables, known: { card: { securityCode: 0 } } })).toEqual({
      card: { securityCode: "1**" },
    });
    const shown = { tables, known: undefined, showUnknown: true };
    expect(maskForLog({ a: { "SECURITY-CODE": "456" }, b: "kept" }, shown)).toEqual({ a: { "SECURITY-CODE": "4**" }, b: "kept" });
  });
});

describe("lists", () => {
  const card: Mask = { keepFirst: 2, keepLast: 2, with: "*" };

  it("masks each item of a list by the list's path with []", () => {
    const table = new Map<string, Mask>([["items[].code", card]]);
    expect(maskBody({ items: [{ code: "123456" }, { code: "abcdef", other: "kept" }] }, table)).toEqual({
      items: [{ code: "12**56" }, { code: "ab**ef", other: "kept" }],
    });
    // A masked field that holds a list where a value belongs is replaced whole.
    expect(maskBody({ codes: ["123456", "654321"] }, new Map([["codes", card]]))).toEqual({ codes: REDACTED });
  });

  it("masks list items in a log line by the list's path, and knows them by the list's node", () => {
    const tables: MaskTables = { paths: new Map([["items[].code", card]]), keys: new Map() };
    expect(maskForLog({ items: [{ code: "123456", name: "n" }] }, { tables, known: { items: { code: 0, name: 0 } } })).toEqual({
      items: [{ code: "12**56", name: "n" }],
    });
    expect(maskForLog({ lists: [["a", "b"]] }, { tables, known: { lists: 0 } })).toEqual({ lists: [["a", "b"]] });
  });
});

describe("a value as long as the digits a mask keeps", () => {
  const ends: MaskTables = { paths: new Map([["n", { keepFirst: 1, keepLast: 1, with: "#" }]]), keys: new Map() };

  it("is masked whole at the kept length, and shows its ends one character longer", () => {
    expect(maskForLog({ n: "ab" }, { tables: ends, known: undefined })).toEqual({ n: "##" });
    expect(maskForLog({ n: "abc" }, { tables: ends, known: undefined })).toEqual({ n: "a#c" });
    expect(maskForLog({ n: "a" }, { tables: ends, known: undefined })).toEqual({ n: "#" });
    expect(maskForLog({ n: "" }, { tables: ends, known: undefined })).toEqual({ n: "" });
    expect(maskBody({ n: 12 }, ends.paths)).toEqual({ n: "##" });
    expect(maskBody({ n: true }, ends.paths)).toEqual({ n: REDACTED });
  });
});
