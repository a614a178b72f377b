// A diagnostic as a spec author reads it in a terminal: the `file:line:column: error code: message`
// line editors parse, then the line before, the line itself and the line after, with carets under
// the part at fault and the suggestion beside them (the shape of TypeSpec's and Rust's):
//
//   spec/fields/customer.yaml:17:11: error unknown-type: unknown type 'Strng'
//     16 |   customer.firstName:
//   > 17 |     type: Strng
//        |           ^^^^^ help: did you mean 'String'?
//     18 |     length: [1, 50]
//
// Carets are placed by terminal columns (string-width), so wide CJK or emoji text before them does
// not shift them. Spec text is shown inert: control and bidirectional characters as `\u{...}`.

import stringWidth from "string-width";
import { formatDiagnostic, type Diagnostic } from "./diagnostic.js";

/** A longer line is shown as a window around the problem, so a minified line prints bounded. */
export const FRAME_LINE_MAX_CHARACTERS = 160;
const WINDOW_LEAD = 40;
const TAB = "    ";

/** Every diagnostic with its code frame, separated by blank lines; `sources` by the diagnostics' file. */
export function renderDiagnostics(
  diagnostics: readonly Diagnostic[],
  sources: ReadonlyMap<string, string>,
  displayPath: (file: string) => string = (file) => file,
): string {
  return diagnostics.map((diagnostic) => renderDiagnostic(diagnostic, sources.get(diagnostic.file), displayPath)).join("\n\n");
}

export function renderDiagnostic(diagnostic: Diagnostic, source: string | undefined, displayPath: (file: string) => string): string {
  const header = inert(formatDiagnostic({ ...diagnostic, file: displayPath(diagnostic.file) }));
  const help = diagnostic.help === undefined ? undefined : `help: ${inert(diagnostic.help)}`;
  // An empty text (a file that could not be read, a refused link) has no line worth showing.
  const frame = source === undefined || source === "" ? [] : codeFrame(source, diagnostic, help);
  if (frame.length === 0) return [header, ...(help === undefined ? [] : [`  = ${help}`])].join("\n");
  return [header, ...frame].join("\n");
}

/**
 * The lines around the diagnostic's, numbered, with a caret line under its own ending in `note`;
 * none when the line is past the text.
 */
export function codeFrame(source: string, at: { line: number; column: number; length?: number }, note?: string): string[] {
  const lines = source.split("\n");
  if (lines.length > 1 && lines.at(-1) === "") lines.pop();
  const index = at.line - 1;
  if (index < 0 || index > lines.length) return [];
  const shownNumbers = [at.line - 1, at.line, at.line + 1].filter((number) => number >= 1 && number <= Math.max(lines.length, at.line));
  const width = String(shownNumbers.at(-1)).length;
  const gutter = (marker: string, number: number | "") => `${marker} ${String(number).padStart(width)} |`;
  return shownNumbers.flatMap((number) => {
    const raw = (lines[number - 1] ?? "").replace(/\r$/, "");
    if (number !== at.line) return [`${gutter(" ", number)} ${displayText(raw, 0).text}`.trimEnd()];
    const { text, caretOffset, caretWidth } = caretsFor(raw, at.column - 1, at.length ?? 1);
    const carets = `${" ".repeat(caretOffset)}${"^".repeat(caretWidth)}${note === undefined ? "" : ` ${note}`}`;
    return [`${gutter(">", number)} ${text}`.trimEnd(), `${gutter(" ", "")} ${carets}`];
  });
}

/** The line as shown, and the terminal columns before the span and under it (at least one caret). */
function caretsFor(line: string, start: number, length: number): { text: string; caretOffset: number; caretWidth: number } {
  const from = Math.min(Math.max(0, start), line.length);
  const to = Math.min(line.length, from + Math.max(1, length));
  const shown = displayText(line, from);
  const before = shown.prefix + inert(line.slice(shown.start, from));
  const span = inert(line.slice(from, Math.min(to, shown.end)));
  return { text: shown.text, caretOffset: stringWidth(before), caretWidth: Math.max(1, stringWidth(span)) };
}

/** A window of the line around `focus` (all of it when short), made inert, with `…` where it is cut. */
function displayText(line: string, focus: number): { text: string; prefix: string; start: number; end: number } {
  if (line.length <= FRAME_LINE_MAX_CHARACTERS) return { text: inert(line), prefix: "", start: 0, end: line.length };
  const start = Math.max(0, Math.min(focus - WINDOW_LEAD, line.length - FRAME_LINE_MAX_CHARACTERS));
  const end = Math.min(line.length, start + FRAME_LINE_MAX_CHARACTERS);
  const prefix = start > 0 ? "…" : "";
  return { text: `${prefix}${inert(line.slice(start, end))}${end < line.length ? "…" : ""}`, prefix, start, end };
}

/**
 * Text that cannot act on a terminal: tabs as spaces (their width is the terminal's choice), control
 * characters (escape sequences included) and bidirectional overrides as `\u{...}`.
 */
export function inert(text: string): string {
  return text.replace(/\t/g, TAB).replace(/[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, (character) => {
    return `\\u{${(character.codePointAt(0) ?? 0).toString(16)}}`;
  });
}
