import { Project, StructureKind, VariableDeclarationKind, type CodeBlockWriter, type SourceFile } from "ts-morph";
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

/** Validators as straight-line TypeScript: one module per operation and version, and a dispatcher. */
export const validatorsEmitter: Emitter = {
  name: "validators",
  emit(ir: GatewayIR): GeneratedFile[] {
    const project = new Project({ useInMemoryFileSystem: true });
    const files = ir.operations.map((operation) => emitOperationValidators(project, operation));
    files.push(emitErrorResponseValidator(project, ir.api.errorShape));
    files.push(emitDispatcher(project, ir));
    return files.map((file) => ({ path: file.getFilePath().slice(1), contents: file.getFullText() }));
  },
};

function emitOperationValidators(project: Project, operation: OperationIR): SourceFile {
  const file = project.createSourceFile(validatorPath(operation), "", { overwrite: true });
  const pool = new ConstantPool();
  const functions: { name: string; write: (writer: CodeBlockWriter) => void; exported: boolean; parameters: string }[] = [];
  for (const message of [operation.request, operation.response]) {
    const prefix = `check${operationId(operation)}${pascalCase(message.direction)}`;
    const gapTest = message.direction === "request" && message.gaps.length > 0 ? pool.functionName(`isNotShownIn${operationId(operation)}${pascalCase(message.direction)}`) : undefined;
    const checks = objectFunctions(message.root, { pool, direction: message.direction, prefix, gapTest });
    functions.push(entryPoint(operation, message, checks[0] as ObjectFunction));
    functions.push(...checks.map((check) => ({ name: check.name, write: check.write, exported: false, parameters: checkParameters(check) })));
    if (gapTest) functions.push({ name: gapTest, write: (writer) => writeGapTest(writer, message.gaps), exported: false, parameters: "path: string" });
  }
  const bodies = functions.map((fn) => ({ ...fn, text: writeToText(project, fn.write) }));
  addRuntimeImports(file, [...bodies.map((body) => body.text), ...pool.entries().map((entry) => entry.initializer)].join("\n"), "../runtime/index.js");
  addConstants(file, pool);
  for (const body of bodies) addFunction(file, body.name, body.parameters, body.exported, body.text, returnTypeOf(body));
  file.insertStatements(0, `/* ${GENERATED_HEADER} */`);
  return file;
}

function entryPoint(operation: OperationIR, message: MessageIR, root: ObjectFunction): { name: string; write: (writer: CodeBlockWriter) => void; exported: boolean; parameters: string } {
  return {
    name: validatorName(operation, message.direction),
    exported: true,
    parameters: "body: unknown",
    write: (writer) => {
      writer.writeLine(`if (!isRecord(body)) return toResult([invalid("", ${literal(`The ${message.direction} body must be a JSON object.`)})]);`);
      writer.writeLine("const errors: ValidationError[] = [];");
      writer.writeLine(`${root.name}(body, errors);`);
      writeRuleChecks(writer, message.rules);
      writer.writeLine("return toResult(errors);");
    },
  };
}

function checkParameters(check: ObjectFunction): string {
  return check.isRoot ? "value: Record<string, unknown>, errors: ValidationError[]" : "value: unknown, path: string, errors: ValidationError[]";
}

function returnTypeOf(fn: { exported: boolean; parameters: string }): string {
  if (fn.exported) return "ValidationResult";
  return fn.parameters === "path: string" ? "boolean" : "void";
}

function emitErrorResponseValidator(project: Project, errorShape: ObjectNode): SourceFile {
  const file = project.createSourceFile(ERROR_RESPONSE_PATH, "", { overwrite: true });
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
    ...checks.map((check) => ({ name: check.name, exported: false, parameters: checkParameters(check), text: writeToText(project, check.write) })),
  ];
  const errorKeys = errorShape.fields.filter((field) => field.type.kind === "object").map((field) => field.name);
  const isErrorText = `return isRecord(body) && (${errorKeys.map((key) => `hasOwn(body, ${literal(key)})`).join(" || ") || "false"});`;
  addRuntimeImports(file, [isErrorText, ...bodies.map((body) => body.text), ...pool.entries().map((entry) => entry.initializer)].join("\n"), "../runtime/index.js");
  addConstants(file, pool);
  for (const body of bodies) addFunction(file, body.name, body.parameters, body.exported, body.text, body.exported ? "ValidationResult" : "void");
  addFunction(file, "isErrorResponse", "body: unknown", true, isErrorText, "boolean");
  file.insertStatements(0, `/* ${GENERATED_HEADER} */`);
  return file;
}

function emitDispatcher(project: Project, ir: GatewayIR): SourceFile {
  const file = project.createSourceFile("src/validators/index.ts", "", { overwrite: true });
  const discriminator = ir.api.endpoint.discriminator;
  file.addImportDeclaration({ moduleSpecifier: "../runtime/index.js", namedImports: ["toResult", "unsupported"] });
  file.addImportDeclaration({ moduleSpecifier: "../runtime/index.js", isTypeOnly: true, namedImports: ["ValidationResult"] });
  file.addImportDeclaration({ moduleSpecifier: "./error-response.js", namedImports: ["isErrorResponse", "validateErrorResponse"] });
  for (const operation of ir.operations) {
    file.addImportDeclaration({ moduleSpecifier: `./${kebabCase(operation.name)}-${operation.version}.js`, namedImports: ["request", "response"].map((direction) => validatorName(operation, direction)) });
  }
  const table = (direction: string) =>
    `/* @__PURE__ */ new Map<string, (body: unknown) => ValidationResult>([${ir.operations
      .map((operation) => `[${literal(`${operation.name}@${operation.version}`)}, ${validatorName(operation, direction)}]`)
      .join(", ")}])`;
  file.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, declarations: [{ name: "requestValidators", initializer: table("request") }] });
  file.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, declarations: [{ name: "responseValidators", initializer: table("response") }] });
  const notDefined = `toResult([unsupported(${literal(discriminator)}, "This operation is not defined at this version.")])`;
  addFunction(file, "validateRequest", "apiOperation: string, version: string | number, body: unknown", true, `const validate = requestValidators.get(\`\${apiOperation}@\${version}\`);\nreturn validate ? validate(body) : ${notDefined};`, "ValidationResult");
  addFunction(
    file,
    "validateResponse",
    "apiOperation: string, version: string | number, body: unknown",
    true,
    `const validate = responseValidators.get(\`\${apiOperation}@\${version}\`);\nif (!validate) return ${notDefined};\nreturn isErrorResponse(body) ? validateErrorResponse(body) : validate(body);`,
    "ValidationResult",
  );
  for (const operation of latestVersions(ir)) {
    for (const direction of ["request", "response"]) {
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: [`${operation.title} ${direction} at version ${operation.version}, the newest the spec defines.`],
        declarations: [{ name: validatorName(operation, direction, false), initializer: validatorName(operation, direction) }],
      });
    }
  }
  file.addExportDeclaration({ namedExports: ir.operations.flatMap((operation) => ["request", "response"].map((direction) => validatorName(operation, direction))) });
  file.addExportDeclaration({ namedExports: ["isErrorResponse", "validateErrorResponse"] });
  file.insertStatements(0, `/* ${GENERATED_HEADER} */`);
  return file;
}

function writeToText(project: Project, write: (writer: CodeBlockWriter) => void): string {
  const writer = project.createWriter();
  write(writer);
  return writer.toString();
}

function addRuntimeImports(file: SourceFile, code: string, moduleSpecifier: string): void {
  const used = RUNTIME_EXPORTS.values.filter((name) => new RegExp(`\\b${name}\\b`).test(code));
  const types = RUNTIME_EXPORTS.types.filter((name) => new RegExp(`\\b${name}\\b`).test(code) || name === "ValidationResult");
  file.addImportDeclaration({ moduleSpecifier, namedImports: used });
  file.addImportDeclaration({ moduleSpecifier, isTypeOnly: true, namedImports: types });
}

function addConstants(file: SourceFile, pool: ConstantPool): void {
  for (const entry of pool.entries()) {
    file.addVariableStatement({ kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const, declarations: [{ name: entry.name, initializer: entry.initializer }] });
  }
}

function addFunction(file: SourceFile, name: string, parameters: string, isExported: boolean, body: string, returnType: string): void {
  file.addFunction({
    name,
    isExported,
    returnType,
    parameters: parameters.split(/,\s*(?=\w+:)/).map((parameter) => {
      const [parameterName, type] = parameter.split(/:\s*/, 2) as [string, string];
      return { name: parameterName, type };
    }),
    statements: body,
  });
}
