// npm run kill-test [kills]: the long run of the atomic-write kill test, with figures.

import { join } from "node:path";
import { makeTempDir, removeTempDirs } from "../support/fixtures.js";
import { FILE_COUNT, killOnce, runWriter } from "./kill-harness.js";

const kills = Number(process.argv[2] ?? 200);
const output = join(await makeTempDir("kill-"), "out");
await runWriter(output, "old");
const { writingMs } = await runWriter(output, "new");
const counts: Record<string, number> = {};
const started = performance.now();
for (let kill = 0; kill < kills; kill++) {
  const outcome = await killOnce(output, Math.random() * writingMs * 1.2);
  const key = `${outcome.before} -> ${outcome.after}${outcome.recovered ? ` (${outcome.recovered})` : ""}`;
  counts[key] = (counts[key] ?? 0) + 1;
}
await removeTempDirs();
console.log(
  `${kills} kills over a write of ${FILE_COUNT} files (${writingMs.toFixed(0)} ms): ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const [key, count] of Object.entries(counts).sort()) console.log(`  ${count}  ${key}`);
