// The import rules of .dependency-cruiser.cjs (`npm run deps`) are only worth what they catch: each
// rule is run here over a planted pair of files, one importing the other, and must name the import;
// an import the rules allow must pass. The planted files live in a temporary folder laid out as the
// repository, so the real tree is never touched.

import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { cruise, type ICruiseResult, type IForbiddenRuleType } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/fixtures.js";

const { forbidden } = createRequire(import.meta.url)(join(REPO_ROOT, ".dependency-cruiser.cjs")) as { forbidden: IForbiddenRuleType[] };

/** [rule, importing file, imported file]: each a path as the repository lays it out. */
const PLANTED: readonly [string, string, string][] = [
  ["emit-reads-a-closed-ir", "generator/emit/docs/planted.ts", "generator/resolve/planted-target.ts"],
  ["emit-reads-a-closed-ir", "generator/emit/plan/planted.ts", "generator/changes/planted-target.ts"],
  ["emit-reads-a-closed-ir", "generator/emit/release/planted.ts", "generator/release/planted-target.ts"],
  ["plan-and-shared-below-emitters", "generator/emit/plan/planted.ts", "generator/emit/docs/planted-target.ts"],
  ["plan-and-shared-below-emitters", "generator/emit/shared/planted.ts", "generator/emit/emitters.ts"],
  ["shared-below-plan", "generator/emit/shared/planted.ts", "generator/emit/plan/planted-target.ts"],
  ["emitters-side-by-side", "generator/emit/docs/planted.ts", "generator/emit/openapi/planted-target.ts"],
  ["stage-order-ir", "generator/ir/planted.ts", "generator/resolve/planted-target.ts"],
  ["stage-order-emit", "generator/emit/docs/planted.ts", "generator/write/planted-target.ts"],
  ["stage-order-runner", "generator/runner/planted.ts", "generator/cli/planted-target.ts"],
  ["commands-on-top", "generator/generate.ts", "generator/cli/planted-target.ts"],
  ["no-cycles", "templates/package/src/client/planted.ts", "templates/package/src/client/planted-target.ts"],
  ["shipped-code-stands-alone", "templates/package/src/client/planted.ts", "generator/ir/planted-target.ts"],
  ["generator-never-imports-shipped-code", "generator/emit/docs/planted.ts", "templates/package/src/client/planted-target.ts"],
  ["plan-runs-pure-shipped-modules-only", "generator/emit/plan/planted.ts", "templates/package/src/client/planted-target.ts"],
];

/** Imports the rules allow: the same shapes one step away from each broken one. */
const ALLOWED: readonly [string, string][] = [
  ["generator/emit/docs/planted.ts", "generator/ir/planted-target.ts"],
  ["generator/emit/docs/planted.ts", "generator/emit/plan/planted-target.ts"],
  ["generator/emit/plan/planted.ts", "generator/emit/shared/planted-target.ts"],
  ["generator/emit/shared/planted.ts", "generator/emit/emitter.ts"],
  ["generator/release/planted.ts", "generator/changes/planted-target.ts"],
  ["generator/cli/planted.ts", "generator/runner/planted-target.ts"],
];

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "layout-import-rules-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Writes `from` importing `to` (and, for a cycle, `to` importing `from`) in a fresh folder; the violations found, by rule. */
async function violationsOf(from: string, to: string, cycle = false): Promise<string[]> {
  const base = await mkdtemp(join(root, "case-"));
  const specifier = (a: string, b: string) => {
    const path = relative(dirname(a), b).replace(/\.ts$/, ".js");
    return path.startsWith(".") ? path : `./${path}`;
  };
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(base, path)), { recursive: true });
    await writeFile(join(base, path), text);
  };
  await write(from, `import { value } from "${specifier(from, to)}";\nexport const planted = value;\n`);
  await write(
    to,
    cycle ? `import { planted } from "${specifier(to, from)}";\nexport const value = () => planted;\n` : "export const value = 1;\n",
  );
  const folders = ["generator", "templates"].filter((folder) => [from, to].some((path) => path.startsWith(folder)));
  const result = await cruise(folders, { baseDir: base, validate: true, ruleSet: { forbidden }, parser: "swc" });
  return (result.output as ICruiseResult).summary.violations.map((violation) => violation.rule.name);
}

describe("the import rules", () => {
  it.each(PLANTED)("%s refuses %s importing %s", async (rule, from, to) => {
    expect(await violationsOf(from, to, rule === "no-cycles")).toContain(rule);
  });

  it.each(ALLOWED)("allow %s importing %s", async (from, to) => {
    expect(await violationsOf(from, to)).toEqual([]);
  });

  it("plants a case for every rule of the configuration", () => {
    const planted = new Set(PLANTED.map(([rule]) => rule));
    const others = forbidden.map((rule) => rule.name ?? "").filter((name) => !name.startsWith("stage-order-") && !planted.has(name));
    expect(others).toEqual([]);
  });
});
