// `npm run generate`: one run of the generator (generate.ts), its --check, or its watch mode (watch.ts).

import { startEmitPool } from "../runner/emit-pool.js";
import { parseCommandLine } from "./command-line.js";
import { FOLDER_OPTIONS, foldersFrom, generateOnce, print, refuseOutput } from "../generate.js";
import { startFormatter } from "../write/format.js";
import { BUSY_EXIT_CODE } from "../write/output-lock.js";

const USAGE = `Usage: npm run generate -- [--check | --watch] [--no-cache] [--no-wait] [--spec <dir>] [--release <dir>] [--out <dir>]

  --check          compare generated/ with what the spec produces; exit 1 and list the files that differ
  --watch          regenerate on every save under the spec folder or templates/; print what each save
                   changed in the API, or the spec's problems (and keep watching)
  --no-cache       run every stage, and neither read nor write the cache (node_modules/.cache/gateway-codegen/)
  --no-wait        when another run holds the output folder (its lock, <out>.lock), exit ${BUSY_EXIT_CODE} at once
                   instead of waiting for it to finish
  --spec <dir>     the spec folder (default: spec)
  --release <dir>  the release state: history and released surface (default: release)
  --out <dir>      the output folder (default: generated)`;

/** The command on its arguments (without node and the script); resolves to its exit code. */
export async function generateCommand(argv: string[]): Promise<number> {
  const commandLine = parseCommandLine({
    args: argv,
    options: {
      ...FOLDER_OPTIONS,
      check: { type: "boolean" },
      watch: { type: "boolean" },
      "no-cache": { type: "boolean" },
      "no-wait": { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  if ("mistake" in commandLine) return print(`${commandLine.mistake}\n\n${USAGE}`, 2, true);
  const { values } = commandLine;
  if (values.help) return print(USAGE, 0);
  const folders = foldersFrom(values);
  // Before anything starts, a folder the generator may never replace (what it holds is judged under
  // the output's lock, by the first run; watch mode ends when that run refuses it).
  if (values.check !== true) {
    const refusal = await refuseOutput(folders, { placeOnly: true });
    if (refusal !== undefined) return refusal;
  }
  // Their workers start once a run knows the cache cannot answer it: then prettier and the emitters
  // that run on the second core load while the spec is read, checked and resolved.
  const emitPool = startEmitPool();
  const run = { wait: values["no-wait"] !== true, ...(values.watch ? { command: "generate --watch" } : {}) };
  const options = { ...folders, ...run, ...(emitPool ? { emitPool } : {}) };
  const formatter = startFormatter();
  try {
    if (values.watch) return await (await import("./watch.js")).watchSpec(options, formatter, print);
    const outcome = await generateOnce(options, formatter, values.check === true);
    return outcome.code;
  } finally {
    await Promise.all([formatter.close(), emitPool?.close()]);
  }
}
