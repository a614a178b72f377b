import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from "yaml";
import type { Diagnostic, SourceLocation } from "../diagnostics/diagnostic.js";

/** One parsed spec file: its data, and what is needed to point back into its text. */
export interface SpecFile {
  /** Path relative to the spec root, with forward slashes. */
  path: string;
  text: string;
  /** The file's data; null when `problems` kept it from being read. */
  data: unknown;
  document: Document.Parsed;
  lineCounter: LineCounter;
  /** What kept the file from being read: YAML syntax, tags, size. None when `data` is the file's. */
  problems: Diagnostic[];
}

export type DataPath = readonly (string | number)[];

/**
 * Where a value sits in its file. `key: true` points at a map key rather than its value.
 * Falls back to the nearest ancestor that exists, so every diagnostic has a location.
 */
export function locate(file: SpecFile, dataPath: DataPath, options: { key?: boolean } = {}): SourceLocation {
  let node: Node | null | undefined = file.document.contents;
  let [offset, end] = node?.range ?? [0, 1];
  for (const segment of dataPath) {
    const next = childOf(node, segment, options.key === true && segment === dataPath.at(-1));
    if (!next) break;
    node = next;
    [offset, end] = next.range ?? [offset, end];
  }
  const { line, col } = file.lineCounter.linePos(offset);
  return { file: file.path, line, column: col, length: Math.max(1, end - offset) };
}

function childOf(node: Node | null | undefined, segment: string | number, wantKey: boolean): Node | undefined {
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
    if (!pair) return undefined;
    return (wantKey ? pair.key : (pair.value ?? pair.key)) as Node | undefined;
  }
  // JSON pointers from ajv carry indexes as strings of digits.
  if (isSeq(node) && /^\d+$/.test(String(segment))) return node.items[Number(segment)] as Node | undefined;
  return undefined;
}
