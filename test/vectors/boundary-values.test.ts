// The boundary values the conformance vectors are made of (generator/emit/test-vectors/boundary-values.ts),
// for a map of named values: its names' shortest and longest lengths, one past each; a name length
// the spec leaves open (`keyLength: [1, null]`) has no longest name, and no value is built for one
// (the spec fuzz found a `"k".repeat` of 2^53 there).

import { describe, expect, it } from "vitest";
import { leafCandidates } from "../../generator/emit/test-vectors/boundary-values.js";
import type { MapNode } from "../../generator/ir/ir.js";

const map = (keyMaxLength: number): MapNode => ({
  kind: "map",
  keyCharset: "a-z",
  keyMinLength: 1,
  keyMaxLength,
  value: { kind: "string", typeName: "String", minLength: 1, maxLength: 10 },
});

describe("a map's boundary values", () => {
  it("has its longest name and one past it when its names have a maximum length", () => {
    const found = leafCandidates(map(4));
    expect(found.find((each) => each.slug === "longest-name")?.value).toEqual({ kkkk: expect.any(String) });
    expect(found.find((each) => each.slug === "name-too-long")?.value).toEqual({ kkkkk: expect.any(String) });
  });

  it("has none of them when its names' length has no maximum, and the rest as before", () => {
    const ids = leafCandidates(map(Number.MAX_SAFE_INTEGER)).map((each) => each.slug);
    expect(ids).not.toContain("longest-name");
    expect(ids).not.toContain("name-too-long");
    expect(ids).toEqual(expect.arrayContaining(["no-entries", "one-entry", "name-disallowed-character", "not-an-object"]));
  });
});
