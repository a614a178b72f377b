import { parseArgs } from "node:util";
import { FOLDER_OPTIONS, foldersFrom, generateOnce, print } from "./generate.js";
import { watchSpec } from "./watch.js";
import { startFormatter } from "./write/format.js";

const USAGE = `Usage: npm run generate -- [--check | --watch] [--spec <dir>] [--release <dir>] [--out <dir>]

  --check          compare generated/ with what the spec produces; exit 1 and list the files that differ
  --watch          regenerate on every save under the spec folder or templates/; print what each save
                   changed in the API, or the spec's problems (and keep watching)
  --spec <dir>     the spec folder (default: spec)
  --release <dir>  the release state: history and released surface (default: release)
  --out <dir>      the output folder (default: generated)`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { ...FOLDER_OPTIONS, check: { type: "boolean" }, watch: { type: "boolean" }, help: { type: "boolean" } },
  });
  if (values.help) return print(USAGE, 0);
  const options = foldersFrom(values);
  // Started first: prettier loads in its worker while the spec is read, checked and resolved.
  const formatter = startFormatter();
  formatter.warmUp();
  try {
    if (values.watch) return await watchSpec(options, formatter, print);
    const outcome = await generateOnce(options, formatter, values.check === true);
    return outcome.code;
  } finally {
    await formatter.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
