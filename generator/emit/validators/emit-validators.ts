import { IndentationText, Project, type CodeBlockWriter } from "ts-morph";
import type { GatewayIR, MessageIR, ObjectNode, OperationIR } from "../../resolve/ir.js";
import { kebabCase, latestVersions, operationId, pascalCase, type Emitter, type GeneratedFile, GENERATED_HEADER } from "../emitter.js";
import { RUNTIME_EXPORTS } from "../runtime/emit-runtime.js";
import { literal } from "./code.js";
import { ConstantPool } from "./constant-pool.js";
import { writeGapTest } from "./gap-test.js";
import { objectFunctions, type ObjectFunction } from "./object-checks.js";
import { writeRuleChecks } from "./rule-checks.js";

export function validatorPath(operation: OperationIR): string {
  return `src/validators/${kebabCase(operation.name)}-${operation.version}.ts`;
}

export function validatorName(operation: OperationIR, direction: string, versioned = true): string {
  return `validate${versioned ? operationId(operation) : pascalCase(operation.name)}${pascalCase(direction)}`;
}

const ERROR_RESPONSE_PATH = "src/validators/error-response.ts";
const VALIDATOR_TYPE = "(body: unknown) => ValidationResult";

/** Validators as straight-line TypeScript: one module per operation and version, and a dispatcher. */
export const validatorsEmitter: Emitter = {
  name: "validators",
  emit(ir: GatewayIR): GeneratedFile[] {
    // ts-morph's writer indents as prettier would; lines are not wrapped (prettier over 460 kB took 2 s of a run).
    const project = new Project({ useInMemoryFileSystem: true, manipulationSettings: { indentationText: IndentationText.TwoSpaces } });
    const files = ir.operations.map((operation) => emitOperationValidators(project, operation));
    files.push(emitErrorResponseValidator(project, ir.api.errorShape));
    files.push(emitDispatcher(project, ir));
    return files;
  },
};

function emitOperationValidators(project: Project, operation: OperationIR): GeneratedFile {
  const module = new ModuleBuilder(project);
  const pool = new ConstantPool();
  const functions: { name: string; write: (writer: CodeBlockWriter) => void; exported: boolean; parameters: string }[] = [];
  for (const message of [operation.request, operation.response]) {
    const prefix = `check${operationId(operation)}${pascalCase(message.direction)}`;
    const gapTest =
      message.direction === "request" && message.gaps.length > 0
        ? pool.functionName(`isNotShownIn${operationId(operation)}${pascalCase(message.direction)}`)
        : undefined;
    const checks = objectFunctions(message.root, { pool, direction: message.direction, prefix, gapTest });
    functions.push(entryPoint(operation, message, checks[0] as ObjectFunction, pool));
    functions.push(
      ...checks.map((check) => ({ name: check.name, write: check.write, exported: false, parameters: checkParameters(check) })),
    );
    if (gapTest)
      functions.push({
        name: gapTest,
        write: (writer) => writeGapTest(writer, message.gaps, pool),
        exported: false,
        parameters: "path: string",
      });
  }
  const bodies = functions.map((fn) => ({ ...fn, text: writeToText(project, fn.write) }));
  module.runtimeImports(
    [...bodies.map((body) => body.text), ...pool.entries().map((entry) => entry.initializer)].join("\n"),
    "../runtime/index.js",
  );
  module.constants(pool);
  for (const body of bodies) module.function(body.name, body.parameters, body.exported, body.text, returnTypeOf(body));
  return module.file(validatorPath(operation));
}

function entryPoint(
  operation: OperationIR,
  message: MessageIR,
  root: ObjectFunction,
  pool: ConstantPool,
): { name: string; write: (writer: CodeBlockWriter) => void; exported: boolean; parameters: string } {
  return {
    name: validatorName(operation, message.direction),
    exported: true,
    parameters: "body: unknown",
    write: (writer) => {
      writer.writeLine(
        `if (!isRecord(body)) return toResult([invalid("", ${literal(`The ${message.direction} body must be a JSON object.`)})]);`,
      );
      writer.writeLine("const errors: ValidationError[] = [];");
      writer.writeLine(`${root.name}(body, errors);`);
      writeRuleChecks(writer, message.rules, pool);
      writer.writeLine("return toResult(errors);");
    },
  };
}

function checkParameters(check: ObjectFunction): string {
  return check.isRoot
    ? "value: Record<string, unknown>, errors: ValidationError[]"
    : "value: unknown, path: string, errors: ValidationError[]";
}

function returnTypeOf(fn: { exported: boolean; parameters: string }): string {
  if (fn.exported) return "ValidationResult";
  return fn.parameters === "path: string" ? "boolean" : "void";
}

function emitErrorResponseValidator(project: Project, errorShape: ObjectNode): GeneratedFile {
  const module = new ModuleBuilder(project);
  const pool = new ConstantPool();
  const checks = objectFunctions(errorShape, { pool, direction: "response", prefix: "checkErrorResponse", gapTest: undefined });
  const root = checks[0] as ObjectFunction;
  const bodies = [
    {
      name: "validateErrorResponse",
      exported: true,
      parameters: "body: unknown",
      text: writeToText(project, (writer) => {
        writer.writeLine(`if (!isRecord(body)) return toResult([invalid("", "The response body must be a JSON object.")]);`);
        writer.writeLine("const errors: ValidationError[] = [];");
        writer.writeLine(`${root.name}(body, errors);`);
        writer.writeLine("return toResult(errors);");
      }),
    },
    ...checks.map((check) => ({
      name: check.name,
      exported: false,
      parameters: checkParameters(check),
      text: writeToText(project, check.write),
    })),
  ];
  const errorKeys = errorShape.fields.filter((field) => field.type.kind === "object").map((field) => field.name);
  const isErrorText = `return isRecord(body) && (${errorKeys.map((key) => `hasOwn(body, ${literal(key)})`).join(" || ") || "false"});`;
  module.runtimeImports(
    [isErrorText, ...bodies.map((body) => body.text), ...pool.entries().map((entry) => entry.initializer)].join("\n"),
    "../runtime/index.js",
  );
  module.constants(pool);
  for (const body of bodies)
    module.function(body.name, body.parameters, body.exported, body.text, body.exported ? "ValidationResult" : "void");
  module.function("isErrorResponse", "body: unknown", true, isErrorText, "boolean");
  return module.file(ERROR_RESPONSE_PATH);
}

function emitDispatcher(project: Project, ir: GatewayIR): GeneratedFile {
  const module = new ModuleBuilder(project);
  const discriminator = ir.api.endpoint.discriminator;
  const importFrom = (moduleSpecifier: string, namedImports: string[], isTypeOnly = false) =>
    module.importNames(namedImports, moduleSpecifier, isTypeOnly);
  importFrom("../runtime/index.js", ["toResult", "unsupported"]);
  importFrom("../runtime/index.js", ["ValidationResult"], true);
  importFrom("./error-response.js", ["isErrorResponse", "validateErrorResponse"]);
  for (const operation of ir.operations) {
    importFrom(
      `./${kebabCase(operation.name)}-${operation.version}.js`,
      ["request", "response"].map((direction) => validatorName(operation, direction)),
    );
  }
  // By operation, then by version: no key text is built per call.
  const names = [...new Set(ir.operations.map((operation) => operation.name))];
  const table = (direction: string) =>
    `/* @__PURE__ */ new Map<string, ReadonlyMap<string, (body: unknown) => ValidationResult>>([${names
      .map((name) => {
        const versions = ir.operations.filter((operation) => operation.name === name);
        const entries = versions.map((operation) => `[${literal(operation.version)}, ${validatorName(operation, direction)}]`);
        return `[${literal(name)}, /* @__PURE__ */ new Map([${entries.join(", ")}])]`;
      })
      .join(", ")}])`;
  module.constant("requestValidators", table("request"));
  module.constant("responseValidators", table("response"));
  const notDefined = `toResult([unsupported(${literal(discriminator)}, "This operation is not defined at this version.")])`;
  const lookup = (table: string) => `const validate = ${table}.get(apiOperation)?.get(String(version));`;
  const parameters = "apiOperation: string, version: string | number, body: unknown";
  module.function(
    "validateRequest",
    parameters,
    true,
    `${lookup("requestValidators")}\nreturn validate ? validate(body) : ${notDefined};`,
    "ValidationResult",
  );
  module.function(
    "validateResponse",
    parameters,
    true,
    `${lookup("responseValidators")}\nif (!validate) return ${notDefined};\nreturn isErrorResponse(body) ? validateErrorResponse(body) : validate(body);`,
    "ValidationResult",
  );
  for (const operation of latestVersions(ir)) {
    for (const direction of ["request", "response"]) {
      const doc = `${operation.title} ${direction} at version ${operation.version}, the newest the spec defines.`;
      module.exportedConstant(validatorName(operation, direction, false), VALIDATOR_TYPE, validatorName(operation, direction), doc);
    }
  }
  const versioned = ir.operations.flatMap((operation) => ["request", "response"].map((direction) => validatorName(operation, direction)));
  module.exportNames([...versioned, "isErrorResponse", "validateErrorResponse"]);
  return module.file("src/validators/index.ts");
}

function writeToText(project: Project, write: (writer: CodeBlockWriter) => void): string {
  const writer = project.createWriter();
  write(writer);
  return writer.toString();
}

/**
 * One module's text, written with ts-morph's code writer: imports, constants, then functions, each
 * function set off by a blank line. Written as text rather than as a ts-morph source file, whose
 * parse of 460 kB took 0.5 s of a run and gave nothing back here.
 */
class ModuleBuilder {
  private readonly lines: string[] = [`/* ${GENERATED_HEADER} */`];
  private readonly functions: string[] = [];
  private readonly trailer: string[] = [];

  constructor(private readonly project: Project) {}

  importNames(names: readonly string[], moduleSpecifier: string, typeOnly = false): void {
    this.lines.push(`import ${typeOnly ? "type " : ""}{ ${names.join(", ")} } from ${literal(moduleSpecifier)};`);
  }

  runtimeImports(code: string, moduleSpecifier: string): void {
    const used = RUNTIME_EXPORTS.values.filter((name) => new RegExp(`\\b${name}\\b`).test(code));
    const types = RUNTIME_EXPORTS.types.filter((name) => new RegExp(`\\b${name}\\b`).test(code) || name === "ValidationResult");
    this.importNames(used, moduleSpecifier);
    this.importNames(types, moduleSpecifier, true);
  }

  constant(name: string, initializer: string): void {
    this.lines.push(`const ${name} = ${initializer};`);
  }

  constants(pool: ConstantPool): void {
    for (const entry of pool.entries()) this.constant(entry.name, entry.initializer);
  }

  /** An exported constant, typed so that declarations compile file by file (isolatedDeclarations), after the functions. */
  exportedConstant(name: string, type: string, initializer: string, doc: string): void {
    this.trailer.push(`/** ${doc} */`, `export const ${name}: ${type} = ${initializer};`);
  }

  exportNames(names: readonly string[]): void {
    this.trailer.push(`export { ${names.join(", ")} };`);
  }

  function(name: string, parameters: string, isExported: boolean, body: string, returnType: string): void {
    const writer = this.project.createWriter();
    writer.write(`${isExported ? "export " : ""}function ${name}(${parameters}): ${returnType}`).block(() => writer.write(body));
    this.functions.push(writer.toString().trimEnd());
  }

  file(path: string): GeneratedFile {
    const blocks = [this.lines.join("\n"), ...this.functions, this.trailer.join("\n")].filter((block) => block !== "");
    return { path, contents: `${blocks.join("\n\n")}\n`, printed: true };
  }
}
