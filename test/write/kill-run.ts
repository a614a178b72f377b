// npm run kill-test [kills] [exchange|renames]: the long run of the atomic-write kill test, with
// figures; by default with the atomic exchange.

import { join } from "node:path";
import { makeTempDir, removeTempDirs } from "../support/fixtures.js";
import { FILE_COUNT, killOnce, runWriter, type SwapMode } from "./kill-harness.js";

const kills = Number(process.argv[2] ?? 200);
const mode: SwapMode = process.argv[3] === "renames" ? "renames" : "exchange";
const output = join(await makeTempDir("kill-"), "out");
await runWriter(output, "old", mode);
const { writingMs } = await runWriter(output, "new", mode);
const counts: Record<string, number> = {};
const started = performance.now();
for (let kill = 0; kill < kills; kill++) {
  const outcome = await killOnce(output, Math.random() * writingMs * 1.2, mode);
  const recovered = outcome.recovered ? ` (${outcome.recovered})` : "";
  const key = `${outcome.before} -> ${outcome.after}${recovered}${outcome.lockReplaced ? ", its stale lock replaced" : ""}`;
  counts[key] = (counts[key] ?? 0) + 1;
}
await removeTempDirs();
console.log(
  `${kills} kills (${mode}) over a write of ${FILE_COUNT} files (${writingMs.toFixed(0)} ms): ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const [key, count] of Object.entries(counts).sort()) console.log(`  ${count}  ${key}`);
