// Run in a fresh child process by the benchmark: the throughput comparison on the repository's spec,
// with the settings of the arguments given (`--quick`) and the zod schemas of this bench run
// (`--zod=<folder>`). Prints the rows as JSON.

import { join } from "node:path";
import { buildIR } from "../../generator/pipeline.js";
import { REPO_ROOT } from "../generation/generation.js";
import { settingsFrom } from "../settings.js";
import { measureThroughput } from "./throughput.js";

const argv = process.argv.slice(2);
const zodFolder = argv.find((argument) => argument.startsWith("--zod="))?.slice("--zod=".length);
if (zodFolder === undefined) throw new Error("throughput-child needs --zod=<folder of the zod schemas>");
const ir = await buildIR(join(REPO_ROOT, "spec"));
process.stdout.write(`${JSON.stringify(await measureThroughput(ir, settingsFrom(argv), zodFolder))}\n`);
