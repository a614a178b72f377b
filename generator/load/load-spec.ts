import { readFile } from "node:fs/promises";
import { LineCounter, parseDocument, visit, type Document } from "yaml";
import { boundedMemo } from "../cache/bounded-memo.js";
import { createDiagnostic, SpecError, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { SpecFile } from "./spec-file.js";
import { listSpecFiles, missingSpecFolder } from "./spec-files.js";
import { syntaxProblems } from "./yaml-problems.js";
import { FLOW_NESTING_LIMIT, flowNestingPastLimit } from "./flow-nesting.js";

/**
 * Reads every spec file under the spec root (spec-files.ts: symbolic links included), in sorted order
 * whatever the disk returns; a spec folder that is not there is the one problem thrown. A file that cannot be read, and an entry refused as a spec file, are
 * returned too, with their problems: the checks report them beside everything else.
 */
export async function loadSpec(specRoot: string): Promise<SpecFile[]> {
  const missing = missingSpecFolder(specRoot);
  if (missing !== undefined) throw new SpecError([missing]);
  const { files, problems } = listSpecFiles(specRoot);
  const read = await Promise.all(files.map(async ({ path, location }) => readSpecFile(path, location)));
  return [...read, ...problems.map((problem) => unreadFile(problem.file, problem))].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
}

async function readSpecFile(path: string, location: string): Promise<SpecFile> {
  try {
    return parseSpecFile(path, await readFile(location, "utf8"));
  } catch (error) {
    const detail = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return unreadFile(path, createDiagnostic("file-unreadable", { file: path, line: 1, column: 1 }, { detail }));
  }
}

/** A spec file whose text could not be had: no data, its problem, and every kind unread (unread-kinds.ts). */
function unreadFile(path: string, problem: Diagnostic): SpecFile {
  return { path, text: "", data: null, document: parseDocument(""), lineCounter: new LineCounter(), problems: [problem] };
}

/**
 * The most a spec file may hold. The largest today is under 40 KB; a file far over this one is a
 * mistake or an attack, and is refused before it is parsed, so parsing stays bounded in time and memory.
 */
export const SPEC_FILE_MAX_BYTES = 1024 * 1024;

/**
 * The file parsed, kept per path and text for the life of the process: the watch mode parses again
 * only the files a save changed. The data is frozen, since every later run shares it.
 */
export function parseSpecFile(path: string, text: string): SpecFile {
  const key = `${path}\0${text}`;
  const known = parsedFiles.get(key);
  if (known !== undefined) return known;
  const parsed = parseText(path, text);
  deepFreeze(parsed.data);
  return parsedFiles.set(key, parsed, key.length);
}

/**
 * Files kept parsed, up to 1 M characters of YAML (the real spec is 0.3 M): a parsed document takes
 * many times its text, so a large spec's are not all kept.
 */
const parsedFiles = boundedMemo<SpecFile>(1_000_000);

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}

function parseText(path: string, text: string): SpecFile {
  const lineCounter = new LineCounter();
  const size = Buffer.byteLength(text);
  if (size > SPEC_FILE_MAX_BYTES) {
    const empty = parseDocument("", { lineCounter });
    const tooLarge = createDiagnostic("file-too-large", { file: path, line: 1, column: 1 }, { size, limit: SPEC_FILE_MAX_BYTES });
    return { path, text, data: null, document: empty, lineCounter, problems: [tooLarge] };
  }
  const tooDeep = flowNestingPastLimit(text);
  if (tooDeep !== undefined) {
    const lineStart = text.lastIndexOf("\n", tooDeep - 1) + 1;
    const where = { file: path, line: text.slice(0, lineStart).split("\n").length, column: tooDeep - lineStart + 1 };
    const problem = createDiagnostic("yaml-too-deep", where, { limit: FLOW_NESTING_LIMIT });
    return { path, text, data: null, document: parseDocument("", { lineCounter }), lineCounter, problems: [problem] };
  }
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number, length = 1) => {
    const { line, col } = lineCounter.linePos(offset);
    return { file: path, line, column: col, length };
  };
  const problems = [
    ...syntaxProblems(text, document.errors).map(({ code, offset, length, args }) => createDiagnostic(code, at(offset, length), args)),
    ...explicitTags(document).map(({ tag, offset, length }) => createDiagnostic("yaml-tag", at(offset, length), { tag })),
  ];
  let data: unknown = null;
  if (problems.length === 0) {
    try {
      data = document.toJS({ maxAliasCount: 100 });
    } catch (error) {
      // An alias without its anchor, or too many aliases: yaml throws only when building values.
      problems.push(createDiagnostic("yaml-syntax", at(firstAliasOffset(document) ?? 0), { detail: firstLine((error as Error).message) }));
    }
  }
  return { path, text, data, document, lineCounter, problems };
}

/** Every node written with an explicit tag (`!!js/function`, `!foo`, even `!!str`): spec files are plain data. */
function explicitTags(document: Document.Parsed): { tag: string; offset: number; length: number }[] {
  const found: { tag: string; offset: number; length: number }[] = [];
  // yaml sets a node's tag only when the text gives one.
  visit(document, {
    Node(_, node) {
      if (node.tag === undefined) return;
      const [offset, end] = node.range ?? [0, 1];
      found.push({ tag: node.tag.replace(/^tag:yaml\.org,2002:/, "!!"), offset, length: Math.max(1, end - offset) });
    },
  });
  return found;
}

function firstAliasOffset(document: Document.Parsed): number | undefined {
  let offset: number | undefined;
  visit(document, {
    Alias(_, alias) {
      if (offset === undefined && alias.resolve(document) === undefined) offset = alias.range?.[0];
    },
  });
  return offset;
}

function firstLine(message: string): string {
  return message.split("\n")[0] ?? message;
}
