// Facts the guides state about the hand-written code the package ships, read from its sources
// (templates/package/src/) rather than restated: the error classes it declares, each with its own
// doc comment, and the request header that asks the double for an error cause. A class added there
// reaches the README and the reference on the next run.

import { readFileSync } from "node:fs";
import { SHIPPED_ROOT, shippedDirectory } from "./shipped-code.js";

export interface ShippedClass {
  name: string;
  /** The class it extends (`Error`, `GatewayError`...). */
  base: string;
  /** Its doc comment, as one line of text. */
  doc: string;
}

/** `/** doc *\/ export class Name extends Base` declarations of a shipped source, in file order. */
export function exportedClasses(source: string): ShippedClass[] {
  const declaration = /\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*export class (\w+) extends (\w+)/g;
  return [...source.matchAll(declaration)].map(([, doc = "", name = "", base = ""]) => ({ name, base, doc: commentText(doc) }));
}

/** A doc comment's text: the leading stars and the line breaks gone. */
function commentText(comment: string): string {
  return comment
    .split("\n")
    .map((line) => line.replace(/^\s*\*\s?/, "").trim())
    .filter(Boolean)
    .join(" ");
}

function shippedSource(path: string): string {
  return readFileSync(`${shippedDirectory()}${path}`, "utf8");
}

/** The error classes of the shipped client (`client/errors.ts`). */
export function shippedErrorClasses(): ShippedClass[] {
  return exportedClasses(shippedSource("client/errors.ts"));
}

/** The error classes of the shipped double (`double/option-error.ts`): a test's own mistakes in its options. */
export function shippedDoubleErrorClasses(): ShippedClass[] {
  return exportedClasses(shippedSource("double/option-error.ts"));
}

/** A string constant exported by a shipped source (`export const NAME = "value";`). */
export function shippedConstant(path: string, name: string): string {
  const found = new RegExp(`export const ${name} = "([^"]*)";`).exec(shippedSource(path))?.[1];
  if (found === undefined) throw new Error(`${SHIPPED_ROOT}/${path} exports no string constant ${name}`);
  return found;
}

/** The request header that asks the double for an error cause (`x-double-cause`). */
export function doubleCauseHeader(): string {
  return shippedConstant("double/double-options.ts", "CAUSE_HEADER");
}
