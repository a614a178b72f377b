// The part of a generated package a TypeScript consumer compiles and runs against: models,
// validators, runtime, client, double and the main entry, compiled to dist/ as the generator
// compiles them. Prettier is left out (it lays text out; the types and code are the same), and so
// are the outputs no TypeScript consumer imports (JSON Schema, OpenAPI, docs, vectors, release),
// which keeps one package of the real spec at about 0.3 s.

import { createHash } from "node:crypto";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { compileGeneratedFile } from "../../../generator/write/compile-package.js";
import { emitters } from "../../../generator/emit/emitters.js";
import { EMITTER_NAMES } from "../../../generator/emit/plan/emitter-names.js";
import type { GeneratedFile } from "../../../generator/emit/emitter.js";
import { NO_RELEASE } from "../../../generator/release/release-state.js";
import { releaseView } from "../../../generator/release/release-view.js";
import type { GatewayIR } from "../../../generator/ir/ir.js";

const { models, validators, runtime, package: packageEmitter, client, double } = EMITTER_NAMES;
const CONSUMED = new Set<string>([models, validators, runtime, packageEmitter, client, double]);

/**
 * Writes the package made from `ir` into `folder` (dist/ and package.json), its version `version`:
 * TypeScript reads two packages of the same name and version as one, so every package of a run of
 * the compiler needs its own. Returns a digest of its JavaScript: two packages with the same
 * JavaScript answer every call alike.
 */
export async function writePackage(ir: GatewayIR, folder: string, version: string): Promise<string> {
  const written: Promise<void>[] = [];
  const code = createHash("sha256");
  const release = releaseView(ir, NO_RELEASE);
  for (const emitter of emitters.filter(({ name }) => CONSUMED.has(name)))
    for await (const file of await emitter.emit(ir, { release }))
      for (const output of [file, ...compileGeneratedFile(file)]) {
        if (!isConsumed(output)) continue;
        if (output.path.endsWith(".js")) code.update(`${output.path}\0${output.contents}\0`);
        written.push(writeInto(folder, output.path === "package.json" ? versioned(output, version) : output));
      }
  await Promise.all(written);
  return code.digest("hex");
}

function versioned(file: GeneratedFile, version: string): GeneratedFile {
  return { ...file, contents: JSON.stringify({ ...(JSON.parse(file.contents) as object), version }) };
}

function isConsumed(file: GeneratedFile): boolean {
  return file.path.startsWith("dist/") || file.path === "package.json";
}

async function writeInto(folder: string, file: GeneratedFile): Promise<void> {
  const target = join(folder, file.path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, file.contents);
}

/** A consumer project in `project` that depends on the package in `packageFolder` as `@gateway/generated`. */
export async function linkPackage(project: string, packageFolder: string): Promise<void> {
  const scope = join(project, "node_modules", "@gateway");
  await mkdir(scope, { recursive: true });
  await symlink(packageFolder, join(scope, "generated"), "dir");
  await writeFile(join(project, "package.json"), JSON.stringify({ type: "module", private: true }));
}
