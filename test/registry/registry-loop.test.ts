// The whole loop with a real registry (issue 23): Verdaccio on loopback as the registry, the package
// released and published at 1.0.0 by `npm run release -- --publish`, a downstream project
// (test/fixtures/downstream, whose package.json asks for "@gateway/generated": "^1.0.0") installed
// from it, compiled and tested against the double; then a breaking spec edit, released and published
// as 2.0.0. The downstream's install stays on 1.x, and moving it to ^2.0.0 gives exactly the compile
// errors the change report's breaking rows predict.
//
// The spec is the minimal fixture with an enumeration the downstream sends (order.channel) in PAY 2's
// request; the edit takes a value out of it and makes order.amount required.

import { cp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Change } from "../../generator/changes/change.js";
import type { ChangeReport } from "../../generator/changes/report.js";
import { commandInProcess } from "../support/commands.js";
import { copyFixture, FIXTURES_ROOT, makeTempDir, removeTempDirs, REPO_ROOT, writeFiles } from "../support/fixtures.js";
import { errorSite, parseCompileErrors, predictedSite, sameSite } from "./compile-errors.js";
import { run, startRegistry, type Registry } from "./registry.js";

const PACKAGE = "@gateway/generated";
const TSC = join(REPO_ROOT, "node_modules", ".bin", "tsc");

const yaml = (...lines: string[]) => `${lines.join("\n")}\n`;

/** PAY 2 as the fixture has it, with order.channel in its request, and the lines given. */
const pay2 = (...extra: string[]) =>
  yaml(
    "kind: operation",
    "operation: PAY",
    "version: 2",
    "extends: 1",
    "request:",
    "  fields:",
    "    order.reference: O",
    "    order.channel: O",
    ...extra,
    "  omit: [order.custom]",
    "  rules: [amount-or-item-amount]",
  );
const channel = (values: string) =>
  yaml(
    "kind: fields",
    "fields:",
    "  order.channel:",
    "    type: Enumeration",
    `    values: ${values}`,
    "    description: How the order was taken.",
  );

const FIRST_SPEC = { "fields/channel.yaml": channel("[WEB, PHONE]"), "operations/pay/2.yaml": pay2() };
const BREAKING_EDIT = { "fields/channel.yaml": channel("[WEB]"), "operations/pay/2.yaml": pay2("    order.amount: R") };

let registry: Registry;
let spec: string;
let downstream: string;
let out: string;
let folders: string[];

/** The generator's command, as `npm run <script>` runs it. */
const generator = (script: string, ...args: string[]) =>
  run(process.execPath, [join(REPO_ROOT, "generator", "cli", "run.mjs"), script, ...args], REPO_ROOT, registry.env);
const npm = (...args: string[]) => run("npm", args, downstream, registry.env);
const installedVersion = async () =>
  (JSON.parse(await readFile(join(downstream, "node_modules", PACKAGE, "package.json"), "utf8")) as { version: string }).version;
/** The downstream compiled with the repository's TypeScript and its node types (the project installs nothing but the package). */
const compile = () =>
  run(TSC, ["-p", downstream, "--pretty", "false", "--typeRoots", join(REPO_ROOT, "node_modules", "@types")], downstream, registry.env);

beforeAll(async () => {
  const work = await makeTempDir("registry-loop-");
  registry = await startRegistry(join(work, "registry"));
  spec = await copyFixture("minimal-spec");
  await writeFiles(spec, FIRST_SPEC);
  downstream = join(work, "downstream");
  await cp(join(FIXTURES_ROOT, "downstream"), downstream, { recursive: true });
  out = join(work, "generated");
  folders = ["--spec", spec, "--release", join(work, "release"), "--out", out];
});
afterAll(async () => {
  await registry?.stop();
  await removeTempDirs();
});

describe("the release loop through a registry", () => {
  it("releases 1.0.0 and, without --yes, only shows what npm would publish", async () => {
    const dryRun = await generator("release", ...folders, "--date", "2026-01-05", "--publish", "--registry", registry.url);
    expect(dryRun.code, dryRun.stderr).toBe(0);
    expect(dryRun.stdout).toContain("Released 1.0.0");
    expect(dryRun.stdout).toContain(`Dry run: nothing was published. To publish ${PACKAGE} 1.0.0 to ${registry.url}, add --yes.`);
    expect(dryRun.stderr).toContain("gateway-generated-1.0.0.tgz");
    expect(await registry.packument(PACKAGE)).toBeUndefined();
  });

  it("publishes the release with --yes, and npm finds nothing in its package.json to correct", async () => {
    const published = await generator("release", ...folders, "--date", "2026-01-06", "--publish", "--yes", "--registry", registry.url);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain("nothing to release");
    expect(published.stdout).toContain(`Published ${PACKAGE} 1.0.0 to ${registry.url}.`);
    expect(published.stderr).not.toContain("auto-corrected");
    expect(Object.keys((await registry.packument(PACKAGE))?.versions ?? {})).toEqual(["1.0.0"]);
  });

  it("gives the downstream 1.0.0 from the registry; it compiles and passes its tests against the double", async () => {
    const install = await npm("install");
    expect(install.code, install.stderr).toBe(0);
    expect(await installedVersion()).toBe("1.0.0");
    const compiled = await compile();
    expect(compiled.code, compiled.stdout).toBe(0);
    const tested = await npm("test");
    expect(tested.code, tested.stdout + tested.stderr).toBe(0);
    expect(tested.stdout).toMatch(/^# pass 3$/m);
    expect(tested.stdout).toMatch(/^# fail 0$/m);
  });

  let breakingRows: Change[];

  it("shows the breaking edit as unreleased, in the report, the changelog and the docs, before it is released", async () => {
    await writeFiles(spec, BREAKING_EDIT);
    // Read in this process: what the loop runs as processes is the release and npm.
    const report = await commandInProcess("changes", "--json", ...folders.slice(0, 4));
    expect(report.code, report.stderr).toBe(0);
    const parsed = JSON.parse(report.stdout) as ChangeReport;
    expect(parsed.bump).toBe("major");
    breakingRows = parsed.changes.filter((change) => change.breaking);
    expect(breakingRows.map(({ path, kind }) => `${path} ${kind}`).sort()).toEqual([
      "order.amount presence-changed",
      "order.channel enum-value-removed",
    ]);

    const generated = await commandInProcess("generate", ...folders);
    expect(generated.code, generated.stderr).toBe(0);
    const changelog = await readFile(join(out, "CHANGELOG.md"), "utf8");
    const unreleased = changelog.slice(changelog.indexOf("## Unreleased\n"), changelog.indexOf("## 1.0.0 (2026-01-05)"));
    expect(unreleased).toContain("Released, they make 2.0.0, a major release.");
    expect(unreleased).toContain("- **PAY 2** request `order.channel`: value `PHONE` removed");
    const index = await readFile(join(out, "docs", "index.md"), "utf8");
    expect(index).toContain("Package version 1.0.0, with unreleased changes");
    expect((JSON.parse(await readFile(join(out, "package.json"), "utf8")) as { version: string }).version).toBe("1.0.0");
  });

  it("releases and publishes the edit as 2.0.0, and the downstream's install stays on 1.x", async () => {
    const published = await generator("release", ...folders, "--date", "2026-02-01", "--publish", "--yes", "--registry", registry.url);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain("Released 2.0.0 (major, 2 change(s))");
    expect(published.stdout).toContain(`Published ${PACKAGE} 2.0.0`);
    expect((await registry.packument(PACKAGE))?.["dist-tags"]).toEqual({ latest: "2.0.0" });

    // A fresh install, as the downstream's CI makes it: nothing but the range keeps it on 1.x.
    await rm(join(downstream, "node_modules"), { recursive: true });
    await rm(join(downstream, "package-lock.json"));
    const install = await npm("install");
    expect(install.code, install.stderr).toBe(0);
    expect(await installedVersion()).toBe("1.0.0");
    expect((await compile()).code).toBe(0);
  });

  it("moved to ^2.0.0, fails to compile with exactly the errors the breaking rows predict", async () => {
    const install = await npm("install", `${PACKAGE}@^2.0.0`);
    expect(install.code, install.stderr).toBe(0);
    expect(await installedVersion()).toBe("2.0.0");
    expect(JSON.parse(await readFile(join(downstream, "package.json"), "utf8"))).toMatchObject({ dependencies: { [PACKAGE]: "^2.0.0" } });

    const compiled = await compile();
    expect(compiled.code).not.toBe(0);
    const errors = parseCompileErrors(compiled.stdout);
    expect(errors.map((error) => error.file)).toEqual(["src/checkout.ts", "src/checkout.ts"]);
    const actual = await Promise.all(errors.map((error) => errorSite(error, downstream)));
    // The downstream calls PAY at the client's default version, 2: every breaking row is there.
    expect(breakingRows.every((change) => change.operation === "PAY" && change.version === "2")).toBe(true);
    const predicted = breakingRows.map(predictedSite).filter((site) => site !== undefined);
    expect(predicted).toHaveLength(breakingRows.length);
    for (const site of actual)
      expect(
        predicted.filter((each) => sameSite(each, site)),
        JSON.stringify(site),
      ).toHaveLength(1);
    for (const site of predicted)
      expect(
        actual.filter((each) => sameSite(site, each)),
        JSON.stringify(site),
      ).toHaveLength(1);
  });
});
