// Code as values (emit/shared/code.ts): every value put into code goes through one escaping path,
// a name is an identifier or nothing, and code is never made from a bare string.

import { describe, expect, it } from "vitest";
import {
  _,
  arrayCode,
  blockComment,
  Code,
  docComment,
  integerCode,
  joinCode,
  lineComment,
  Name,
} from "../../generator/emit/shared/code.js";
import { CodeWriter } from "../../generator/emit/shared/code-writer.js";

describe("the _ template", () => {
  it("writes strings as escaped literals, numbers, booleans and null as literals", () => {
    expect(_`f(${'a"b'}, ${3}, ${-0.5}, ${true}, ${null})`.toString()).toBe('f("a\\"b", 3, -0.5, true, null)');
  });

  it("keeps spec text inert: a quote, a line break, U+2028 and a comment's end stay inside the literal", () => {
    const hostile = '"); process.exit(1); ("\n\u2028*/';
    expect(_`explain(${hostile})`.toString()).toBe('explain("\\"); process.exit(1); (\\"\\n\\u2028*/")');
  });

  it("refuses a number that has no literal, and a value code cannot hold", () => {
    expect(() => _`${Number.NaN}`).toThrow(/not a finite number/);
    expect(() => _`${Number.POSITIVE_INFINITY}`).toThrow(/not a finite number/);
    expect(() => _`${undefined as unknown as string}`).toThrow(/not a value code can hold/);
  });

  it("takes code and names as they are, and keeps the names of other modules", () => {
    const imported = new Name("isRecord", { module: "runtime", typeOnly: false });
    const code = _`if (${_`!${imported}(${new Name("value")})`}) ${_`return`};`;
    expect(code.toString()).toBe("if (!isRecord(value)) return;");
    expect(code.importedNames()).toEqual([imported]);
  });
});

describe("names and raw pieces", () => {
  it("refuse anything that is not an identifier", () => {
    expect(() => new Name("a-b")).toThrow(/not a valid identifier/);
    expect(() => new Name("x; y")).toThrow(/not a valid identifier/);
    expect(new Name("$valid_1").text).toBe("$valid_1");
  });

  it("take integer text as the seed writes it, and nothing else", () => {
    expect(integerCode("9999999999999999").toString()).toBe("9999999999999999");
    expect(() => integerCode("1; x")).toThrow(/not an integer/);
  });

  it("put no line break into a line comment, and no comment's end into a block comment", () => {
    expect(lineComment("a\nb\u2028c").toString()).toBe("// a b c");
    expect(docComment("ends */ here\n  and   there").toString()).toBe("/** ends * / here and there */");
    expect(blockComment("*/ evil()").toString()).toBe("/* * / evil() */");
  });

  it("join and list values", () => {
    expect(joinCode([_`a`, _`b`, _`c`], _` || `).toString()).toBe("a || b || c");
    expect(arrayCode(["x", 1]).toString()).toBe('["x", 1]');
    expect(arrayCode([]).toString()).toBe("[]");
  });

  it("cannot be made but by the builders", () => {
    expect(() => new Code(Symbol("code builder") as never, "danger()", [])).toThrow(/code is made by/);
  });
});

describe("the code writer", () => {
  it("indents blocks and notes each imported name once", () => {
    const isRecord = new Name("isRecord", { module: "runtime", typeOnly: false });
    const writer = new CodeWriter();
    writer.write(_`if (${isRecord}(a))`).block(() => writer.line(_`${isRecord}(b);`));
    expect(writer.toString()).toBe("if (isRecord(a)) {\n  isRecord(b);\n}");
    expect(writer.importedNames()).toEqual([isRecord]);
  });

  it("refuses a name imported both as a value and as a type", () => {
    const writer = new CodeWriter();
    writer.line(_`${new Name("Same", { module: "runtime", typeOnly: false })};`);
    writer.line(_`${new Name("Same", { module: "runtime", typeOnly: true })};`);
    expect(() => writer.importedNames()).toThrow(/both as a type and as a value/);
  });
});
