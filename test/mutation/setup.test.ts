// The mutation run's setup (`npm run mutation`): what it mutates, what it asks of the score, which
// suites meet the mutants, and that those suites run the templates Stryker mutates, not the copy in
// generated/. Each of these was once wrong: a suite that imports generated/ never meets a mutant.

import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import type { PartialStrykerOptions } from "@stryker-mutator/api/core";
import mutationVitestConfig from "../../vitest.mutation.config.js";
import { BREAK_THRESHOLD, LEFT_OUT_OF_MUTATION_RUNS, MUTATED_FOLDERS, MUTATION_SUITES } from "./mutation-suites.js";
import { generatedSourceOf, sourceRedirect, templateSourceOf } from "./source-redirect.js";

const root = resolve(import.meta.dirname, "../..");
// Plain JavaScript, as Stryker loads it; a path in a variable, so the type checker asks for no declaration.
const strykerConfigFile = join(root, "stryker.config.mjs");
const strykerConfig = ((await import(strykerConfigFile)) as { default: PartialStrykerOptions }).default;
const templates = join(root, "templates/package/src");

/** A glob of the suites' lists (`**`, `*`) as a regular expression over a path from the root. */
function globPattern(glob: string): RegExp {
  const parts = glob.split("**/").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*"));
  return new RegExp(`^${parts.join("(?:.*/)?")}$`);
}

const matchesAny = (file: string, globs: string[]) => globs.some((glob) => globPattern(glob).test(file));

async function filesUnder(folder: string, suffix: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix) && !entry.parentPath.includes("node_modules"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** Whether a test file, or a test helper it imports, imports the mutated code or generated/. */
async function reachesMutatedCode(file: string, seen = new Set<string>()): Promise<boolean> {
  if (seen.has(file) || !existsSync(join(root, file))) return false;
  seen.add(file);
  const code = await readFile(join(root, file), "utf8");
  const imports = [...code.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)].map((match) => match[1] as string);
  const targets = imports.map((path) => relative(root, resolve(dirname(join(root, file)), path)));
  if (targets.some((target) => /^(generated\/(dist|src)|templates\/package\/src|generator\/changes)\//.test(target))) return true;
  for (const target of targets.filter((target) => target.startsWith("test/"))) {
    if (await reachesMutatedCode(target.replace(/\.js$/, ".ts"), seen)) return true;
  }
  return false;
}

describe("the mutation run", () => {
  it("mutates the shipped sources and the change report's engine, not their type declarations", () => {
    expect(MUTATED_FOLDERS).toEqual(["templates/package/src", "generator/changes"]);
    expect(strykerConfig.mutate).toEqual([
      "templates/package/src/**/*.ts",
      "!templates/package/src/**/*.d.ts",
      "generator/changes/**/*.ts",
    ]);
  });

  it("fails under a score of 90", () => {
    expect(BREAK_THRESHOLD).toBe(90);
    expect(strykerConfig.thresholds?.break).toBe(BREAK_THRESHOLD);
  });

  it("runs vitest with the mutation configuration, per-test coverage and an incremental file", () => {
    expect(strykerConfig.testRunner).toBe("vitest");
    expect((strykerConfig as { vitest?: { configFile?: string } }).vitest?.configFile).toBe("vitest.mutation.config.ts");
    expect(strykerConfig.coverageAnalysis).toBe("perTest");
    expect(strykerConfig.incremental).toBe(true);
    expect(strykerConfig.incrementalFile).toMatch(/^reports\//);
  });

  it("gives the first, unmutated run of every suite longer than Stryker's default of 5 minutes", () => {
    expect(strykerConfig.dryRunTimeoutMinutes).toBeGreaterThan(5);
  });

  it("gives its workers only flags a worker thread takes (Stryker's vitest runner runs threads)", async () => {
    const execArgv = mutationVitestConfig.test?.execArgv ?? [];
    const started = await new Promise<string>((settle) => {
      try {
        const worker = new Worker("require('node:worker_threads').parentPort.postMessage('up')", { eval: true, execArgv });
        worker.once("message", (message: string) => void worker.terminate().then(() => settle(message)));
        worker.once("error", (error) => settle(String(error)));
      } catch (error) {
        settle(String(error));
      }
    });
    expect(started).toBe("up");
  });

  it("runs the listed suites, and only them, with the templates' redirect", () => {
    expect(mutationVitestConfig.test?.include).toEqual(MUTATION_SUITES);
    const plugins = (mutationVitestConfig.plugins ?? []) as { name?: string }[];
    expect(plugins.map((plugin) => plugin.name)).toEqual(["mutation-source-redirect"]);
  });
});

describe("the suites of a mutation run", () => {
  it("leave out the golden byte snapshots", async () => {
    const goldens = await filesUnder("test/golden", ".test.ts");
    expect(goldens.length).toBeGreaterThan(0);
    for (const golden of goldens) {
      expect(matchesAny(golden, MUTATION_SUITES)).toBe(false);
      expect(matchesAny(golden, Object.keys(LEFT_OUT_OF_MUTATION_RUNS))).toBe(true);
    }
  });

  it("hold every existing suite that reaches the mutated code, or say why it is left out", async () => {
    const suites = await filesUnder("test", ".test.ts");
    const reaching = [];
    for (const suite of suites) if (await reachesMutatedCode(suite)) reaching.push(suite);
    expect(reaching.length).toBeGreaterThan(30);
    const unlisted = reaching.filter(
      (suite) => !matchesAny(suite, MUTATION_SUITES) && !matchesAny(suite, Object.keys(LEFT_OUT_OF_MUTATION_RUNS)),
    );
    expect(unlisted).toEqual([]);
  });

  it("name no suite both to run and to leave out, and no entry that matches nothing", async () => {
    const suites = await filesUnder("test", ".test.ts");
    const both = suites.filter((suite) => matchesAny(suite, MUTATION_SUITES) && matchesAny(suite, Object.keys(LEFT_OUT_OF_MUTATION_RUNS)));
    expect(both).toEqual([]);
    for (const glob of [...MUTATION_SUITES, ...Object.keys(LEFT_OUT_OF_MUTATION_RUNS)]) {
      expect(
        suites.filter((suite) => globPattern(glob).test(suite)),
        glob,
      ).not.toEqual([]);
    }
  });

  it("include the runtime's, the client's, the double's and the change report's suites", () => {
    for (const suite of [
      "test/runtime/decimal.test.ts",
      "test/client/client.test.ts",
      "test/client/payment-safety.test.ts",
      "test/client/double.test.ts",
      "test/changes/report.test.ts",
      "test/mutation/setup.test.ts",
    ]) {
      expect(matchesAny(suite, MUTATION_SUITES), suite).toBe(true);
    }
  });
});

describe("the source redirect of a mutation run", () => {
  it("sends every shipped module of generated/, built or source, to its template", async () => {
    const shipped = (await filesUnder("templates/package/src", ".ts")).filter((file) => !file.endsWith(".d.ts"));
    expect(shipped.length).toBeGreaterThan(30);
    for (const file of shipped) {
      const inPackage = relative("templates/package/src", file);
      expect(templateSourceOf(root, join(root, "generated/dist", inPackage.replace(/\.ts$/, ".js")))).toBe(join(root, file));
      expect(templateSourceOf(root, join(root, "generated/src", inPackage))).toBe(join(root, file));
    }
  });

  it("leaves the generated modules that have no template where they are", () => {
    for (const file of [
      "dist/index.js",
      "dist/client/gateway-client.js",
      "dist/client/mask-tables.js",
      "src/runtime/contract.ts",
      "dist/validators/index.js",
    ]) {
      expect(templateSourceOf(root, join(root, "generated", file)), file).toBeUndefined();
    }
    expect(templateSourceOf(root, join(root, "templates/package/src/client/masking.ts"))).toBeUndefined();
  });

  it("sends a template's import of a generated-only module to generated/src", () => {
    expect(generatedSourceOf(root, join(templates, "runtime/contract.js"))).toBe(join(root, "generated/src/runtime/contract.ts"));
    expect(generatedSourceOf(root, join(templates, "double/gateway-mock.js"))).toBe(join(root, "generated/src/double/gateway-mock.ts"));
    expect(generatedSourceOf(root, join(root, "test/support/results.js"))).toBeUndefined();
  });

  it("resolves the imports vite asks about as the functions say", () => {
    const plugin = sourceRedirect(root);
    const resolveId = plugin.resolveId as (source: string, importer: string | undefined) => string | null;
    const entry = join(root, "generated/dist/index.js");
    expect(resolveId("./client/errors.js", entry)).toBe(join(templates, "client/errors.ts"));
    expect(resolveId("./validators/index.js", entry)).toBeNull();
    expect(resolveId("../runtime/contract.js", join(templates, "client/errors.ts"))).toBe(join(root, "generated/src/runtime/contract.ts"));
    expect(resolveId("./masking.js", join(templates, "client/secrets.ts"))).toBeNull();
    expect(resolveId("node:fs", entry)).toBeNull();
    expect(resolveId("./client/errors.js", undefined)).toBeNull();
  });
});
