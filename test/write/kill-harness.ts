// Kills the write step (SIGKILL) at random moments and checks what it leaves: `generated/` is the
// complete old or new package (with the atomic exchange), or, where only renames are possible, also
// absent with a complete package beside it that recovery puts back; after recovery, it is always the
// complete old or new package and nothing else is left. The writer holds the output's lock, as a run
// does: recovery happens as a run's does, once it has replaced the killed writer's stale lock.

import { spawn } from "node:child_process";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { transformSync } from "oxc-transform";
import { compiledGenerator } from "../../generator/runner/compile-cache.mjs";
import { takeOutputLock } from "../../generator/write/output-lock.js";
import { recoverInterruptedSwap, swapPaths } from "../../generator/write/swap-directory.js";

const WRITER = join(import.meta.dirname, "kill-writer.ts");
export const FILE_COUNT = 400;

let compiledWriter: Promise<string> | undefined;

/**
 * The writer as JavaScript, so that node starts it without tsx (which cost each of a test's twenty
 * writers about a second): kill-writer.ts compiled by oxc-transform into the launcher's compiled
 * generator (cli/run.mjs; laid out as the repository is), where its imports of ../../generator/
 * find the same modules compiled as a run of the generator loads them.
 */
function writerScript(): Promise<string> {
  compiledWriter ??= (async () => {
    const script = join(await compiledGenerator(), "test", "write", "kill-writer.js");
    const { code, errors } = transformSync(WRITER, await readFile(WRITER, "utf8"), { lang: "ts", sourceType: "module", target: "es2022" });
    if (errors.length > 0) throw new Error(`${WRITER}: ${errors.map((error) => error.message).join("\n")}`);
    await mkdir(dirname(script), { recursive: true });
    // Written whole, then renamed: another process may be starting the writer from it.
    await writeFile(`${script}.${process.pid}.tmp`, code);
    await rename(`${script}.${process.pid}.tmp`, script);
    return script;
  })();
  return compiledWriter;
}

/** How the writer swaps the package in: one exchange (Python 3), or two renames (no interpreter). */
export type SwapMode = "exchange" | "renames";

/** The interpreter the writer is given: a name no machine has forces the renames. */
const PYTHON: Record<SwapMode, string> = { exchange: "python3", renames: "no-such-python-interpreter" };

export interface KillOutcome {
  /** What was at the output path right after the kill. */
  before: "old" | "new" | "absent";
  /** What recovery did. */
  recovered: string | undefined;
  /** Whether the killed writer held the lock, so that recovery replaced it. */
  lockReplaced: boolean;
  after: "old" | "new";
}

/** Runs the writer to the end (`killAfterMs` undefined) or kills it that long after it starts writing. */
export async function runWriter(
  outputDirectory: string,
  label: string,
  mode: SwapMode,
  killAfterMs?: number,
): Promise<{ killed: boolean; writingMs: number }> {
  const writer = await writerScript();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer, outputDirectory, label, String(FILE_COUNT), PYTHON[mode]], {
      cwd: join(import.meta.dirname, "../.."),
      stdio: ["ignore", "pipe", "inherit"],
    });
    let started = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      if (started === 0 && chunk.toString().includes("writing")) {
        started = performance.now();
        if (killAfterMs !== undefined) setTimeout(() => child.kill("SIGKILL"), killAfterMs);
      }
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (signal === "SIGKILL") return resolve({ killed: true, writingMs: performance.now() - started });
      if (code !== 0) return reject(new Error(`writer exited with ${code}`));
      resolve({ killed: false, writingMs: performance.now() - started });
    });
  });
}

/** Which complete package a folder holds: every file of one label, all there; or "partial"/"absent". */
export async function packageAt(directory: string): Promise<"old" | "new" | "partial" | "absent"> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => undefined);
  if (entries === undefined) return "absent";
  const files = entries.filter((entry) => entry.isFile() && entry.name !== ".complete");
  if (files.length !== FILE_COUNT) return "partial";
  const labels = new Set(
    await Promise.all(files.map(async (entry) => (await readFile(join(entry.parentPath, entry.name), "utf8")).split(" ")[0])),
  );
  return labels.size === 1 && (labels.has("old") || labels.has("new")) ? ([...labels][0] as "old" | "new") : "partial";
}

/**
 * One kill: the output starts as the complete old package; the writer writing the new one is killed.
 * With the exchange, the output path must hold a complete package right after the kill.
 */
export async function killOnce(outputDirectory: string, killAfterMs: number, mode: SwapMode): Promise<KillOutcome> {
  await recoverUnderLock(outputDirectory);
  if ((await packageAt(outputDirectory)) !== "old") await runWriter(outputDirectory, "old", mode);
  await runWriter(outputDirectory, "new", mode, killAfterMs);
  const at = await packageAt(outputDirectory);
  const { staging, previous } = swapPaths(outputDirectory);
  if (at === "partial") throw new Error(`${outputDirectory} holds a partial package after a kill at ${killAfterMs} ms`);
  if (at === "absent" && mode === "exchange") throw new Error(`${outputDirectory} is absent after a kill at ${killAfterMs} ms`);
  if (at === "absent") {
    // Only between the swap's two renames: a complete package must wait beside it.
    const [stagingAt, previousAt] = await Promise.all([packageAt(staging), packageAt(previous)]);
    if (stagingAt !== "new" && previousAt !== "old") throw new Error(`nothing complete is left after a kill at ${killAfterMs} ms`);
  }
  const { recovered, lockReplaced } = await recoverUnderLock(outputDirectory);
  const after = await packageAt(outputDirectory);
  const leftovers = (await readdir(dirname(outputDirectory))).filter((name) => name !== "out");
  if ((after !== "old" && after !== "new") || leftovers.length > 0)
    throw new Error(`after recovery: ${after}, left behind: ${leftovers.join(", ")} (kill at ${killAfterMs} ms)`);
  return { before: at, recovered, lockReplaced, after };
}

/** What a run does first: takes the lock (a killed writer's is stale), then settles what was left. */
async function recoverUnderLock(outputDirectory: string): Promise<{ recovered: string | undefined; lockReplaced: boolean }> {
  const attempt = await takeOutputLock(outputDirectory, { command: "kill-harness", wait: false });
  if (!("taken" in attempt)) throw new Error(`the lock of a killed writer was not taken: ${JSON.stringify(attempt)}`);
  try {
    return { recovered: await recoverInterruptedSwap(outputDirectory), lockReplaced: attempt.taken.replaced !== undefined };
  } finally {
    await attempt.taken.release();
  }
}
