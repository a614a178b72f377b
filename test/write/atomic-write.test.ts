// generated/ is replaced as a whole: a run killed with SIGKILL at random moments of its write leaves
// the complete old or new package at the output path (with the atomic exchange; where only renames
// are possible, between their two renames a complete one waits beside it), and the next run settles
// whatever was left, once it has replaced the killed writer's stale lock. `npm run kill-test` runs many
// more kills.

import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultPython, startDirectoryExchanger } from "../../generator/write/exchange-directories.js";
import { makeTempDir, removeTempDirs } from "../support/fixtures.js";
import { killOnce, runWriter, type SwapMode } from "./kill-harness.js";

afterAll(removeTempDirs);

/** Kills per mode: one in each quarter of the write, and one past its end. */
const KILLS = 5;

async function killsOver(mode: SwapMode) {
  const output = join(await makeTempDir("kill-"), "out");
  await runWriter(output, "old", mode);
  const { writingMs } = await runWriter(output, "new", mode);
  const outcomes = [];
  // Moments spread over the whole write, from its first file to past its end (`npm run kill-test` kills at 200).
  for (let kill = 0; kill < KILLS; kill++) outcomes.push(await killOnce(output, ((kill + Math.random()) / (KILLS - 1)) * writingMs, mode));
  return outcomes;
}

describe("atomic replacement of the output", () => {
  it("with the exchange, the output path always holds a complete package, and the next run replaces the stale lock and cleans up", async () => {
    const outcomes = await killsOver("exchange");
    expect(outcomes.map((outcome) => outcome.before)).not.toContain("absent");
    // killOnce also checks that nothing is left beside the output after recovery: no lock, no staging.
    expect(outcomes.map((outcome) => outcome.lockReplaced)).toContain(true);
    expect(outcomes.map((outcome) => outcome.after)).toContain("old");
    expect(outcomes.every((outcome) => outcome.after === "old" || outcome.after === "new")).toBe(true);
  }, 120_000);

  it("without Python, two renames leave a complete package, old or new, once recovered", async () => {
    const outcomes = await killsOver("renames");
    expect(outcomes.map((outcome) => outcome.after)).toContain("old");
    expect(outcomes.every((outcome) => outcome.after === "old" || outcome.after === "new")).toBe(true);
  }, 120_000);
});

describe("the directory exchanger", () => {
  async function twoFolders() {
    const root = await makeTempDir("exchange-");
    for (const name of ["a", "b"]) {
      await mkdir(join(root, name));
      await writeFile(join(root, name, "label.txt"), name);
    }
    const label = (name: string) => readFile(join(root, name, "label.txt"), "utf8");
    return { root, label };
  }

  it("exchanges two folders when asked", async () => {
    const { root, label } = await twoFolders();
    await startDirectoryExchanger(join(root, "a"), join(root, "b")).exchange();
    expect([await label("a"), await label("b")]).toEqual(["b", "a"]);
  });

  it("changes nothing when cancelled, or when the interpreter is missing", async () => {
    const { root, label } = await twoFolders();
    await startDirectoryExchanger(join(root, "a"), join(root, "b")).cancel();
    await startDirectoryExchanger(join(root, "a"), join(root, "b"), "no-such-python-interpreter").exchange();
    expect([await label("a"), await label("b")]).toEqual(["a", "b"]);
  });

  it("runs the system's interpreter on Linux where it has one, and python3 from PATH otherwise", () => {
    const present = (path: string) => path === "/usr/bin/python3";
    expect(defaultPython("linux", present)).toBe("/usr/bin/python3");
    expect(defaultPython("linux", () => false)).toBe("python3");
    expect(defaultPython("darwin", present)).toBe("python3");
  });
});
