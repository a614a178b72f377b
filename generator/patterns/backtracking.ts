// Whether a pattern can take super-linear time on some input (catastrophic backtracking), by
// recheck's analysis. A spec pattern ends up in the validators, the JSON Schema and the OpenAPI
// document, where a hostile value could make it run for minutes. recheck takes up to a few hundred
// milliseconds a pattern, so verdicts are kept in node_modules/.cache, keyed by recheck's version.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { checkSync } from "recheck";

export interface BacktrackingVerdict {
  /** "linear" when safe; else how the time grows, and an input that shows it. */
  complexity: string;
  attack?: string;
}

const require = createRequire(import.meta.url);
const RECHECK_VERSION = (require("recheck/package.json") as { version: string }).version;
const CACHE_FILE = join(dirname(require.resolve("recheck/package.json")), "..", ".cache", "gateway-codegen", "backtracking.json");

let cache: Record<string, BacktrackingVerdict> | undefined;

function loadCache(): Record<string, BacktrackingVerdict> {
  try {
    const stored = JSON.parse(readFileSync(CACHE_FILE, "utf8")) as { version: string; verdicts: Record<string, BacktrackingVerdict> };
    return stored.version === RECHECK_VERSION ? stored.verdicts : {};
  } catch {
    return {};
  }
}

function saveCache(verdicts: Record<string, BacktrackingVerdict>): void {
  try {
    mkdirSync(dirname(CACHE_FILE), { recursive: true });
    writeFileSync(CACHE_FILE, JSON.stringify({ version: RECHECK_VERSION, verdicts }));
  } catch {
    // A cache that cannot be written only costs time.
  }
}

/** The verdict on `source` (read with the `u` flag, as the validators do). */
export function backtracking(source: string): BacktrackingVerdict {
  cache ??= loadCache();
  const known = cache[source];
  if (known !== undefined) return known;
  const diagnostics = checkSync(source, "u", { timeout: 10_000 });
  const verdict: BacktrackingVerdict =
    diagnostics.status === "vulnerable"
      ? { complexity: diagnostics.complexity.type, attack: diagnostics.attack.pattern }
      : { complexity: "linear" };
  cache[source] = verdict;
  saveCache(cache);
  return verdict;
}
