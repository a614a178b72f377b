// generated/ is replaced as a whole: a run killed with SIGKILL at random moments of its write leaves
// the complete old or new package (or, between the swap's two renames only, a complete one beside
// it), and the next run settles whatever was left. `npm run kill-test` runs many more kills.

import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, removeTempDirs } from "../support/fixtures.js";
import { killOnce, runWriter } from "./kill-harness.js";

afterAll(removeTempDirs);

describe("atomic replacement of the output", () => {
  it("leaves a complete package, old or new, whenever the write is killed, and the next run cleans up", async () => {
    const output = join(await makeTempDir("kill-"), "out");
    await runWriter(output, "old");
    const { writingMs } = await runWriter(output, "new");
    const outcomes = [];
    // Moments spread over the whole write, from its first file to past its end.
    for (let kill = 0; kill < 8; kill++) outcomes.push(await killOnce(output, ((kill + Math.random()) / 7) * writingMs));
    const seen = new Set(outcomes.map((outcome) => outcome.after));
    expect(seen.has("old")).toBe(true);
    expect(outcomes.every((outcome) => outcome.after === "old" || outcome.after === "new")).toBe(true);
  }, 120_000);
});
