// The Python package, from the same IR as the npm package: models, validators (the same check
// descriptors, printed by a Python printer), the hand-written runtime (templates/python/runtime/,
// no gateway fact in it), and the packaging. Its files carry the Python output's path prefix: the
// write step puts them in their own folder beside the npm package (write/output-folders.ts).

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GatewayIR } from "../../ir/ir.js";
import { GENERATED_HEADER, type EmitContext, type Emitter, type GeneratedFile } from "../emitter.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";
import {
  PYTHON_CHANGELOG_PATH,
  PYTHON_PACKAGE,
  PYTHON_PYPROJECT_PATH,
  PYTHON_README_PATH,
  pythonFilePath,
  REQUIRES_PYTHON,
} from "../plan/python-plan.js";
import type { CheckContext } from "../shared/facets/check.js";
import { pythonClientModule } from "./python-client.js";
import { pythonModelsModule } from "./python-models.js";
import { pythonContract, pythonDispatcher, pythonPackageInit, pyproject } from "./python-package.js";
import { pythonReadme } from "./python-readme.js";
import { pythonErrorResponseModule, pythonModuleName, pythonValidatorModule } from "./python-validators.js";

/** Where the hand-written Python runtime lives, from the repository root. */
export const PYTHON_RUNTIME_ROOT = "templates/python/runtime";

const RUNTIME_DIRECTORY = fileURLToPath(new URL(`../../../${PYTHON_RUNTIME_ROOT}/`, import.meta.url));

const file = (path: string, contents: string): GeneratedFile => ({ path: pythonFilePath(path), contents });

/** The hand-written runtime, each file marked with where it came from. */
function runtimeFiles(): GeneratedFile[] {
  return readdirSync(RUNTIME_DIRECTORY)
    .filter((name) => name.endsWith(".py"))
    .sort()
    .map((name) =>
      file(
        `${PYTHON_PACKAGE}/runtime/${name}`,
        `# ${GENERATED_HEADER} (copied from ${PYTHON_RUNTIME_ROOT}/${name})\n${readFileSync(join(RUNTIME_DIRECTORY, name), "utf8")}`,
      ),
    );
}

export const pythonEmitter: Emitter = {
  name: EMITTER_NAMES.python,
  *emit(ir: GatewayIR, { release }: EmitContext): Generator<GeneratedFile> {
    const titles = new Map(ir.dataTypes.map((type) => [type.name, type.title]));
    const checks: CheckContext = { typeTitle: (typeName) => titles.get(typeName) ?? typeName };
    const root = PYTHON_PACKAGE;
    yield file(PYTHON_PYPROJECT_PATH, pyproject(ir, release.version));
    yield file(PYTHON_README_PATH, pythonReadme(ir, { version: release.version, requiresPython: REQUIRES_PYTHON }));
    yield file(PYTHON_CHANGELOG_PATH, release.changelog);
    yield file(`${root}/__init__.py`, pythonPackageInit(ir, release.version));
    yield file(`${root}/py.typed`, "");
    yield* runtimeFiles();
    yield file(`${root}/runtime/contract.py`, pythonContract(ir));
    yield file(`${root}/models/__init__.py`, `"""The models, one module per operation and version. ${GENERATED_HEADER}"""\n`);
    for (const operation of ir.operations) {
      yield file(
        `${root}/models/${pythonModuleName(operation)}.py`,
        pythonModelsModule(operation, ir.dataTypes, ir.api.endpoint.discriminator),
      );
      yield file(`${root}/validators/${pythonModuleName(operation)}.py`, pythonValidatorModule(operation, checks));
    }
    yield file(
      `${root}/validators/error_response.py`,
      pythonErrorResponseModule(ir.api.errorShape, ir.api.errorRules, ir.api.errorContract.result, checks),
    );
    yield file(`${root}/validators/__init__.py`, pythonDispatcher(ir));
    const client = pythonClientModule(ir);
    if (client !== undefined) yield file(`${root}/client.py`, client);
  },
};
