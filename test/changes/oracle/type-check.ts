// Type-checks many consumers in one run of the native compiler (TypeScript 7): each consumer file
// resolves `@gateway/generated` from its own folder's node_modules, so one program checks each
// against its own package. Strict, NodeNext, exactOptionalPropertyTypes, as a merchant's project is.

import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { CONSUMER_COMPILER_OPTIONS } from "../../support/consumer-compiler.js";
import { REPO_ROOT } from "../../support/fixtures.js";

const run = promisify(execFile);

export interface CompileError {
  line: number;
  code: string;
  /** The message with its continuation lines. */
  message: string;
}

/** The compile errors of each consumer file (absolute path), none for a file that compiles. */
export async function typeCheck(root: string, consumers: readonly string[]): Promise<Map<string, CompileError[]>> {
  const config = {
    // The package's own declarations are checked by the package's tests; here only the consumers' use of them.
    compilerOptions: { ...CONSUMER_COMPILER_OPTIONS, exactOptionalPropertyTypes: true, skipLibCheck: true },
    files: consumers.map((file) => relative(root, file)),
  };
  await writeFile(join(root, "tsconfig.json"), JSON.stringify(config));
  // Run from `root`: tsc names files relative to its working folder, and they are read against `root`.
  const output = await run(join(REPO_ROOT, "node_modules/.bin/tsc"), ["-p", root, "--pretty", "false"], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string; message: string }) => {
      if (error.stdout === undefined || error.stdout === "") throw new Error(`tsc failed: ${error.message}`);
      return error.stdout;
    },
  );
  return parseErrors(root, output, consumers);
}

const ERROR_LINE = /^(.+)\((\d+),(\d+)\): error (TS\d+): (.*)$/;

function parseErrors(root: string, output: string, consumers: readonly string[]): Map<string, CompileError[]> {
  const errors = new Map(consumers.map((file) => [resolve(file), [] as CompileError[]]));
  let last: CompileError | undefined;
  for (const line of output.split("\n")) {
    const found = ERROR_LINE.exec(line);
    if (found === null) {
      if (last !== undefined && /^\s/.test(line)) last.message += `\n${line.trim()}`;
      continue;
    }
    const [, file, row, , code, message] = found as unknown as [string, string, string, string, string, string];
    const list = errors.get(resolve(root, file));
    if (list === undefined) throw new Error(`tsc reports a file that is no consumer: ${line}`);
    last = { line: Number(row), code, message };
    list.push(last);
  }
  return errors;
}
