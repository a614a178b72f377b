// The change report's safety net (generator/changes/unexplained.ts): a part of the surface that
// differs where no comparison said how is still reported, place by place, as warnings a person must
// judge; at most five places are named and the rest counted, and long values are cut, so that the
// report stays readable.

import { describe, expect, it } from "vitest";
import type { ChangeSite } from "../../generator/changes/change.js";
import { changeAt } from "../../generator/changes/change.js";
import { unexplained } from "../../generator/changes/unexplained.js";

const SITE: ChangeSite = { operation: "*", version: "*", direction: "api" };
const rows = (before: unknown, after: unknown) =>
  unexplained(SITE, "double", before, after, []).map((change) => [change.facet, change.before, change.after]);

describe("the safety net", () => {
  it("says nothing where the values are the same, or where a comparison already said how they differ", () => {
    expect(unexplained(SITE, "double", { a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }, [])).toEqual([]);
    const said = changeAt(SITE, "double", "double-changed", "undecided", "1", "2", "a");
    expect(unexplained(SITE, "double", { a: 1 }, { a: 2 }, [said])).toEqual([]);
  });

  it("names each place that differs, by its keys and indexes, as a warning", () => {
    const changes = unexplained(SITE, "double", { a: { b: 1, c: [1, 2] } }, { a: { b: 2, c: [1, 3] } }, []);
    expect(changes).toEqual([
      expect.objectContaining({ path: "double", kind: "changed", level: "warning", facet: "a.b", before: "1", after: "2" }),
      expect.objectContaining({ path: "double", kind: "changed", level: "warning", facet: "a.c.1", before: "2", after: "3" }),
    ]);
  });

  it("says none for a side without the value, and names no place where the whole part differs", () => {
    expect(rows({ a: 1 }, { a: 1, b: 2 })).toEqual([["b", null, "2"]]);
    expect(rows({ a: 1, b: 2 }, { a: 1 })).toEqual([["b", "2", null]]);
    expect(unexplained(SITE, "double", "old form", "new form", [])).toEqual([expect.not.objectContaining({ facet: expect.anything() })]);
    expect(rows("old form", "new form")).toEqual([[undefined, "old form", "new form"]]);
    expect(rows({ a: 1 }, [1])).toEqual([
      ["0", null, "1"],
      ["a", "1", null],
    ]);
  });

  it("names five places at most, and counts the rest", () => {
    const before = Object.fromEntries("abcdefg".split("").map((key) => [key, 1]));
    const after = Object.fromEntries("abcdefg".split("").map((key) => [key, 2]));
    expect(rows(before, after)).toEqual([
      ["a", "1", "2"],
      ["b", "1", "2"],
      ["c", "1", "2"],
      ["d", "1", "2"],
      ["e", "1", "2"],
      ["and", null, "2 more places"],
    ]);
    const places = (count: number) =>
      [1, 2].map((value) =>
        Object.fromEntries(
          "abcdefg"
            .slice(0, count)
            .split("")
            .map((key) => [key, value]),
        ),
      );
    const [fiveBefore, fiveAfter] = places(5);
    expect(rows(fiveBefore, fiveAfter)).toHaveLength(5);
    expect(rows(fiveBefore, fiveAfter).at(-1)).toEqual(["e", "1", "2"]);
    const [sixBefore, sixAfter] = places(6);
    expect(rows(sixBefore, sixAfter).at(-1)).toEqual(["and", null, "1 more place"]);
  });

  it("cuts a value longer than 80 characters to 77 and an ellipsis, and keeps one of 80 whole", () => {
    const [[, before, after]] = rows({ a: "x".repeat(81) }, { a: "y".repeat(80) }) as [[string, string, string]];
    expect(before).toBe(`${"x".repeat(77)}...`);
    expect(after).toBe("y".repeat(80));
  });

  it("writes values in words, never JSON", () => {
    expect(rows({ a: { keepFirst: 6 } }, { a: ["x", "y"] })).toEqual([
      ["a.0", null, "x"],
      ["a.1", null, "y"],
      ["a.keepFirst", "6", null],
    ]);
    expect(rows({ a: null }, { a: true })).toEqual([["a", "none", "true"]]);
    // A value that became text is one place, not one for each of its characters.
    expect(rows({ a: { keepFirst: 6 } }, { a: "flat" })).toEqual([["a", "keep first 6", "flat"]]);
  });
});
