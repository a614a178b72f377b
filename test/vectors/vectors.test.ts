// Every conformance vector of generated/test-vectors/ through our generated validators (the exact
// result: valid, and the field and validation type of every error) and through ajv on the generated
// JSON Schema (the verdict, skipped where the vector says JSON Schema cannot reach it; there ajv must
// accept the body, or the mark is stale). The vectors are computed from the IR by their emitter, the
// validators by theirs: a disagreement is a fault in one of the three. The same runs on the minimal
// fixture spec, whose vectors its own freshly generated package must pass.

import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as generatedPackage from "../../generated/dist/index.js";
import { jsonSchemaEmitter } from "../../generator/emit/json-schema/emit-json-schema.js";
import { openApiEmitter } from "../../generator/emit/openapi/emit-openapi.js";
import { packageEmitter } from "../../generator/emit/package/emit-package.js";
import { runtimeEmitter } from "../../generator/emit/runtime/emit-runtime.js";
import { testVectorsEmitter } from "../../generator/emit/test-vectors/emit-test-vectors.js";
import { validatorsEmitter } from "../../generator/emit/validators/emit-validators.js";
import { buildIR, emitAll } from "../../generator/pipeline.js";
import { copyFixture, makeTempDir, REPO_ROOT, removeTempDirs } from "../support/fixtures.js";
import { loadGatewayIR } from "../support/gateway-ir.js";
import { jsonSchemaDisagreements, readVectors, shown, validatorDisagreements, type Validators, type VectorSet } from "./run-vectors.js";

const GENERATED = join(REPO_ROOT, "generated");

let gateway: VectorSet;

beforeAll(async () => {
  gateway = await readVectors(GENERATED);
});

afterAll(removeTempDirs);

describe("the vector files of generated/", () => {
  it("cover every operation, version and direction of the spec, and the error shape", async () => {
    const ir = await loadGatewayIR();
    const covered = gateway.index.files.flatMap((file) =>
      file.operations.map(({ operation, version }) => `${operation}@${version} ${file.direction}`),
    );
    for (const operation of ir.operations)
      for (const direction of ["request", "response"]) expect(covered).toContain(`${operation.name}@${operation.version} ${direction}`);
    const errorFiles = gateway.index.files.filter(
      (file) => file.operations.length === ir.operations.length && file.direction === "response",
    );
    expect(errorFiles).toHaveLength(1);
  });

  it("hold the cases the index counts, with unique ids, valid and invalid ones", () => {
    for (const file of gateway.index.files) {
      const cases = gateway.vectors.get(file.path) ?? [];
      expect(cases.length, file.path).toBe(file.cases);
      expect(cases.filter((vector) => vector.jsonSchema === false).length, file.path).toBe(file.jsonSchemaSkipped);
      expect(new Set(cases.map((vector) => vector.id)).size, file.path).toBe(cases.length);
      expect(cases.some((vector) => vector.expected.valid)).toBe(true);
      expect(cases.some((vector) => !vector.expected.valid)).toBe(true);
      for (const id of ["valid/minimal", "valid/typical", "valid/full"]) expect(cases.map((vector) => vector.id)).toContain(id);
    }
  });

  it("give our generated validators' results exactly", () => {
    const { checked, disagreements } = validatorDisagreements(gateway, generatedPackage as unknown as Validators);
    expect(checked).toBeGreaterThan(1000);
    expect(disagreements, shown(disagreements)).toEqual([]);
  });

  it("give ajv's verdict on the generated JSON Schema", async () => {
    const disagreements = await jsonSchemaDisagreements(gateway, GENERATED);
    expect(disagreements, shown(disagreements)).toEqual([]);
  });
});

describe("the vector files of the minimal fixture spec", () => {
  let output: string;
  let fixture: VectorSet;

  beforeAll(async () => {
    const ir = await buildIR(await copyFixture("minimal-spec"));
    const emitters = [jsonSchemaEmitter, validatorsEmitter, runtimeEmitter, packageEmitter, openApiEmitter, testVectorsEmitter];
    output = await makeTempDir("minimal-vectors-");
    for (const file of await emitAll(ir, emitters)) {
      await mkdir(dirname(join(output, file.path)), { recursive: true });
      await writeFile(join(output, file.path), file.contents);
    }
    fixture = await readVectors(output);
  });

  it("give the fixture's own validators' results exactly", async () => {
    const validators = (await import(pathToFileURL(join(output, "dist", "validators", "index.js")).href)) as Validators;
    const { checked, disagreements } = validatorDisagreements(fixture, validators);
    expect(checked).toBeGreaterThan(100);
    expect(disagreements, shown(disagreements)).toEqual([]);
  });

  it("give ajv's verdict on the fixture's JSON Schema", async () => {
    const disagreements = await jsonSchemaDisagreements(fixture, output);
    expect(disagreements, shown(disagreements)).toEqual([]);
  });
});
