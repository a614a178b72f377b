// A finding's path as the generated Python code writes it. Outside any list a field's path is known
// when the code is printed (`order.amount`), so it is a literal and nothing is built while checking;
// inside a list it holds the item's index, and the code joins it (an f-string) only where it is
// needed: at a finding, or once for a group or list that passes it on.

import { pyName, pyString } from "./python-code.js";
import type { PythonPool } from "./print-python-condition.js";

/** Literal text, or a local of the generated code that holds text (`path`, `index`, `name`). */
export type PathPart = { text: string } | { local: string };

/** A path as parts, in order; no parts is the body itself (""). */
export type PathParts = readonly PathPart[];

/** The body's own path. */
export const BODY_PATH: PathParts = [];

/** The path of a key of the object at `parent` (`order` + `amount`): the key is literal text or a local. */
export function keyPath(parent: PathParts, key: PathPart): PathParts {
  return parent.length === 0 ? [key] : [...parent, { text: "." }, key];
}

/** The path of a list's item: `parent[index]`. */
export function itemPath(parent: PathParts, index: string): PathParts {
  return [...parent, { text: "[" }, { local: index }, { text: "]" }];
}

/** Whether the path is known when the code is printed. */
export function isLiteralPath(path: PathParts): boolean {
  return path.every((part) => "text" in part);
}

/** A Python expression of type str for the path: a literal, a local, or an f-string joining them. */
export function pathExpression(path: PathParts): string {
  if (isLiteralPath(path)) return pyString(path.map((part) => (part as { text: string }).text).join(""));
  const only = path[0];
  if (path.length === 1 && only !== undefined && "local" in only) return pyName(only.local);
  // Literal text in an f-string: braces doubled; quotes and backslashes as pyString escapes them.
  const body = path.map((part) => ("text" in part ? part.text.replace(/[{}]/g, "$&$&") : `{${pyName(part.local)}}`)).join("");
  return `f${pyString(body)}`;
}

/**
 * The line that records a finding (`invalid`, or `missing` with its default explanation when none is
 * given): where the path is literal, the module's one constant finding (nothing is made while
 * checking); inside a list, made where it is found.
 */
export function appendFinding(pool: PythonPool, kind: "invalid" | "missing", path: PathParts, explanation?: string): string {
  if (isLiteralPath(path))
    return `errors.append(${pool.finding(kind, path.map((part) => (part as { text: string }).text).join(""), explanation)})`;
  return `errors.append(${kind}(${pathExpression(path)}${explanation === undefined ? "" : `, ${pyString(explanation)}`}))`;
}
