// `npm run bench:python [-- --quick] [-- --no-vectors]`: the Python validators against fastjsonschema
// and jsonschema (python-measure.ts), alone; `npm run bench` runs the same as one of its parts. Not in
// `npm test`. Without the peers it fails and says what to install.

import { loadavg } from "node:os";
import { renderTable } from "../report/table.js";
import { measurePython, pythonAgreementLines, pythonRows, pythonTargets } from "./python-measure.js";

async function main(argv: string[]): Promise<void> {
  const load = loadavg()[0] ?? 0;
  const started = performance.now();
  const result = await measurePython({ quick: argv.includes("--quick"), agreement: !argv.includes("--no-vectors") });
  console.log(renderTable(pythonRows(result)));
  console.log("");
  for (const line of [...pythonTargets(result), ...pythonAgreementLines(result)]) console.log(line);
  console.log(
    `\n${result.executable} (Python ${result.python}), ${((performance.now() - started) / 1000).toFixed(0)} s, load average ${load.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
  );
}

await main(process.argv.slice(2));
