// Which files make the spec: every `.yaml` file under the spec folder, and nothing in it skipped
// without a word (a `.yml` file is refused, located, unless a link reads it). A symbolic link is followed when it leads to a file inside the spec folder that the
// spec does not read already (a `.yml` draft, say); any other link a spec file could hide behind is
// refused, located at the link: one that leads outside the spec folder (a spec must not read what
// lies beyond it, and an error would print its lines), one that leads nowhere, one that leads in a
// circle, and one to a file or folder the spec reads where it lies (each file would be read twice).
// A `.yaml` entry that is not a regular file (a named pipe, a socket) is refused too: reading a pipe
// would never end.

import { readdirSync, readlinkSync, realpathSync, statSync, type Dirent, type Stats } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";

/** One spec file to read: its path as the spec names it (relative, `/` between folders), and where its bytes are. */
export interface SpecFileEntry {
  path: string;
  location: string;
}

export interface SpecFolder {
  /** Sorted by path. */
  files: SpecFileEntry[];
  /** The entries refused, each located at the entry's own path. */
  problems: Diagnostic[];
}

const SPEC_FILE_SUFFIX = ".yaml";
const YML_SUFFIX = ".yml";

/**
 * The one problem of a spec folder that is not there, or is no folder (a mistyped `--spec`): nothing
 * else can be read, so nothing else is said.
 */
export function missingSpecFolder(specRoot: string): Diagnostic | undefined {
  let stats: Stats;
  try {
    stats = statSync(specRoot);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return refusal(".", "no-spec-folder", { detail: code === "ENOENT" ? "nothing is there" : `it cannot be read: ${code ?? "unknown"}` });
  }
  return stats.isDirectory() ? undefined : refusal(".", "no-spec-folder", { detail: "a file is there" });
}

/** The spec folder's files, and what in it could not be read as one. */
export function listSpecFiles(specRoot: string): SpecFolder {
  const realRoot = realpathSync(specRoot);
  const entries = readdirSync(specRoot, { recursive: true, withFileTypes: true });
  const files: SpecFileEntry[] = [];
  const problems: Diagnostic[] = [];
  const links: Dirent[] = [];
  const drafts: SpecFileEntry[] = [];
  for (const entry of entries) {
    const path = specPath(specRoot, entry);
    if (entry.isSymbolicLink()) links.push(entry);
    else if (entry.name.endsWith(YML_SUFFIX) && entry.isFile()) drafts.push({ path, location: join(entry.parentPath, entry.name) });
    else if (!entry.name.endsWith(SPEC_FILE_SUFFIX) || entry.isDirectory()) continue;
    else if (entry.isFile()) files.push({ path, location: join(entry.parentPath, entry.name) });
    else problems.push(refusal(path, "not-a-file", { what: kindOf(entry) }));
  }
  // After every file that lies in the folder, so that a link to one of them is known as a repeat.
  const read = new Set(files.map((file) => join(realRoot, file.path)));
  for (const link of links.sort((a, b) => compare(specPath(specRoot, a), specPath(specRoot, b)))) {
    const outcome = followLink(specRoot, realRoot, link, read);
    if (outcome === undefined) continue;
    if ("problem" in outcome) {
      problems.push(outcome.problem);
      continue;
    }
    files.push(outcome.file);
    read.add(outcome.file.location);
  }
  // A `.yml` file an editor checks but the generator would never read, unless a link reads it.
  for (const draft of drafts)
    if (!read.has(realpathSync(draft.location)))
      problems.push(
        refusal(draft.path, "yml-file", { name: `${draft.path.split("/").at(-1)?.slice(0, -YML_SUFFIX.length) ?? ""}${SPEC_FILE_SUFFIX}` }),
      );
  return { files: files.sort((a, b) => compare(a.path, b.path)), problems };
}

/** What a link gives: a file to read, a refusal, or nothing (a link to a folder or file that is no spec file). */
function followLink(
  specRoot: string,
  realRoot: string,
  link: Dirent,
  read: ReadonlySet<string>,
): { file: SpecFileEntry } | { problem: Diagnostic } | undefined {
  // Emacs marks a file being edited with a link that leads nowhere by design: `.#customer.yaml`.
  if (link.name.startsWith(".#")) return undefined;
  const path = specPath(specRoot, link);
  const location = join(link.parentPath, link.name);
  const target = readlinkSync(location);
  const resolved = resolveLink(location);
  if ("code" in resolved) return { problem: refusal(path, resolved.code, { target }) };
  const { real, stats } = resolved;
  const isSpecFile = link.name.endsWith(SPEC_FILE_SUFFIX);
  if (!stats.isDirectory() && !isSpecFile) return undefined;
  if (!isWithin(real, realRoot)) return { problem: refusal(path, "symlink-outside-spec", { target }) };
  if (stats.isDirectory()) return folderLink(path, location, real, realRoot, read);
  if (!stats.isFile()) return { problem: refusal(path, "not-a-file", { what: `link to a ${kindOf(stats)}` }) };
  if (read.has(real)) return { problem: refusal(path, "symlink-repeats", { other: relativePath(realRoot, real) }) };
  return { file: { path, location: real } };
}

/**
 * A link to a folder inside the spec folder: that folder is read where it lies, so the link adds
 * nothing but a second reading of its files, or a circle when it holds the link.
 */
function folderLink(
  path: string,
  location: string,
  real: string,
  realRoot: string,
  read: ReadonlySet<string>,
): { problem: Diagnostic } | undefined {
  const target = readlinkSync(location);
  if (isWithin(realpathSync(join(location, "..")), real)) return { problem: refusal(path, "symlink-loop", { target }) };
  const other = `${relativePath(realRoot, real) || "."}/`;
  return [...read].some((file) => isWithin(file, real)) ? { problem: refusal(path, "symlink-repeats", { other }) } : undefined;
}

function resolveLink(location: string): { real: string; stats: Stats } | { code: "symlink-dangling" | "symlink-loop" } {
  try {
    const real = realpathSync(location);
    return { real, stats: statSync(real) };
  } catch (error) {
    return { code: (error as NodeJS.ErrnoException).code === "ELOOP" ? "symlink-loop" : "symlink-dangling" };
  }
}

function refusal(path: string, code: Diagnostic["code"], args: Record<string, string>): Diagnostic {
  return createDiagnostic(code, { file: path, line: 1, column: 1 }, args);
}

function kindOf(entry: Dirent | Stats): string {
  if (entry.isFIFO()) return "named pipe";
  if (entry.isSocket()) return "socket";
  return entry.isCharacterDevice() || entry.isBlockDevice() ? "device" : "special file";
}

function specPath(specRoot: string, entry: Dirent): string {
  return relative(specRoot, join(entry.parentPath, entry.name)).split(sep).join("/");
}

function relativePath(root: string, path: string): string {
  return relative(root, path).split(sep).join("/");
}

/** Whether `path` is `folder` or lies inside it. */
function isWithin(path: string, folder: string): boolean {
  const between = relative(folder, path);
  return between === "" || (between !== ".." && !between.startsWith(`..${sep}`) && !isAbsolute(between));
}

/** The order spec files have always been read in: by path, code unit by code unit. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
