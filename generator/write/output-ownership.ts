// The output folder is replaced as a whole, so a run must only ever replace a folder the generator
// owns: one that is absent, empty, or holds exactly what an earlier run wrote there. Every run writes
// the list of its files as `.gateway-codegen/FILES` (as OpenAPI Generator keeps `.openapi-generator/FILES`),
// and that list is the proof of ownership. Anything else (the project root, the spec folder or an
// ancestor of it, a git work tree, a folder holding one file the generator did not write) is refused
// before a byte is touched.

import { lstat, readFile, realpath } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { GeneratedFile } from "../emit/emitter.js";
import { compareText } from "../language/spec-paths.js";
import { COMPLETE_MARKER, swapPaths } from "./swap-directory.js";
import { listFiles } from "./list-files.js";
import { foreignLockRefusal } from "./output-lock.js";

/** The folder of the generator's own marks inside an output folder it owns. */
export const OWNERSHIP_FOLDER = ".gateway-codegen";
/** Every file a run wrote, one path a line: the mark of a folder the generator owns. */
export const OWNERSHIP_MANIFEST = `${OWNERSHIP_FOLDER}/FILES`;

const MANIFEST_HEADER = [
  "# Every file the gateway generator wrote to this folder, one path a line (generated, do not edit).",
  "# A run replaces this folder as a whole, and only while it holds nothing but these files.",
];

/** The repository the generator runs from: an output folder may never hold it. */
const GENERATOR_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The manifest file listing `paths` (every other file of the output). */
export function ownershipManifest(paths: Iterable<string>): GeneratedFile {
  const listed = [...paths].filter((path) => path !== OWNERSHIP_MANIFEST).sort(compareText);
  return { path: OWNERSHIP_MANIFEST, contents: `${[...MANIFEST_HEADER, ...listed].join("\n")}\n` };
}

/** The paths a manifest lists; undefined when there is none (or it is not a manifest). */
export async function readOwnershipManifest(folder: string): Promise<Set<string> | undefined> {
  const text = await readFile(join(folder, OWNERSHIP_MANIFEST), "utf8").catch(() => undefined);
  if (text === undefined || !text.startsWith(MANIFEST_HEADER[0]!)) return undefined;
  return new Set(text.split("\n").filter((line) => line !== "" && !line.startsWith("#")));
}

/** The folders a run reads: the output may neither be nor hold any of them, nor lie inside the spec or release folder. */
export interface ProtectedFolders {
  specRoot: string;
  releaseRoot: string;
}

/** Why the generator may not replace `folder`, or undefined when it may. Judged while holding its lock (output-lock.ts). */
export async function outputRefusal(folder: string, reads: ProtectedFolders): Promise<string | undefined> {
  const placed = await placeRefusal(folder, reads);
  if (placed !== undefined) return placed;
  const kind = await lstat(folder).catch(() => undefined);
  if (kind === undefined) return undefined;
  if (!kind.isDirectory()) return "it is not a folder";
  return (await contentsRefusal(folder)) ?? siblingRefusal(folder);
}

/**
 * Why the generator may not use `folder`, by where it lies (and what lies at its lock's path): what
 * no run of the generator changes, so that it may be judged before taking the lock, before a byte is
 * written. What the folder and those beside it hold is judged under the lock, once no other run is
 * writing them.
 */
export async function placeRefusal(folder: string, reads: ProtectedFolders): Promise<string | undefined> {
  return (await protectedRootRefusal(await canonical(folder), reads)) ?? (await foreignLockRefusal(folder));
}

/**
 * The refusal for a folder beside the output that a run would remove as a killed run's leftovers
 * (swap-directory.ts) but that no run made: a run marks its staging folder when it makes it, and the
 * old output moved aside carries its manifest.
 */
async function siblingRefusal(folder: string): Promise<string | undefined> {
  for (const sibling of Object.values(swapPaths(folder))) {
    const kind = await lstat(sibling).catch(() => undefined);
    if (kind === undefined) continue;
    const marked = kind.isDirectory() && (await lstat(join(sibling, OWNERSHIP_FOLDER)).catch(() => undefined)) !== undefined;
    if (!marked && (!kind.isDirectory() || (await listEntries(sibling)).length > 0))
      return `${basename(sibling)} beside it was not made by the generator, and a run removes that path`;
  }
  return undefined;
}

/** The refusal for a folder that is, holds, or lies inside one the generator must not replace. */
async function protectedRootRefusal(target: string, reads: ProtectedFolders): Promise<string | undefined> {
  const guarded: [string, string][] = [
    [await canonical(reads.specRoot), "the spec folder"],
    [await canonical(reads.releaseRoot), "the release folder"],
  ];
  for (const [root, name] of guarded) {
    if (target === root) return `it is ${name}`;
    if (isInside(root, target)) return `it holds ${name} (${shown(root)})`;
    if (isInside(target, root)) return `it lies inside ${name} (${shown(root)})`;
  }
  const generator = await canonical(GENERATOR_ROOT);
  if (target === generator || isInside(generator, target)) return `it holds the generator's own project (${shown(generator)})`;
  return undefined;
}

/** The refusal for an existing folder whose files the generator did not all write. */
async function contentsRefusal(folder: string): Promise<string | undefined> {
  if (await lstat(join(folder, ".git")).catch(() => undefined)) return "it is a git work tree (it holds .git)";
  const owned = (await readOwnershipManifest(folder)) ?? new Set<string>();
  const foreign = (await listEntries(folder)).filter((path) => !isOwnMark(path) && !owned.has(path) && !isOwnByteCode(path, owned));
  if (foreign.length === 0) return undefined;
  const named = foreign.slice(0, 3).join(", ") + (foreign.length > 3 ? ` and ${foreign.length - 3} more` : "");
  return `it holds ${foreign.length === 1 ? "a file" : `${foreign.length} files`} the generator did not write (${named})`;
}

/** Every file and every other non-folder entry (a symlink, a socket) under a folder, relative, sorted. */
async function listEntries(folder: string): Promise<string[]> {
  return (await listFiles(folder, { everyEntry: true })).sort(compareText);
}

/**
 * Python's byte-code cache of a module the generator wrote (`pkg/__pycache__/mod.cpython-311.pyc` for
 * `pkg/mod.py`): importing the Python package from its output folder writes one, and it is only ever
 * made again from that module, so replacing the folder loses nothing (and drops a stale cache).
 */
function isOwnByteCode(path: string, owned: ReadonlySet<string>): boolean {
  const match = /^((?:[^/]+\/)*)__pycache__\/([^/.]+)\.[^/]+\.pyc$/.exec(path);
  return match !== null && owned.has(`${match[1]}${match[2]}.py`);
}

function isOwnMark(path: string): boolean {
  return path === OWNERSHIP_MANIFEST || path === COMPLETE_MARKER;
}

/** The message a command prints when it refuses `--out`. */
export function refusalMessage(folder: string, reason: string): string {
  return [
    `${shown(folder)}: error output-not-owned: refusing to replace this output folder: ${reason}.`,
    `  Nothing was written. The generator replaces its output folder as a whole, so --out must name a`,
    `  folder that is absent, empty, or written by an earlier run (it keeps ${OWNERSHIP_MANIFEST}).`,
  ].join("\n");
}

/** The real path of a folder, or of its nearest existing ancestor joined with the rest. */
async function canonical(path: string): Promise<string> {
  const absolute = resolve(path);
  const real = await realpath(absolute).catch(() => undefined);
  if (real !== undefined) return real;
  const parent = dirname(absolute);
  return parent === absolute ? absolute : join(await canonical(parent), relative(parent, absolute));
}

function isInside(path: string, ancestor: string): boolean {
  const between = relative(ancestor, path);
  return between !== "" && between !== ".." && !between.startsWith(`..${sep}`) && !isAbsolute(between);
}

function shown(path: string): string {
  return relative(".", path) || ".";
}
