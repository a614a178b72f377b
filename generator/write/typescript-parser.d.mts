import type { Plugin } from "prettier";

/** A TypeScript parser of prettier's, as the formatting worker uses it. */
export interface TypescriptParser {
  name: "oxc-ts" | "babel-ts";
  plugins: Plugin[];
  /** The text's syntax tree, ESTree-like, with each node's `start` and `end` as string indexes. */
  parse(text: string): unknown;
}

/** oxc's parser where it loads (or babel-ts when `prefer` says so), babel-ts otherwise. */
export function typescriptParser(prefer?: "oxc-ts" | "babel-ts"): Promise<TypescriptParser>;
