// The downstream's compile errors (tsc --pretty false) against what the change report predicts for
// them. An error's site is its code, the path of the body it is about, as far as the source shows it
// (the property key at the error's position, and the missing property the message names), and the
// value the message names. A breaking request row predicts the site a caller's code meets.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Change } from "../../generator/changes/change.js";

export interface CompileError {
  file: string;
  line: number;
  column: number;
  code: string;
  message: string;
}

export interface ErrorSite {
  code: string;
  /** Dotted, the body's path at the error, or its last parts. */
  path: string;
  value?: string;
}

const ERROR_LINE = /^(.+)\((\d+),(\d+)\): error (TS\d+): (.*)$/;

/** The errors of tsc's plain output; the indented lines of an error's explanation are left out. */
export function parseCompileErrors(output: string): CompileError[] {
  return output.split("\n").flatMap((line) => {
    const match = ERROR_LINE.exec(line);
    if (match === null) return [];
    const [, file = "", row = "", column = "", code = "", message = ""] = match;
    return [{ file, line: Number(row), column: Number(column), code, message }];
  });
}

/** Where an error is, in the terms of the body it is about: read from the source at its position. */
export async function errorSite(error: CompileError, projectRoot: string): Promise<ErrorSite> {
  const source = (await readFile(join(projectRoot, error.file), "utf8")).split("\n");
  const key = /^[A-Za-z_$][\w$]*/.exec(source[error.line - 1]?.slice(error.column - 1) ?? "")?.[0] ?? "?";
  const missing = /^Property '([^']+)' is missing/.exec(error.message)?.[1];
  const literal = /^Type '"([^"]*)"' is not assignable/.exec(error.message)?.[1];
  return {
    code: error.code,
    path: missing === undefined ? key : `${key}.${missing}`,
    ...(literal === undefined ? {} : { value: literal }),
  };
}

/**
 * The compile error a breaking row predicts in code that sends the request: a field made required is
 * missing from a body that left it out (TS2741), a value taken out of an enumeration is no longer
 * assignable where a body sends it (TS2322). Undefined for a row this loop cannot predict.
 */
export function predictedSite(change: Change): ErrorSite | undefined {
  if (change.direction !== "request" || !change.breaking) return undefined;
  if (change.kind === "presence-changed") return { code: "TS2741", path: change.path };
  if (change.kind === "enum-value-removed" && change.before !== null) return { code: "TS2322", path: change.path, value: change.before };
  return undefined;
}

/** True when the error is at the predicted site: its code, the same value, and a path that ends the predicted one. */
export function sameSite(predicted: ErrorSite, actual: ErrorSite): boolean {
  const pathMatches = predicted.path === actual.path || predicted.path.endsWith(`.${actual.path}`);
  return predicted.code === actual.code && pathMatches && predicted.value === actual.value;
}
