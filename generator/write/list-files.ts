import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/**
 * Every file under a folder, by path relative to it with `/` between folders; none when it does not
 * exist. `everyEntry`: symlinks, sockets and the like too (everything but folders).
 */
export async function listFiles(directory: string, { everyEntry = false } = {}): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => (everyEntry ? !entry.isDirectory() : entry.isFile()))
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join("/"));
}
