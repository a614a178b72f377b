// Where a part of a text value sits in its file: a diagnostic about a few words of a sentence points
// at those words, not at the start of the sentence.

import { isScalar, type Node } from "yaml";
import { locate, type DataPath, type SpecFile } from "./spec-file.js";
import type { SourceLocation } from "../diagnostics/diagnostic.js";

/**
 * The location of `part`, found at `index` of the text value at `dataPath`. Found in the value's
 * source as written (the same occurrence of it); where the source does not hold it as is (an escape,
 * a line folded inside it), the value's own location.
 */
export function locateInText(file: SpecFile, dataPath: DataPath, part: string, index: number): SourceLocation {
  const whole = locate(file, dataPath);
  const node = file.document.getIn(dataPath, true) as Node | undefined;
  if (!isScalar(node) || typeof node.value !== "string" || !node.range) return whole;
  const occurrence = countBefore(node.value, part, index);
  const [start, end] = node.range;
  const source = file.text.slice(start, end);
  let at = -1;
  for (let seen = 0; seen <= occurrence; seen++) {
    at = source.indexOf(part, at + 1);
    if (at === -1) return whole;
  }
  const { line, col } = file.lineCounter.linePos(start + at);
  return { file: file.path, line, column: col, length: part.length };
}

/** How many times `part` occurs in `text` before `index`. */
function countBefore(text: string, part: string, index: number): number {
  let count = 0;
  for (let at = text.indexOf(part); at !== -1 && at < index; at = text.indexOf(part, at + 1)) count++;
  return count;
}
