// Watch mode for spec authors: regenerate on every save under the spec folder or templates/, print
// the spec's problems without stopping, and after a good save one line per change the save made to
// the API, classified as the change report classifies it.

import { watch, type FSWatcher } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Change } from "../changes/change.js";
import { diffSurfaces } from "../changes/diff-surfaces.js";
import { changeLine } from "../changes/report.js";
import { surfaceOf, type ApiSurface } from "../changes/surface.js";
import { generateOnce, primeStages, type GenerateOptions } from "../generate.js";
import { missingSpecFolder } from "../load/spec-files.js";
import { optimizeHotCode } from "../runner/optimizing-compiler.mjs";
import type { Formatter } from "../write/format.js";

const TEMPLATES_ROOT = fileURLToPath(new URL("../../templates/", import.meta.url));
/** An editor's save is often several file events: one run for all of them. */
const SETTLE_MS = 30;
/** Runs of the stages, writing nothing, before the first save: the later ones run at full speed. */
const PRIMING_RUNS = 2;

type Print = (text: string, code: number, toStderr?: boolean) => number;

/** Runs until SIGINT or SIGTERM; resolves to the exit code. */
export async function watchSpec(options: GenerateOptions, formatter: Formatter, print: Print): Promise<number> {
  // A process that lives on: its saves run the stages again and again (cli/run.mjs turned it off).
  optimizeHotCode();
  const first = await generateOnce(options, formatter, false, true);
  // The output is not the generator's, or another run holds it under --no-wait: nothing to watch for.
  if (first.code >= 2) return first.code;
  // No spec folder at that path (the run said so): nothing to watch.
  if (missingSpecFolder(options.specRoot) !== undefined) return first.code;
  let surface = surfaceFrom(first);
  let queue = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const regenerate = async () => {
    const started = performance.now();
    const now = surfaceFrom(await generateOnce(options, formatter, false, true));
    if (now !== undefined) {
      print(surface === undefined ? "The spec is whole again." : changesText(diffSurfaces(surface, now)), 0);
      surface = now;
    }
    print(`(${Math.round(performance.now() - started)} ms; watching)`, 0);
  };
  const onEvent = () => {
    clearTimeout(timer);
    timer = setTimeout(() => (queue = queue.then(regenerate, regenerate)), SETTLE_MS);
  };
  const watchers: FSWatcher[] = [options.specRoot, TEMPLATES_ROOT].map((root) => watch(root, { recursive: true }, onEvent));
  // Listened for before "Watching" is printed: a signal sent as soon as it is read must stop the
  // watch as it stops, not kill it. A second Ctrl-C kills it (a run waiting for another's lock).
  const stopped = new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  // A save while this runs is handled after it. Only speed depends on it: a failure shows on the next save.
  queue = primeStages(options, formatter, PRIMING_RUNS).catch(() => undefined);
  await queue;
  print(`Watching ${relative(".", options.specRoot) || "."} and ${relative(".", TEMPLATES_ROOT)} (Ctrl-C to stop).`, 0);
  await stopped;
  clearTimeout(timer);
  for (const watcher of watchers) watcher.close();
  await queue;
  return 0;
}

function surfaceFrom(outcome: Awaited<ReturnType<typeof generateOnce>>): ApiSurface | undefined {
  return outcome.ir === undefined ? undefined : surfaceOf(outcome.ir);
}

function changesText(changes: readonly Change[]): string {
  return changes.length === 0 ? "No change to the API." : changes.map(changeLine).join("\n");
}
