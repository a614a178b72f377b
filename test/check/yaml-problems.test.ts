// YAML mistakes are reported once each, where they were made: an unclosed bracket or quote at the
// character that opens it (the yaml package notices it lines later, once per enclosing collection),
// and nothing of the cascade after the first mistake that throws the parser off.

import { FLOW_NESTING_LIMIT } from "../../generator/load/flow-nesting.js";
import { describe, expect, it } from "vitest";
import { parseSpecFile } from "../../generator/load/load-spec.js";

/** One YAML file, one string a line. */
function yaml(...lines: string[]): string {
  return `${lines.join("\n")}\n`;
}

/** `code line:column` of each problem of the text, in order. */
function problemsOf(text: string): string[] {
  return parseSpecFile("fields/note.yaml", text).problems.map(({ code, line, column }) => `${code} ${line}:${column}`);
}

const ROWS = ["kind: fields", "fields:", "  order.note:", "    type: String"];

describe("a YAML mistake is reported once, where it was made", () => {
  it.each([
    ["an unclosed '[' followed by more keys", [...ROWS, "    length: [1, 50", "    only: [PAY.request]"], ["yaml-unclosed-bracket 5:13"]],
    ["an unclosed '[' at the end of the file", [...ROWS, "    length: [1, 50"], ["yaml-unclosed-bracket 5:13"]],
    [
      "an unclosed '[' before the next row",
      [...ROWS, "    length: [1, 50", "  order.memo:", "    type: String"],
      ["yaml-unclosed-bracket 5:13"],
    ],
    ["an unclosed '{'", [...ROWS.slice(0, 3), "    presence: { request: O", "    type: String"], ["yaml-unclosed-bracket 4:15"]],
    [
      "a '[' closed by '}', inside two collections that it leaves open",
      ["kind: fields", "x: [1, {b: [2, 3}, 4]", "fields: {}"],
      ["yaml-unclosed-bracket 2:12"],
    ],
    [
      "an unclosed '\"', in a row of many lines after it",
      [...ROWS, '    description: "Notes', "    length: [1, 50]", "  order.memo:", "    type: String"],
      ["yaml-unclosed-quote 5:18"],
    ],
    [
      'an unclosed "\'" (a doubled quote inside does not close it)',
      [...ROWS, "    description: 'it''s", "    length: [1, 50]"],
      ["yaml-unclosed-quote 5:18"],
    ],
    [
      "an unclosed quote inside an unclosed '['",
      [...ROWS, '    only: [PAY.request, "PAY.response', "    length: 3"],
      ["yaml-unclosed-bracket 5:11"],
    ],
    [
      "a ']' too many (not every token after it)",
      [...ROWS, "    length: [1, 50]]", "    only: [PAY.request]", "  order.memo:", "    type: String"],
      ["yaml-syntax 5:20"],
    ],
    // Refused before the parser sees it: at the bracket that opens the first level past the limit.
    [
      "a list nested deeper than a spec file may go",
      ["kind: fields", `x: ${"[".repeat(3000)}`],
      [`yaml-too-deep 2:${"x: ".length + FLOW_NESTING_LIMIT + 1}`],
    ],
  ])("%s", (_name, lines, want) => {
    const problems = problemsOf(yaml(...lines));
    expect(problems).toHaveLength(want.length);
    problems.forEach((problem, index) => expect(problem.startsWith(want[index] as string), problems.join("\n")).toBe(true));
  });

  it("names the bracket, the closer and what it opens", () => {
    const [bracket] = parseSpecFile("f.yaml", yaml(...ROWS, "    length: [1, 50", "    only: [PAY.request]")).problems;
    expect(bracket?.message).toBe("YAML syntax error: this '[' is never closed; end the list with ']'");
    const [brace] = parseSpecFile("f.yaml", yaml(...ROWS.slice(0, 3), "    presence: { request: O")).problems;
    expect(brace?.message).toBe("YAML syntax error: this '{' is never closed; end the map with '}'");
    const [quote] = parseSpecFile("f.yaml", yaml(...ROWS, '    description: "Notes')).problems;
    expect(quote?.message).toBe('YAML syntax error: this " is never closed; end the text with "');
  });

  it("keeps independent mistakes before the first that throws the parser off", () => {
    const text = yaml(...ROWS, "    type: Integer", "  order.memo:", "    type: String", "    type: Decimal", "    length: [1, 5");
    expect(problemsOf(text)).toEqual(["yaml-syntax 5:5", "yaml-syntax 8:5", "yaml-unclosed-bracket 9:13"]);
  });

  it("leaves closed brackets and quotes alone, escaped quotes included", () => {
    const text = yaml(...ROWS, '    description: "a \\" b [c {d"', "    extraChars: 'it''s'", "    length: [1, 50]");
    expect(problemsOf(text)).toEqual([]);
  });
});
