import { diagnosticCodes, type DiagnosticCode } from "./codes.js";
import { compareText } from "../language/spec-paths.js";

export interface SourceLocation {
  file: string;
  line: number;
  column: number;
  /** How many characters of the text, from the column, the problem spans (one when not given). */
  length?: number;
}

export interface Diagnostic extends SourceLocation {
  code: DiagnosticCode;
  severity: "error";
  message: string;
  /** What would likely fix it ("did you mean 'String'?"), shown under the code frame. */
  help?: string;
}

export type DiagnosticArgs = Record<string, string | number>;

export function createDiagnostic(code: DiagnosticCode, at: SourceLocation, args: DiagnosticArgs = {}, help?: string): Diagnostic {
  const message = diagnosticCodes[code].replace(/\{(\w+)\}/g, (_, key: string) => String(args[key] ?? `{${key}}`));
  return { code, severity: "error", message, ...at, ...(help === undefined ? {} : { help }) };
}

/** `file:line:column: error code: message`, the shape editors and CI annotate. */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const { file, line, column, code, message } = diagnostic;
  return `${file}:${line}:${column}: error ${code}: ${message}`;
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    compareText(a.file, b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    compareText(a.code, b.code) ||
    compareText(a.message, b.message)
  );
}

/** The diagnostics sorted, each problem once (two checks can reach the same one). */
export function sortedUnique(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const sorted = [...diagnostics].sort(compareDiagnostics);
  return sorted.filter((diagnostic, index) => index === 0 || compareDiagnostics(diagnostic, sorted[index - 1] as Diagnostic) !== 0);
}

/**
 * Thrown by a stage that cannot go on; carries every problem found, and the text of each file they
 * point into (by the path diagnostics name), so that they can be shown with their lines.
 */
export class SpecError extends Error {
  constructor(
    readonly diagnostics: Diagnostic[],
    readonly sources: ReadonlyMap<string, string> = new Map(),
  ) {
    super(diagnostics.map(formatDiagnostic).join("\n"));
    this.name = "SpecError";
  }
}
