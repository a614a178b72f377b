// Runs a command in a child process and measures it: wall time, and peak memory through
// `/usr/bin/time` (GNU time's %M: the largest resident set of the child and the processes it waited for).

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const GNU_TIME = "/usr/bin/time";

export interface ChildRun {
  wallMs: number;
  /** Undefined where GNU time is not installed. */
  maxRssMb?: number;
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Variables added to the child's environment. */
export type ExtraEnvironment = Record<string, string>;

function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: ExtraEnvironment,
): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({ exitCode: code ?? 1, stdout: Buffer.concat(stdout).toString("utf8"), stderr: Buffer.concat(stderr).toString("utf8") }),
    );
  });
}

export async function runMeasured(command: string, args: readonly string[], cwd: string, env: ExtraEnvironment = {}): Promise<ChildRun> {
  if (!existsSync(GNU_TIME)) {
    const start = performance.now();
    return { ...(await run(command, args, cwd, env)), wallMs: performance.now() - start };
  }
  const folder = await mkdtemp(join(tmpdir(), "bench-time-"));
  const report = join(folder, "rss");
  try {
    const start = performance.now();
    const result = await run(GNU_TIME, ["-f", "%M", "-o", report, command, ...args], cwd, env);
    const wallMs = performance.now() - start;
    const kilobytes = Number((await readFile(report, "utf8")).trim().split("\n").pop());
    return { ...result, wallMs, ...(Number.isFinite(kilobytes) ? { maxRssMb: kilobytes / 1024 } : {}) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
