// The dispatcher module (src/validators/index.ts): `validateRequest` and `validateResponse` by
// operation and version, a type guard beside each validator, and the default versions' names.

import type { GatewayIR, OperationIR } from "../../ir/ir.js";
import { defaultVersions, operationId, pascalCase, type GeneratedFile } from "../emitter.js";
import { runtime } from "../plan/runtime-plan.js";
import { guardName, modelName, modelsPath, validatorName, validatorPath } from "../plan/output-plan.js";
import { importSpecifier, PACKAGE_MODULES } from "../plan/package-modules.js";
import { _, identifier, joinCode, Name, type Code } from "../shared/code.js";
import { UNDEFINED_OPERATION_EXPLANATION } from "../shared/facets/structure-checks.js";
import { ModuleBuilder } from "./module-builder.js";

const DISPATCHER = PACKAGE_MODULES.validatorsIndex;
/** How the dispatcher imports another module of the package. */
const from = (module: string) => importSpecifier(DISPATCHER, module);
const VALIDATOR_TYPE = _`(body: unknown, options?: ${runtime.ValidateOptions}) => ${runtime.ValidationResult}`;

export function emitDispatcher(ir: GatewayIR): GeneratedFile {
  const module = new ModuleBuilder();
  module.runtimeImports(from(PACKAGE_MODULES.runtimeIndex));
  module.importNames([_`${ERROR_RESPONSE.isError}`, _`${ERROR_RESPONSE.validate}`], from(PACKAGE_MODULES.errorResponseValidator));
  for (const operation of ir.operations) {
    const names = DIRECTIONS.map((direction) => _`${new Name(validatorName(operation, direction))}`);
    module.importNames(names, from(validatorPath(operation)));
  }
  module.constant(new Name("requestValidators"), validatorTable(ir.operations, "request"));
  module.constant(new Name("responseValidators"), validatorTable(ir.operations, "response"));
  writeOperationNames(module, ir.operations, ir.api.endpoint.discriminator);
  writeDispatchFunctions(module, ir.api.endpoint.discriminator);
  writeGuards(module, ir.operations);
  for (const operation of defaultVersions(ir)) exportDefaultVersion(module, operation);
  const versioned = ir.operations.flatMap((operation) => DIRECTIONS.map((direction) => new Name(validatorName(operation, direction))));
  module.exportNames([...versioned, ERROR_RESPONSE.isError, ERROR_RESPONSE.validate]);
  return module.file(DISPATCHER);
}

const DIRECTIONS = ["request", "response"] as const;

/** What the error response's module (emit-validators.ts) exports. */
const ERROR_RESPONSE = { isError: new Name("isErrorResponse"), validate: new Name("validateErrorResponse") };

/** The validators by operation, then by version: no key text is built per call. */
function validatorTable(operations: readonly OperationIR[], direction: string): Code {
  const names = [...new Set(operations.map((operation) => operation.name))];
  const byName = names.map((name) => {
    const versions = operations.filter((operation) => operation.name === name);
    const entries = versions.map((operation) => _`[${operation.version}, ${new Name(validatorName(operation, direction))}]`);
    return _`[${name}, /* @__PURE__ */ new Map([${joinCode(entries, _`, `)}])]`;
  });
  return _`/* @__PURE__ */ new Map<string, ReadonlyMap<string, ${VALIDATOR_TYPE}>>([${joinCode(byName, _`, `)}])`;
}

const OPERATION_NAME = new Name("OperationName");
const UNDEFINED_OPERATION = new Name("undefinedOperation");

/**
 * The operations' names as a type (a typo does not compile), and the finding for a name and version
 * the spec does not define: a name written in another case or with '-' for '_' is told the right one,
 * and a defined name at another version the versions it has. Only names of the spec are spoken.
 */
function writeOperationNames(module: ModuleBuilder, operations: readonly OperationIR[], discriminator: string): void {
  const names = [...new Set(operations.map((operation) => operation.name))].sort();
  const doc = `The value of \`${discriminator}\` of each operation the package knows.`;
  module.exportedType(
    OPERATION_NAME,
    joinCode(
      names.map((name) => _`${name}`),
      _` | `,
    ),
    doc,
  );
  module.constant(
    new Name("operationNames"),
    _`[${joinCode(
      names.map((name) => _`${name}`),
      _`, `,
    )}]`,
  );
  module.function(UNDEFINED_OPERATION, _`name: unknown`, false, _`${runtime.ValidationResult}`, (writer) => {
    writer.line(_`const versions = typeof name === "string" ? requestValidators.get(name) : undefined;`);
    writer.line(
      _`const meant = typeof name === "string" ? operationNames.find((known) => known === name.toUpperCase().replace(/[ -]/g, "_")) : undefined;`,
    );
    writer.line(
      _`const hint = versions !== undefined && typeof name === "string" ? \` \${name} is defined at version \${[...versions.keys()].join(", ")}.\` : meant !== undefined ? \` Did you mean \${meant}?\` : "";`,
    );
    writer.line(_`return ${runtime.toResult}([${runtime.unsupported}(${discriminator}, ${UNDEFINED_OPERATION_EXPLANATION} + hint)]);`);
  });
}

/** `validateRequest(operation, version, body)` and `validateResponse`, the operation named as the body names it. */
function writeDispatchFunctions(module: ModuleBuilder, discriminator: string): void {
  const operationParameter = new Name(identifier(discriminator));
  const notDefined = _`${UNDEFINED_OPERATION}(${operationParameter})`;
  // Only a number is turned into text: String() of an object runs its toString, which may throw.
  const lookup = (table: string) =>
    _`const validate = ${new Name(table)}.get(${operationParameter})?.get(typeof version === "number" ? String(version) : version);`;
  const parameters = _`${operationParameter}: ${OPERATION_NAME}, version: string | number, body: unknown, options?: ${runtime.ValidateOptions}`;
  module.function(new Name("validateRequest"), parameters, true, _`${runtime.ValidationResult}`, (writer) => {
    writer.line(lookup("requestValidators"));
    writer.line(_`return validate ? validate(body, options) : ${notDefined};`);
  });
  module.function(new Name("validateResponse"), parameters, true, _`${runtime.ValidationResult}`, (writer) => {
    writer.line(lookup("responseValidators"));
    writer.line(_`if (!validate) return ${notDefined};`);
    writer.line(_`return ${ERROR_RESPONSE.isError}(body) ? ${ERROR_RESPONSE.validate}(body) : validate(body, options);`);
  });
}

/** The version the client calls, under the unversioned names: its validators and guards. */
function exportDefaultVersion(module: ModuleBuilder, operation: OperationIR): void {
  for (const direction of DIRECTIONS) {
    const doc = `${operation.title} ${direction} at version ${operation.version}, the version the client calls.`;
    const validator = new Name(validatorName(operation, direction));
    module.exportedConstant(new Name(validatorName(operation, direction, false)), VALIDATOR_TYPE, validator, doc);
    const guardType = _`(body: unknown, options?: ${runtime.ValidateOptions}) => body is ${modelAlias(operation, direction)}`;
    module.exportedConstant(new Name(guardName(operation, direction, false)), guardType, new Name(guardName(operation, direction)), doc);
  }
}

/** `Authorize100Request`: the model a guard narrows to, imported under its versioned name. */
function modelAlias(operation: OperationIR, direction: string): Name {
  return new Name(modelName(operation, direction, "").replace(pascalCase(operation.name), operationId(operation)));
}

/**
 * A type guard beside each validator (`isAuthorize100Request(body)`): true exactly when the
 * validator finds nothing, and then `body` is the model type.
 */
function writeGuards(module: ModuleBuilder, operations: readonly OperationIR[]): void {
  for (const operation of operations) {
    const names = DIRECTIONS.map((direction) => _`${new Name(modelName(operation, direction, ""))} as ${modelAlias(operation, direction)}`);
    module.importNames(names, from(modelsPath(operation)), true);
    for (const direction of DIRECTIONS) {
      const parameters = _`body: unknown, options?: ${runtime.ValidateOptions}`;
      const guard = new Name(guardName(operation, direction));
      module.function(guard, parameters, true, _`body is ${modelAlias(operation, direction)}`, (writer) => {
        writer.line(_`return ${new Name(validatorName(operation, direction))}(body, options).valid;`);
      });
    }
  }
}
