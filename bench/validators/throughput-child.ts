// Run in a fresh child process by the benchmark: the throughput comparison on the repository's spec,
// with the settings of the arguments given (`--quick`). Prints the rows as JSON.

import { join } from "node:path";
import { buildIR } from "../../generator/pipeline.js";
import { REPO_ROOT } from "../generation/generation.js";
import { settingsFrom } from "../settings.js";
import { measureThroughput } from "./throughput.js";

const ir = await buildIR(join(REPO_ROOT, "spec"));
process.stdout.write(`${JSON.stringify(measureThroughput(ir, settingsFrom(process.argv.slice(2))))}\n`);
