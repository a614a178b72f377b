import { compareDiagnostics, createDiagnostic, SpecError, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { SpecFile } from "../load/spec-file.js";
import { buildCatalogue } from "./catalogue.js";
import { checkAgainstMetaSchema, compileMetaSchema } from "./meta-schema.js";
import { checkCatalogue } from "./semantic/check-catalogue.js";
import { checkOperations } from "./semantic/check-operations.js";
import { checkRules } from "./semantic/check-rules.js";
import { checkBehaviour } from "./semantic/check-behaviour.js";
import { checkDefaultVersions } from "./semantic/check-default-versions.js";
import { checkErrorRoles } from "./semantic/check-error-roles.js";
import { buildSpecModel, contextName, type SpecModel } from "./spec-model.js";

/**
 * The meta-schema first (later checks rely on the shapes it guarantees), then the semantic checks.
 * Collects every problem before failing, so one run shows them all.
 */
export function checkSpec(files: SpecFile[], metaSchemaPath: string): SpecModel {
  const validate = compileMetaSchema(metaSchemaPath);
  fail(files.flatMap((file) => checkAgainstMetaSchema(file, validate)));
  const { model, diagnostics } = buildSpecModel(files);
  const catalogue = buildCatalogue(model);
  const contexts = new Set(
    model.operations.flatMap((operation) => [
      contextName(operation.value.operation, "request"),
      contextName(operation.value.operation, "response"),
    ]),
  );
  fail([
    ...diagnostics,
    ...checkRequiredSections(model),
    ...checkCatalogue(model, contexts),
    ...checkOperations(model, catalogue),
    ...checkRules(model, catalogue),
    ...checkBehaviour(model, catalogue),
    ...checkDefaultVersions(model),
    ...checkErrorRoles(model),
  ]);
  return model;
}

/** The endpoint names the discriminator and the errors section is the error shape: nothing works without them. */
const REQUIRED_SECTIONS = { endpoint: "api/endpoint.yaml", errors: "api/errors.yaml" } as const;

function checkRequiredSections(model: SpecModel): Diagnostic[] {
  return Object.entries(REQUIRED_SECTIONS)
    .filter(([kind]) => !model.documents.has(kind))
    .map(([kind, file]) => createDiagnostic("missing-section", { file, line: 1, column: 1 }, { kind }));
}

function fail(diagnostics: Diagnostic[]): void {
  if (diagnostics.length > 0) throw new SpecError([...diagnostics].sort(compareDiagnostics));
}
