import { format, type Options } from "prettier";
import type { GeneratedFile } from "../emit/emitter.js";

/** Pinned here rather than read from a config file, so that no local setting changes the bytes. */
const PRETTIER_OPTIONS: Options = {
  printWidth: 120,
  trailingComma: "all",
  endOfLine: "lf",
  semi: true,
  singleQuote: false,
  parser: "babel-ts",
};

/**
 * Prettier lays out the TypeScript that emitters build as loose text (models, the client's and the
 * double's descriptions, the main entry). Everything else is laid out where it is made, and prettier
 * would only spend time on it: JSON by `JSON.stringify`, Markdown and HTML by their templates,
 * validators by ts-morph's printer, copied files by the repository's own prettier.
 */
export async function formatFile(file: GeneratedFile): Promise<GeneratedFile> {
  if (!file.path.endsWith(".ts") || file.printed) return file;
  return { path: file.path, contents: await format(file.contents, PRETTIER_OPTIONS) };
}
