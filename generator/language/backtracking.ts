// Whether a pattern can take super-linear time on some input (catastrophic backtracking), by
// recheck's analysis. A spec pattern ends up in the validators, the JSON Schema and the OpenAPI
// document, where a hostile value could make it run for minutes. recheck takes up to a few hundred
// milliseconds a pattern, so verdicts are kept in the generator's cache (tool-cache.ts), keyed by
// recheck's version and the pattern; recheck itself is loaded only for a pattern the cache lacks.

import { createRequire } from "node:module";
import { cachedJson } from "../cache/tool-cache.js";

export interface BacktrackingVerdict {
  /** "linear" when safe; else how the time grows, and an input that shows it. */
  complexity: string;
  attack?: string;
}

const require = createRequire(import.meta.url);
const RECHECK_VERSION = (require("recheck/package.json") as { version: string }).version;

/** The verdict on `source` (read with the `u` flag, as the validators do). */
export function backtracking(source: string): BacktrackingVerdict {
  let verdict = known.get(source);
  if (verdict === undefined) known.set(source, (verdict = cachedJson("backtracking", [RECHECK_VERSION, source], () => analyse(source))));
  return verdict;
}

/** Verdicts this process has read or made. */
const known = new Map<string, BacktrackingVerdict>();

function analyse(source: string): BacktrackingVerdict {
  const { checkSync } = require("recheck") as typeof import("recheck");
  const diagnostics = checkSync(source, "u", { timeout: 10_000 });
  return diagnostics.status === "vulnerable"
    ? { complexity: diagnostics.complexity.type, attack: diagnostics.attack.pattern }
    : { complexity: "linear" };
}
