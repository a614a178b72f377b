// The code frame under each diagnostic, compared as text: the line before, the line, the line after,
// carets under the span counted in terminal columns (wide CJK and emoji take two, a combining accent
// none), the suggestion beside them, and spec text shown inert.

import { describe, expect, it } from "vitest";
import { codeFrame, inert, renderDiagnostics, FRAME_LINE_MAX_CHARACTERS } from "../../generator/diagnostics/code-frame.js";
import { createDiagnostic } from "../../generator/diagnostics/diagnostic.js";

const SOURCE = ["kind: fields", "fields:", "  customer.firstName:", "    type: Strng", "    length: [1, 50]", ""].join("\n");

describe("a diagnostic with its code frame", () => {
  it("prints the editor's line, then the lines around it with carets under the span and the suggestion", () => {
    const diagnostic = createDiagnostic(
      "unknown-type",
      { file: "fields/customer.yaml", line: 4, column: 11, length: 5 },
      { type: "Strng" },
      "did you mean 'String'?",
    );
    const text = renderDiagnostics([diagnostic], new Map([["fields/customer.yaml", SOURCE]]), (file) => `spec/${file}`);
    expect(text).toBe(
      [
        "spec/fields/customer.yaml:4:11: error unknown-type: unknown type 'Strng'",
        "  3 |   customer.firstName:",
        "> 4 |     type: Strng",
        "    |           ^^^^^ help: did you mean 'String'?",
        "  5 |     length: [1, 50]",
      ].join("\n"),
    );
  });

  it("separates diagnostics with a blank line, and prints the header and help alone when the file has no text", () => {
    const missing = createDiagnostic("missing-section", { file: "api/errors.yaml", line: 1, column: 1 }, { kind: "errors" });
    const withHelp = { ...missing, help: "add it" };
    expect(renderDiagnostics([missing, withHelp], new Map())).toBe(
      [
        "api/errors.yaml:1:1: error missing-section: spec has no errors file",
        "",
        "api/errors.yaml:1:1: error missing-section: spec has no errors file",
        "  = help: add it",
      ].join("\n"),
    );
  });

  it("shows no line before the first line, nor after the last", () => {
    expect(codeFrame(SOURCE, { line: 1, column: 1, length: 4 })).toEqual(["> 1 | kind: fields", "    | ^^^^", "  2 | fields:"]);
    expect(codeFrame(SOURCE, { line: 5, column: 5, length: 6 })).toEqual([
      "  4 |     type: Strng",
      "> 5 |     length: [1, 50]",
      "    |     ^^^^^^",
    ]);
  });

  it("widens the gutter for the largest line number shown", () => {
    const source = Array.from({ length: 10 }, (_, index) => `line${index + 1}: x`).join("\n");
    expect(codeFrame(source, { line: 9, column: 8 })).toEqual([
      "   8 | line8: x",
      ">  9 | line9: x",
      "     |        ^",
      "  10 | line10: x",
    ]);
  });

  it("puts one caret at the end of a line or past the last, and cuts a span at its line's end", () => {
    expect(codeFrame("a: [1\n", { line: 1, column: 6 })).toEqual(["> 1 | a: [1", "    |      ^"]);
    expect(codeFrame("a: 1\n", { line: 2, column: 1 })).toEqual(["  1 | a: 1", "> 2 |", "    | ^"]);
    expect(codeFrame("a:\n  b: 1\n", { line: 1, column: 1, length: 10 })).toEqual(["> 1 | a:", "    | ^^", "  2 |   b: 1"]);
    expect(codeFrame("a: 1\n", { line: 7, column: 1 })).toEqual([]);
  });

  it("counts wide CJK and emoji as two columns and a combining accent as none", () => {
    // `é` is e + U+0301; the type name starts at column 25 in characters, 26 on a terminal.
    const line = 'a: { d: "日本😀e\u0301", type: Strng }';
    expect(line.indexOf("Strng")).toBe(24);
    expect(codeFrame(line, { line: 1, column: 25, length: 5 })).toEqual([`> 1 | ${line}`, `    | ${" ".repeat(25)}^^^^^`]);
    // Carets under wide text are as wide as it.
    expect(codeFrame(line, { line: 1, column: 10, length: 2 })).toEqual([`> 1 | ${line}`, `    | ${" ".repeat(9)}^^^^`]);
  });

  it("shows tabs as four spaces and counts them so", () => {
    expect(codeFrame("a:\tStrng", { line: 1, column: 4, length: 5 })).toEqual(["> 1 | a:    Strng", "    |       ^^^^^"]);
  });

  it("shows control characters, escape sequences and bidirectional overrides as text", () => {
    expect(inert("a\u001b[31mred\u0007\u202eevil\r")).toBe("a\\u{1b}[31mred\\u{7}\\u{202e}evil\\u{d}");
    const [, shown] = renderDiagnostics(
      [{ ...createDiagnostic("unknown-type", { file: "f.yaml", line: 1, column: 7, length: 3 }, { type: "\u001b[2J" }) }],
      new Map([["f.yaml", "type: \u001b[2J\n"]]),
    ).split("\n");
    expect(shown).toBe("> 1 | type: \\u{1b}[2J");
  });

  it("keeps Windows line ends out of the frame", () => {
    expect(codeFrame("a: 1\r\nb: [\r\nc: 3\r\n", { line: 2, column: 4 })).toEqual(["  1 | a: 1", "> 2 | b: [", "    |    ^", "  3 | c: 3"]);
  });

  it("shows a window of a long line around the span", () => {
    const line = `k: [${"x, ".repeat(200)}Strng]`;
    const column = line.indexOf("Strng") + 1;
    const [shown, carets] = codeFrame(line, { line: 1, column, length: 5 });
    expect(shown?.length).toBeLessThanOrEqual(FRAME_LINE_MAX_CHARACTERS + 10);
    expect(shown).toMatch(/^> 1 \| …[ x,]+Strng\]$/);
    expect(carets?.indexOf("^")).toBe(shown?.indexOf("Strng"));
    expect(carets).toMatch(/\^{5}$/);
  });
});
