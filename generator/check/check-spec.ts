import { createDiagnostic, SpecError, sortedUnique, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { SpecFile } from "../load/spec-file.js";
import { buildCatalogue } from "./catalogue.js";
import { checkAgainstMetaSchema, compileMetaSchema } from "./meta-schema.js";
import { checkCatalogue } from "./semantic/check-catalogue.js";
import { checkOperations } from "./semantic/check-operations.js";
import { checkRules } from "./semantic/check-rules.js";
import { checkBehaviour } from "./semantic/check-behaviour.js";
import { checkDefaultVersions } from "./semantic/check-default-versions.js";
import { checkErrorRoles } from "./semantic/check-error-roles.js";
import { checkDeprecations } from "./semantic/check-deprecations.js";
import { checkVersionTables } from "./semantic/check-version-tables.js";
import { checkEndpoint } from "./semantic/check-endpoint.js";
import { checkStates } from "./semantic/check-states.js";
import { buildSpecModel, contextName, isRead, noSalvagedNames, operationVersions, type SpecModel } from "./spec-model.js";
import { kindsOfUnreadFile, salvageNames, specKinds } from "./unread-kinds.js";

/**
 * Every file is parsed and checked against the meta-schema (later checks rely on the shapes it
 * guarantees); the files that pass make the model, the semantic checks run over it, and the kinds
 * of the files that did not are unread (see unread-kinds.ts). Collects every problem before
 * failing, so one run shows them all.
 */
export function checkSpec(files: SpecFile[], metaSchemaPath: string): SpecModel {
  const validate = compileMetaSchema(metaSchemaPath);
  const kinds = specKinds(validate.schema);
  const diagnostics: Diagnostic[] = [];
  const readable: SpecFile[] = [];
  const unread = new Set<string>();
  const salvaged = noSalvagedNames();
  for (const file of files) {
    const problems = file.problems.length > 0 ? file.problems : checkAgainstMetaSchema(file, validate);
    diagnostics.push(...problems);
    if (problems.length === 0) readable.push(file);
    // A `.yml` file is no part of the spec: what it defines is missing, and said to be.
    else if (problems.every((problem) => problem.code === "yml-file")) continue;
    else if (!salvageNames(file, salvaged)) for (const kind of kindsOfUnreadFile(file, kinds)) unread.add(kind);
  }
  const { model, diagnostics: modelDiagnostics } = buildSpecModel(readable, unread, salvaged);
  const catalogue = buildCatalogue(model);
  const contexts = new Set(
    [...operationVersions(model).keys()].flatMap((operation) => [contextName(operation, "request"), contextName(operation, "response")]),
  );
  diagnostics.push(
    ...modelDiagnostics,
    ...checkRequiredSections(model),
    ...checkCatalogue(model, contexts),
    ...checkOperations(model, catalogue),
    ...checkRules(model, catalogue),
    ...checkBehaviour(model, catalogue),
    ...checkDefaultVersions(model),
    ...checkErrorRoles(model),
    ...checkDeprecations(model, catalogue),
    ...checkVersionTables(model),
    ...checkEndpoint(model),
    ...checkStates(model, catalogue),
  );
  if (diagnostics.length > 0) throw new SpecError(sortedUnique(diagnostics), new Map(files.map((file) => [file.path, file.text])));
  return model;
}

/** The endpoint names the discriminator and the errors section is the error shape: nothing works without them. */
const REQUIRED_SECTIONS = { endpoint: "api/endpoint.yaml", errors: "api/errors.yaml" } as const;

function checkRequiredSections(model: SpecModel): Diagnostic[] {
  return Object.entries(REQUIRED_SECTIONS)
    .filter(([kind]) => !model.documents.has(kind) && isRead(model, kind))
    .map(([kind, file]) => createDiagnostic("missing-section", { file, line: 1, column: 1 }, { kind }));
}
