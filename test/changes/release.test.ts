// The commands as a spec author and a downstream team run them, on a copy of the minimal fixture in
// a temporary folder: the first release, a release with nothing new, a breaking change released as
// a major version, `generate` that never moves the version, and `changes` in each of its modes. A
// release moves both packages: the Python package beside the npm one has the same version and changelog.
// The first release runs in a process of its own as `npm run release` does; the other commands run
// in this one (cli.test.ts, changes-cli.test.ts and one-run-at-a-time.test.ts run them as processes).

import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeReport } from "../../generator/changes/report.js";
import { commandInProcess, type CommandName, type CommandOutcome } from "../support/commands.js";
import { copyFixture, makeTempDir, removeTempDirs, REPO_ROOT, writeFiles } from "../support/fixtures.js";
import { CHANGE_CASES } from "./fixture-history.js";

const run = promisify(execFile);

/** One of the generator's commands in this process (the first release is made by a process of its own). */
const command = commandInProcess;

/** The command as `npm run <command>` runs it: the launcher, in a process of its own; whatever its exit code. */
async function commandInChildProcess(name: CommandName, ...args: string[]): Promise<CommandOutcome> {
  return run(process.execPath, [join(REPO_ROOT, "generator", "cli", "run.mjs"), name, ...args], { cwd: REPO_ROOT }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: CommandOutcome) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

let spec: string;
let release: string;
let out: string;
const folders = () => ["--spec", spec, "--release", release, "--out", out];
const json = async (path: string) => JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;

/** The Python package's versions (pyproject.toml's and `__version__`) and its changelog, written beside the npm package. */
async function pythonPackage(): Promise<{ versions: string[]; changelog: string }> {
  const python = `${out}-python`;
  const pyproject = await readFile(join(python, "pyproject.toml"), "utf8");
  const init = await readFile(join(python, "gateway_generated", "__init__.py"), "utf8");
  const versions = [/^version = "([^"]*)"$/m.exec(pyproject)?.[1] ?? "none", /^__version__: Final = "([^"]*)"$/m.exec(init)?.[1] ?? "none"];
  return { versions, changelog: await readFile(join(python, "CHANGELOG.md"), "utf8") };
}

/** Both packages at `version`, with one changelog. */
async function expectBothAt(version: string): Promise<void> {
  expect((await json(join(out, "package.json"))).version).toBe(version);
  const python = await pythonPackage();
  expect(python.versions).toEqual([version, version]);
  expect(python.changelog).toBe(await readFile(join(out, "CHANGELOG.md"), "utf8"));
}

beforeAll(async () => {
  spec = await copyFixture("minimal-spec");
  const work = await makeTempDir("release-");
  [release, out] = [join(work, "release"), join(work, "generated")];
});
afterAll(removeTempDirs);

describe("release, changes and generate", () => {
  it("starts the history at 1.0.0, and writes version, snapshot and changelog into the package", async () => {
    const first = await commandInChildProcess("release", ...folders(), "--date", "2026-11-24");
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain("Released 1.0.0");
    await expectBothAt("1.0.0");
    const changelog = await readFile(join(out, "CHANGELOG.md"), "utf8");
    expect(changelog).toContain("## 1.0.0 (2026-11-24)\n\nFirst release: PAY 1, PAY 2.");
    expect(await readFile(join(out, "api-snapshot.json"), "utf8")).toBe(await readFile(join(release, "api-snapshot.json"), "utf8"));
  });

  it("releases nothing when the surface is as released, so a second release gives no new version", async () => {
    const history = await readFile(join(release, "history.json"), "utf8");
    const again = await command("release", ...folders(), "--date", "2026-11-25");
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("nothing to release");
    expect(await readFile(join(release, "history.json"), "utf8")).toBe(history);
    const report = await command("changes", "--json", ...folders().slice(0, 4));
    expect(JSON.parse(report.stdout)).toMatchObject({ bump: "none", from: "release 1.0.0", changes: [] });
  });

  it("reports a breaking change against the release, keeps the version on generate, and releases it as 2.0.0", async () => {
    const before = await readFile(join(out, "api-snapshot.json"), "utf8");
    await writeFiles(spec, CHANGE_CASES["request-bound-narrowed"]?.after ?? {});
    const markdown = await command("changes", ...folders().slice(0, 4));
    expect(markdown.stdout).toContain("From release 1.0.0 to the working spec: **major**");
    expect(markdown.stdout).toContain("- Request `order.reference`: length `1-40` -> `1-30`");
    expect((await command("changes", "--fail-on-breaking", ...folders().slice(0, 4))).code).toBe(2);

    const generated = await command("generate", ...folders());
    expect(generated.code, generated.stderr).toBe(0);
    await expectBothAt("1.0.0");
    expect(await readFile(join(out, "api-snapshot.json"), "utf8")).not.toBe(before);

    const released = await command("release", ...folders(), "--date", "2026-12-01");
    expect(released.stdout).toContain("Released 2.0.0 (major");
    await expectBothAt("2.0.0");
    expect((await pythonPackage()).changelog).toContain("## 2.0.0 (2026-12-01)");
    const changelog = await readFile(join(out, "CHANGELOG.md"), "utf8");
    expect(changelog.indexOf("## 2.0.0 (2026-12-01)")).toBeLessThan(changelog.indexOf("## 1.0.0 (2026-11-24)"));
    expect(changelog).toContain("### Breaking\n\n- **PAY 2** request `order.reference`: length `1-40` -> `1-30`");
  });

  it("compares two generated packages by their snapshots, with no git and no spec", async () => {
    const older = await makeTempDir("older-package-");
    await writeFiles(older, {
      "api-snapshot.json": await readFile(join(out, "api-snapshot.json"), "utf8"),
      "package.json": JSON.stringify({ name: "@gateway/generated", version: "2.0.0" }),
    });
    await writeFiles(spec, CHANGE_CASES["response-field-added"]?.after ?? {});
    expect((await command("generate", ...folders())).code).toBe(0);
    const report = await command("changes", "--json", "--from", older, "--to", out);
    expect(report.code, report.stderr).toBe(0);
    const parsed = JSON.parse(report.stdout) as ChangeReport;
    expect(parsed.from).toBe(`@gateway/generated 2.0.0 (${older})`);
    expect(parsed.bump).toBe("minor");
    expect(parsed.changes).toContainEqual(
      expect.objectContaining({
        operation: "PAY",
        version: "2",
        direction: "response",
        path: "order.taxAmount",
        kind: "field-added",
        breaking: false,
      }),
    );
    const missing = await command("changes", "--from", join(older, "nothing-here"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("api-snapshot.json not found");
  });

  it("compares the working spec with spec/ at a git ref", async () => {
    // HEAD's spec/ is the real spec, the working spec here the fixture: every operation differs.
    const report = await command("changes", "--json", "HEAD", "--spec", spec);
    expect(report.code, report.stderr).toBe(0);
    const parsed = JSON.parse(report.stdout) as ChangeReport;
    expect(parsed.from).toBe("spec/ at HEAD");
    expect(parsed.changes).toContainEqual(expect.objectContaining({ operation: "AUTHORIZE", version: "100", kind: "version-removed" }));
    expect(parsed.changes).toContainEqual(expect.objectContaining({ operation: "PAY", version: "1", kind: "version-added" }));
  });
});
