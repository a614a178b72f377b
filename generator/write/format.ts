import { format, type Options } from "prettier";
import type { GeneratedFile } from "../emit/emitter.js";

/** Pinned here rather than read from a config file, so that no local setting changes the bytes. */
const PRETTIER_OPTIONS: Options = { printWidth: 120, trailingComma: "all", endOfLine: "lf", semi: true, singleQuote: false };

const PARSERS: Record<string, string> = { ".ts": "babel-ts", ".js": "babel", ".json": "json", ".md": "markdown" };
/** Markdown: prose is never re-wrapped, and so tables wider than a line stay compact instead of padded to align. */
const PARSER_OPTIONS: Record<string, Options> = { markdown: { proseWrap: "never" } };

export async function formatFile(file: GeneratedFile): Promise<GeneratedFile> {
  const extension = file.path.slice(file.path.lastIndexOf("."));
  const parser = PARSERS[extension];
  if (!parser) return file;
  return { path: file.path, contents: await format(file.contents, { ...PRETTIER_OPTIONS, ...PARSER_OPTIONS[parser], parser }) };
}
