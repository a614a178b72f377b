import { relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { compareDiagnostics, formatDiagnostic, SpecError } from "./diagnostics/diagnostic.js";
import { emitters } from "./emit/emitters.js";
import { buildIR, emitAll } from "./pipeline.js";
import { startFormatter } from "./write/format.js";
import { findStaleFiles, writeOutputAtomically } from "./write/write-output.js";

const USAGE = `Usage: npm run generate -- [--check] [--spec <dir>] [--out <dir>]

  --check       compare generated/ with what the spec produces; exit 1 and list the files that differ
  --spec <dir>  the spec folder (default: spec)
  --out <dir>   the output folder (default: generated)`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { check: { type: "boolean" }, spec: { type: "string" }, out: { type: "string" }, help: { type: "boolean" } },
  });
  if (values.help) return print(USAGE, 0);
  const specRoot = resolve(values.spec ?? "spec");
  const outputDirectory = resolve(values.out ?? "generated");
  // Started first: prettier loads in its worker while the spec is read, checked and resolved.
  const formatter = startFormatter();
  try {
    const files = await emitAll(await buildIR(specRoot), emitters, formatter);
    if (values.check) {
      const stale = await findStaleFiles(outputDirectory, files);
      if (stale.length === 0) return print(`${relative(".", outputDirectory) || "."} is up to date (${files.length} files).`, 0);
      return print(
        `${relative(".", outputDirectory)} is stale; run \`npm run generate\`:\n${stale.map((line) => `  ${line}`).join("\n")}`,
        1,
        true,
      );
    }
    await writeOutputAtomically(outputDirectory, files);
    return print(`Wrote ${files.length} files to ${relative(".", outputDirectory)}.`, 0);
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    const shown = [...error.diagnostics]
      .sort(compareDiagnostics)
      .map((diagnostic) => formatDiagnostic({ ...diagnostic, file: relative(".", resolve(specRoot, diagnostic.file)) }));
    return print(`${shown.join("\n")}\n${shown.length} problem(s) in the spec; nothing was written.`, 1, true);
  } finally {
    await formatter.close();
  }
}

function print(text: string, code: number, toStderr = false): number {
  (toStderr ? process.stderr : process.stdout).write(`${text}\n`);
  return code;
}

process.exitCode = await main(process.argv.slice(2));
