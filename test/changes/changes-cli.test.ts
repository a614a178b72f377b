// `npm run changes` as CI runs it: JSON alone on stdout under `npm run -s`, and the gate picked with
// `--fail-on`: breaking stops at a breaking change only, warning at a warning too.

import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeReport } from "../../generator/changes/report.js";
import { formatSurface } from "../../generator/changes/snapshot-text.js";
import { surfaceOf } from "../../generator/changes/surface.js";
import { buildIR } from "../../generator/pipeline.js";
import { fixtureWith, makeTempDir, removeTempDirs, REPO_ROOT, writeFiles } from "../support/fixtures.js";
import { CHANGE_CASES } from "./fixture-history.js";

const run = promisify(execFile);

/** A folder holding a package's snapshot of the fixture with `files` written over it. */
async function packageOf(files: Record<string, string>): Promise<string> {
  const folder = await makeTempDir("package-");
  await writeFiles(folder, { "api-snapshot.json": formatSurface(surfaceOf(await buildIR(await fixtureWith("minimal-spec", files)))) });
  return folder;
}

async function changes(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, [join(REPO_ROOT, "generator", "cli", "run.mjs"), "changes", ...args], { cwd: REPO_ROOT }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

let released: string;
let warned: string;
let broken: string;

beforeAll(async () => {
  const client = (timeoutMs: number) => ({
    "api/client.yaml": [
      "kind: client",
      "defaultVersions: { PAY: 2 }",
      "pathArguments: { merchantId: merchantId, orderid: orderId, transactionid: transactionId }",
      `timeoutMs: ${timeoutMs}`,
      "maxResponseBytes: 1048576",
      "retry: { causes: [SERVER_FAILED], connectionFailures: true, attempts: 3, baseDelayMs: 200, maxDelayMs: 2000 }",
      "",
    ].join("\n"),
  });
  [released, warned, broken] = await Promise.all([
    packageOf(client(30000)),
    packageOf(client(5000)),
    packageOf({ ...client(30000), ...(CHANGE_CASES["request-bound-narrowed"]?.after as Record<string, string>) }),
  ]);
});

afterAll(removeTempDirs);

describe("npm run changes in CI", () => {
  it("prints the JSON alone on stdout under npm run -s, with level and security on every change", async () => {
    const { stdout } = await run("npm", ["run", "-s", "changes", "--", "--json", "--from", released, "--to", warned], { cwd: REPO_ROOT });
    const report = JSON.parse(stdout) as ChangeReport;
    expect(report.bump).toBe("minor");
    expect(report.changes).toEqual([
      expect.objectContaining({
        kind: "client-changed",
        facet: "time-out per attempt",
        level: "warning",
        breaking: false,
        security: false,
        before: "30 s",
        after: "5 s",
      }),
    ]);
  });

  it("stops at a warning only when asked to, and at a breaking change either way", async () => {
    expect((await changes("--from", released, "--to", warned, "--fail-on", "breaking")).code).toBe(0);
    expect((await changes("--from", released, "--to", warned, "--fail-on", "warning")).code).toBe(2);
    expect((await changes("--from", released, "--to", broken, "--fail-on", "breaking")).code).toBe(2);
    expect((await changes("--from", released, "--to", broken, "--fail-on-breaking")).code).toBe(2);
    expect((await changes("--from", released, "--to", warned)).code).toBe(0);
  });

  it("refuses a gate it does not know, naming the two it knows", async () => {
    const refused = await changes("--from", released, "--to", warned, "--fail-on", "compatible");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--fail-on takes breaking or warning, not 'compatible'.");
  });

  it("puts a warning in its own section of the Markdown report, with why it may break", async () => {
    const { stdout } = await changes("--from", released, "--to", warned);
    expect(stdout).toContain("**minor** (0 breaking, 1 warning, 0 compatible, 0 documentation)");
    expect(stdout).toContain(
      "## Warnings\n\n### Every operation\n\n- `client`: time-out per attempt `30 s` -> `5 s`. Calls that succeeded may now fail",
    );
  });
});
