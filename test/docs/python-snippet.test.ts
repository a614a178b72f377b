// The docs' Python snippet writes the example request as a Python literal: read back by python3, it
// is the same JSON value, a number with a fraction an exact `Decimal` (as the validators read one).

import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { pythonLiteral } from "../../generator/emit/shared/python-literal.js";

describe("a JSON value as a Python literal", () => {
  it("prints each kind of value in Python's words", () => {
    expect(pythonLiteral({ a: true, b: false, c: null, d: [], e: {}, f: 12, g: 1.5 })).toBe(
      '{\n    "a": True,\n    "b": False,\n    "c": None,\n    "d": [],\n    "e": {},\n    "f": 12,\n    "g": Decimal("1.5"),\n}',
    );
  });

  it("is read back by python3 as the same value, whatever the text holds", () => {
    const value = { 'quote " and \\ backslash': ["line\nbreak", "\u2028", "emoji \u{1f600}", "\u0000", 0.1, -3, { deep: [true, null] }] };
    const script = `from decimal import Decimal\nimport json\nvalue = ${pythonLiteral(value)}\nprint(json.dumps(value, default=lambda number: float(number)))`;
    const result = spawnSync("python3", ["-B", "-c", script], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual(value);
  });
});
