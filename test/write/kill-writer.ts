// A generator's write step on its own, to be killed: writes package `label` (files of a few
// kilobytes) into the output folder given on the command line, saying "writing" when it starts.
// The optional fourth argument is the Python interpreter for the atomic exchange. It holds the output's
// lock as a run does, so that a kill leaves a stale lock too, for the next run to replace.

import { takeOutputLock } from "../../generator/write/output-lock.js";
import { writeOutputAtomically } from "../../generator/write/write-output.js";

const [outputDirectory, label, count, python] = process.argv.slice(2) as [string, string, string, string | undefined];
const files = Array.from({ length: Number(count) }, (_, index) => ({
  path: `part-${Math.floor(index / 50)}/file-${index}.txt`,
  contents: `${label} ${index}\n${"x".repeat(4096)}\n`,
}));
process.stdout.write("writing\n");
const attempt = await takeOutputLock(outputDirectory, { command: "kill-writer", wait: true });
if (!("taken" in attempt)) throw new Error(`the lock was not taken: ${JSON.stringify(attempt)}`);
await writeOutputAtomically(outputDirectory, files, { python });
await attempt.taken.release();
process.stdout.write("done\n");
