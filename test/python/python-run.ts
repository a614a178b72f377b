// A child process run to its end from the repository root, its two output streams as one text.

import { spawn } from "node:child_process";
import { REPO_ROOT } from "../support/fixtures.js";

interface Run {
  code: number | null;
  output: string;
}

export function run(command: string, args: readonly string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    // -B and PYTHONDONTWRITEBYTECODE: no __pycache__ is written into the generated package.
    const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1", ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}
