// One plan for references (issue 24): every output path, module specifier and emitter name that one
// output (or the run machinery) names is taken from the output plan, generator/emit/plan/. This reads
// every emitter's source and fails on a reference spelled by hand, and proves on a planted source
// that it finds each shape of one.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EMITTER_NAMES } from "../../generator/emit/plan/emitter-names.js";
import { emitters } from "../../generator/emit/emitters.js";
import { REPO_ROOT } from "../support/fixtures.js";
import { spelledReferences, type Shape } from "./output-references.js";

const NAMES = Object.values(EMITTER_NAMES);

/** Every TypeScript module under `folder` (from the repository root). */
function modulesUnder(folder: string): string[] {
  return readdirSync(join(REPO_ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".ts"))
    .map((path) => `${folder}/${path.split("\\").join("/")}`)
    .sort();
}

/** The emitters' own modules: every folder of emit/ but the plan and the shared builders, and emit/'s loose modules. */
const EMITTER_MODULES = modulesUnder("generator/emit").filter((path) => !/^generator\/emit\/(plan|shared)\//.test(path));
/** The run machinery picks emitters by name (the emit worker's). */
const RUNNER_MODULES = modulesUnder("generator/runner");

const spelledIn = (path: string, namesAnywhere: boolean) =>
  spelledReferences(readFileSync(join(REPO_ROOT, path), "utf8"), NAMES, namesAnywhere).map(
    ({ text, shape, line }) => `${path}:${line}: ${shape} ${JSON.stringify(text)}`,
  );

describe("references between outputs", () => {
  it("reads every emitter folder", () => {
    const folders = new Set(EMITTER_MODULES.map((path) => path.split("/")[2]).filter((name) => !name?.endsWith(".ts")));
    expect(folders.size).toBe(emitters.length);
  });

  it("come from the output plan in every emitter", () => {
    expect(EMITTER_MODULES.flatMap((path) => spelledIn(path, false))).toEqual([]);
  });

  it("name emitters by the plan's names in the run machinery", () => {
    expect(RUNNER_MODULES.flatMap((path) => spelledIn(path, true).filter((line) => line.includes(": emitter name ")))).toEqual([]);
  });

  it("are what every emitter is called", () => {
    expect(emitters.map((emitter) => emitter.name).sort()).toEqual([...NAMES].sort());
  });

  it("are found in each shape they take, and never in imports, loads or comments", () => {
    const planted = [
      'import { modelsPath } from "../plan/output-plan.js";',
      'const templates = new URL("../../../templates/docs/", import.meta.url);',
      'const runtime = require("handlebars/runtime.js");',
      "// src/models/authorize-100.ts, written by the models emitter",
      "export const emitter = {",
      '  name: "docs",',
      "  emit() {",
      '    writer.writeLine(`import { maskBody } from "../client/masking.js";`);',
      "    const models = `../models/${name}-${version}.js`;",
      '    const entry = "src/index.ts";',
      "    const schema = `schema/${version}/`;",
      '    return [{ path: "openapi.json" }, { path: `${root}/README.md` }, { link: "../" }];',
      "  },",
      "};",
    ].join("\n");
    const found = spelledReferences(planted, NAMES).map(({ shape, line, text }) => [line, shape, text]);
    expect(found).toEqual([
      [6, "emitter name", "docs"],
      [8, "relative module", 'import { maskBody } from "../client/masking.js";'],
      [9, "relative module", "../models/"],
      [9, "output file", ".js"],
      [10, "output folder", "src/index.ts"],
      [11, "output folder", "schema/"],
      [12, "output file", "openapi.json"],
      [12, "output file", "/README.md"],
      [12, "relative module", "../"],
    ] satisfies [number, Shape, string][]);
  });
});
