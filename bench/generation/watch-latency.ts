// One spec file changed in watch mode: the time from writing the file to its output on disk (the
// output folder swapped in whole), for edits the cache has never seen. The watch runs on a copy of
// the spec with a cache of its own; each edit moves one length bound of the first field file that
// has one to a value not used before, as a spec author tightening or widening a field would.

import { spawn } from "node:child_process";
import { cp, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "../measure.js";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface WatchLatency {
  /** Milliseconds from the write of the spec file to the new output folder in place, one per edit. */
  samples: number[];
  medianMs: number;
  file: string;
  failed?: string;
}

const LENGTH = /length: \[(\d+), (\d+)\]/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function editableFile(specRoot: string): Promise<string> {
  const folder = join(specRoot, "fields");
  for (const name of (await readdir(folder)).sort())
    if (LENGTH.test(await readFile(join(folder, name), "utf8"))) return join("fields", name);
  throw new Error("no field file with a length bound to edit");
}

async function inode(path: string): Promise<number | undefined> {
  return stat(path).then(
    (found) => found.ino,
    () => undefined,
  );
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > end) throw new Error("timed out");
    await sleep(2);
  }
}

export async function measureWatchLatency(specRoot: string, work: string, edits: number): Promise<WatchLatency> {
  const spec = join(work, "spec-watch");
  const out = join(work, "out-watch");
  await cp(specRoot, spec, { recursive: true });
  const file = await editableFile(spec);
  const args = [join(REPO_ROOT, "generator", "cli", "run.mjs"), "generate", "--watch", "--spec", spec, "--out", out];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, GATEWAY_CODEGEN_CACHE: join(work, "cache-watch") },
  });
  let printed = "";
  child.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const runsDone = () => printed.split("; watching)").length - 1;
  const samples: number[] = [];
  try {
    await until(() => printed.includes("Ctrl-C"), 120_000);
    const original = await readFile(join(spec, file), "utf8");
    for (let edit = 1; edit <= edits; edit++) {
      const text = original.replace(LENGTH, (_, min: string, max: string) => `length: [${min}, ${Number(max) + edit}]`);
      const [before, done] = [await inode(out), runsDone()];
      const start = performance.now();
      await writeFile(join(spec, file), text);
      await until(async () => (await inode(out)) !== before, 60_000);
      samples.push(performance.now() - start);
      await until(() => runsDone() > done, 60_000);
      await sleep(100);
    }
    return { samples, medianMs: median(samples), file };
  } catch (error) {
    return { samples, medianMs: Number.NaN, file, failed: `${(error as Error).message}: ${printed.slice(-300)}` };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
}
