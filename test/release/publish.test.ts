// `npm run release -- --publish`: what npm is asked to do (a dry run unless --yes), the registry URLs
// it takes, and the arguments it refuses before anything is released. The publish itself, against a
// real registry, is the registry loop's (test/registry/).

import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { publishArguments, registryProblem } from "../../generator/release/publish.js";
import { REPO_ROOT } from "../support/fixtures.js";

/** The release command; resolves to its exit code and output whatever the code. */
function release(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, [join(REPO_ROOT, "generator", "cli", "run.mjs"), "release", ...args], {
    cwd: REPO_ROOT,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe("publishing a release", () => {
  it("asks npm for a dry run unless confirmed, and names the registry only when given one", () => {
    expect(publishArguments({ folder: "out", version: "1.0.0", confirmed: false })).toEqual(["publish", "out", "--dry-run"]);
    expect(publishArguments({ folder: "out", version: "1.0.0", confirmed: true })).toEqual(["publish", "out"]);
    expect(publishArguments({ folder: "out", version: "1.0.0", registry: "http://127.0.0.1:4873/", confirmed: true })).toEqual([
      "publish",
      "out",
      "--registry",
      "http://127.0.0.1:4873/",
    ]);
  });

  it("takes an http(s) registry URL without credentials in it", () => {
    expect(registryProblem("https://registry.example.com/npm/")).toBeUndefined();
    expect(registryProblem("http://127.0.0.1:4873/")).toBeUndefined();
    expect(registryProblem("registry.example.com")).toContain("takes an http(s) URL");
    expect(registryProblem("file:///tmp/registry")).toContain("takes an http(s) URL");
    expect(registryProblem("https://me:secret@registry.example.com/")).toContain("takes no credentials");
  });

  it.each([
    [["--yes"], "--yes and --registry go with --publish."],
    [["--registry", "http://127.0.0.1:4873/"], "--yes and --registry go with --publish."],
    [["--publish", "--registry", "ftp://example.com/"], "--registry takes an http(s) URL, not 'ftp://example.com/'."],
  ])("refuses %j before anything is released", async (args, message) => {
    // Folders that do not exist: a refused command reads and writes nothing.
    const missing = join(REPO_ROOT, "test", "release", "no-such-folder");
    const outcome = await release(...args, "--spec", missing, "--release", missing, "--out", join(missing, "out"));
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(message);
    expect(outcome.stderr).toContain("Usage: npm run release");
  });
});
