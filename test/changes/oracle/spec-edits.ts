// A spec held in memory as its files' texts, and an edit as the files it writes (or removes): the
// IR of the spec with the edit made is built from the texts, with no copy on disk.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { checkSpec } from "../../../generator/check/check-spec.js";
import { loadSpec, parseSpecFile } from "../../../generator/load/load-spec.js";
import type { GatewayIR } from "../../../generator/ir/ir.js";
import { resolveSpec } from "../../../generator/resolve/resolve.js";
import { META_SCHEMA_PATH } from "../../support/fixtures.js";

export interface SpecTexts {
  /** File path inside the spec folder -> text. */
  files: ReadonlyMap<string, string>;
}

/** One edit a spec author makes and commits. */
export interface SpecEdit {
  name: string;
  /** The files it writes (text) or removes (null), from the texts before it. */
  change(spec: SpecTexts): Record<string, string | null>;
}

export async function readSpec(root: string): Promise<SpecTexts> {
  const files = await loadSpec(root);
  return {
    files: new Map(await Promise.all(files.map(async (file) => [file.path, await readFile(join(root, file.path), "utf8")] as const))),
  };
}

export function withEdit(spec: SpecTexts, edit: SpecEdit): SpecTexts {
  const files = new Map(spec.files);
  for (const [path, text] of Object.entries(edit.change(spec))) {
    if (text === null) files.delete(path);
    else files.set(path, text);
  }
  return { files };
}

/** The IR of the texts; a SpecError (thrown) when the spec does not check. */
export function buildSpec(spec: SpecTexts): GatewayIR {
  const files = [...spec.files].sort(([a], [b]) => (a < b ? -1 : 1)).map(([path, text]) => parseSpecFile(path, text));
  return resolveSpec(checkSpec(files, META_SCHEMA_PATH));
}

/** A file's text, or an error naming the edit's mistake. */
export function textOf(spec: SpecTexts, path: string): string {
  const text = spec.files.get(path);
  if (text === undefined) throw new Error(`the spec has no ${path}`);
  return text;
}

/** `path` with `before` replaced by `after`: each must occur exactly once, so that an edit never silently misses. */
export function replaceIn(spec: SpecTexts, path: string, ...pairs: [before: string, after: string][]): Record<string, string> {
  let text = textOf(spec, path);
  for (const [before, after] of pairs) {
    const at = text.indexOf(before);
    if (at === -1 || text.indexOf(before, at + 1) !== -1) throw new Error(`${path}: '${before}' is not there exactly once`);
    text = `${text.slice(0, at)}${after}${text.slice(at + before.length)}`;
  }
  return { [path]: text };
}
