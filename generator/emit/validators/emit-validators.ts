import CodeBlockWriter from "code-block-writer";
import type { GatewayIR, MessageIR, ObjectNode, OperationIR } from "../../resolve/ir.js";
import { kebabCase, defaultVersions, operationId, pascalCase, type Emitter, type GeneratedFile, GENERATED_HEADER } from "../emitter.js";
import { resolveRuntimeNames, rt } from "../plan/runtime-plan.js";
import { guardName, modelName, validatorName, validatorPath } from "../plan/output-plan.js";
import { identifier, literal } from "../shared/code.js";
import { ConstantPool } from "./constant-pool.js";
import { writeGapTest } from "./gap-test.js";
import { objectFunctions, type ObjectFunction } from "./object-checks.js";
import { triggerPlan, writeRuleChecks, type TriggerPlan } from "./rule-checks.js";

const ERROR_RESPONSE_PATH = "src/validators/error-response.ts";
const VALIDATOR_TYPE = `(body: unknown, options?: ${rt.ValidateOptions}) => ${rt.ValidationResult}`;

/**
 * Validators as straight-line TypeScript: one module per operation and version, and a dispatcher.
 * Given one at a time, so that each is written before the next is made (a large spec's all at once
 * were the main thread's peak of memory).
 */
export const validatorsEmitter: Emitter = {
  name: "validators",
  *emit(ir: GatewayIR): Generator<GeneratedFile> {
    const titles = new Map(ir.dataTypes.map((type) => [type.name, type.title]));
    for (const operation of ir.operations) yield emitOperationValidators(operation, titles);
    yield emitErrorResponseValidator(ir.api.errorShape, titles);
    yield emitDispatcher(ir);
  },
};

function emitOperationValidators(operation: OperationIR, titles: ReadonlyMap<string, string>): GeneratedFile {
  const module = new ModuleBuilder();
  const pool = new ConstantPool(titles);
  const functions: ModuleFunction[] = [];
  for (const message of [operation.request, operation.response]) {
    const prefix = `check${operationId(operation)}${pascalCase(message.direction)}`;
    const gapTest =
      message.direction === "request" && message.gaps.length > 0
        ? pool.functionName(`isNotShownIn${operationId(operation)}${pascalCase(message.direction)}`)
        : undefined;
    const triggers = triggerPlan(message);
    const checks = objectFunctions(message.root, { pool, direction: message.direction, prefix, gapTest, triggers: triggers.byObject });
    functions.push(entryPoint(operation, message, checks[0] as ObjectFunction, triggers));
    functions.push(
      ...checks.map((check) => ({
        name: check.name,
        write: check.write,
        exported: false,
        parameters: checkParameters(check),
        returns: check.returnsTriggers ? "number" : "void",
      })),
    );
    if (gapTest)
      functions.push({
        name: gapTest,
        write: (writer) => writeGapTest(writer, message.gaps, pool),
        exported: false,
        parameters: "path: string",
        returns: "boolean",
      });
  }
  // Functions first: writing them fills the pool, and the imports are what they and the pool use.
  for (const fn of functions) module.function(fn.name, fn.parameters, fn.exported, fn.returns, fn.write);
  module.runtimeImports("../runtime/index.js");
  module.constants(pool);
  return module.file(validatorPath(operation));
}

interface ModuleFunction {
  name: string;
  write: (writer: CodeBlockWriter) => void;
  exported: boolean;
  parameters: string;
  /** The return type. */
  returns: string;
}

function entryPoint(operation: OperationIR, message: MessageIR, root: ObjectFunction, triggers: TriggerPlan): ModuleFunction {
  return {
    name: validatorName(operation, message.direction),
    exported: true,
    parameters: `body: unknown, options?: ${rt.ValidateOptions}`,
    returns: rt.ValidationResult,
    write: (writer) =>
      writeGuarded(writer, () => {
        writer.writeLine(
          `if (!${rt.isRecord}(body)) return ${rt.toResult}([${rt.invalid}("", ${literal(`The ${message.direction} body must be a JSON object.`)})]);`,
        );
        const body = () => {
          writer.writeLine(`const errors: ${rt.ValidationError}[] = [];`);
          writer.writeLine(root.returnsTriggers ? `const found = ${root.name}(body, errors);` : `${root.name}(body, errors);`);
          writeRuleChecks(writer, message.rules, triggers.bitOf);
          writer.writeLine(`return ${rt.toResult}(errors);`);
        };
        if (!hasClockField(message.root)) return body();
        // A date "not in the past" is judged by the caller's clock, set for this call only.
        writer.writeLine(`const clock = ${rt.enterClock}(options);`);
        writer.write("try").block(body);
        writer.write("finally").block(() => writer.writeLine(`${rt.leaveClock}(clock);`));
      }),
  };
}

/**
 * A validator's body inside one try/catch: reading a value JSON.parse makes never throws, but a
 * getter or a proxy may, and a validator answers whatever it is given. One guard at the entry costs
 * a valid body nothing; the slow search for the place that threw (`unreadableBody`) runs only then.
 */
function writeGuarded(writer: CodeBlockWriter, writeBody: () => void): void {
  writer.write("try").block(writeBody);
  writer.write("catch").block(() => writer.writeLine(`return ${rt.unreadableBody}(body);`));
}

/** Whether a field of the tree depends on today's date. */
function hasClockField(node: ObjectNode): boolean {
  return node.fields.some((field) => {
    const type = field.type.kind === "array" ? field.type.items : field.type.kind === "map" ? field.type.value : field.type;
    return type.kind === "object" ? hasClockField(type) : type.kind === "string" && type.notInPast === true;
  });
}

function checkParameters(check: ObjectFunction): string {
  return check.isRoot
    ? `value: Record<string, unknown>, errors: ${rt.ValidationError}[]`
    : `value: unknown, path: string, errors: ${rt.ValidationError}[]`;
}

function emitErrorResponseValidator(errorShape: ObjectNode, titles: ReadonlyMap<string, string>): GeneratedFile {
  const module = new ModuleBuilder();
  const pool = new ConstantPool(titles);
  const checks = objectFunctions(errorShape, {
    pool,
    direction: "response",
    prefix: "checkErrorResponse",
    gapTest: undefined,
    triggers: new Map(),
  });
  const root = checks[0] as ObjectFunction;
  module.function("validateErrorResponse", "body: unknown", true, `${rt.ValidationResult}`, (writer) =>
    writeGuarded(writer, () => {
      writer.writeLine(
        `if (!${rt.isRecord}(body)) return ${rt.toResult}([${rt.invalid}("", "The response body must be a JSON object.")]);`,
      );
      writer.writeLine(`const errors: ${rt.ValidationError}[] = [];`);
      writer.writeLine(`${root.name}(body, errors);`);
      writer.writeLine(`return ${rt.toResult}(errors);`);
    }),
  );
  for (const check of checks) module.function(check.name, checkParameters(check), false, "void", check.write);
  const errorKeys = errorShape.fields.filter((field) => field.type.kind === "object").map((field) => field.name);
  const isErrorText = `return ${rt.isRecord}(body) && (${errorKeys.map((key) => `${rt.hasOwn}(body, ${literal(key)})`).join(" || ") || "false"});`;
  // A body whose keys cannot be read is no error shape: the operation's validator then reports where it throws.
  module.function("isErrorResponse", "body: unknown", true, "boolean", (writer) => {
    writer.write("try").block(() => writer.writeLine(isErrorText));
    writer.write("catch").block(() => writer.writeLine("return false;"));
  });
  module.runtimeImports("../runtime/index.js");
  module.constants(pool);
  return module.file(ERROR_RESPONSE_PATH);
}

function emitDispatcher(ir: GatewayIR): GeneratedFile {
  const module = new ModuleBuilder();
  const discriminator = ir.api.endpoint.discriminator;
  const importFrom = (moduleSpecifier: string, namedImports: string[], isTypeOnly = false) =>
    module.importNames(namedImports, moduleSpecifier, isTypeOnly);
  module.runtimeImports("../runtime/index.js");
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
    `/* @__PURE__ */ new Map<string, ReadonlyMap<string, ${VALIDATOR_TYPE}>>([${names
      .map((name) => {
        const versions = ir.operations.filter((operation) => operation.name === name);
        const entries = versions.map((operation) => `[${literal(operation.version)}, ${validatorName(operation, direction)}]`);
        return `[${literal(name)}, /* @__PURE__ */ new Map([${entries.join(", ")}])]`;
      })
      .join(", ")}])`;
  module.constant("requestValidators", table("request"));
  module.constant("responseValidators", table("response"));
  const notDefined = `${rt.toResult}([${rt.unsupported}(${literal(discriminator)}, "This operation is not defined at this version.")])`;
  // The operation is named as the body names it: the discriminator's own name.
  const operationParameter = identifier(discriminator);
  // Only a number is turned into text: String() of an object runs its toString, which may throw.
  const lookup = (table: string) =>
    `const validate = ${table}.get(${operationParameter})?.get(typeof version === "number" ? String(version) : version);`;
  const parameters = `${operationParameter}: string, version: string | number, body: unknown, options?: ${rt.ValidateOptions}`;
  module.function("validateRequest", parameters, true, `${rt.ValidationResult}`, (writer) => {
    writer.writeLine(lookup("requestValidators"));
    writer.writeLine(`return validate ? validate(body, options) : ${notDefined};`);
  });
  module.function("validateResponse", parameters, true, `${rt.ValidationResult}`, (writer) => {
    writer.writeLine(lookup("responseValidators"));
    writer.writeLine(`if (!validate) return ${notDefined};`);
    writer.writeLine("return isErrorResponse(body) ? validateErrorResponse(body) : validate(body, options);");
  });
  writeGuards(module, ir.operations);
  for (const operation of defaultVersions(ir)) {
    for (const direction of ["request", "response"]) {
      const doc = `${operation.title} ${direction} at version ${operation.version}, the version the client calls.`;
      module.exportedConstant(validatorName(operation, direction, false), VALIDATOR_TYPE, validatorName(operation, direction), doc);
      const guardType = `(body: unknown, options?: ${rt.ValidateOptions}) => body is ${modelAlias(operation, direction)}`;
      module.exportedConstant(guardName(operation, direction, false), guardType, guardName(operation, direction), doc);
    }
  }
  const versioned = ir.operations.flatMap((operation) => ["request", "response"].map((direction) => validatorName(operation, direction)));
  module.exportNames([...versioned, "isErrorResponse", "validateErrorResponse"]);
  return module.file("src/validators/index.ts");
}

/** `Authorize100Request`: the model a guard narrows to, imported under its versioned name. */
function modelAlias(operation: OperationIR, direction: string): string {
  return modelName(operation, direction, "").replace(pascalCase(operation.name), operationId(operation));
}

/**
 * A type guard beside each validator (`isAuthorize100Request(body)`): true exactly when the
 * validator finds nothing, and then `body` is the model type.
 */
function writeGuards(module: ModuleBuilder, operations: readonly OperationIR[]): void {
  for (const operation of operations) {
    const names = ["request", "response"].map(
      (direction) => `${modelName(operation, direction, "")} as ${modelAlias(operation, direction)}`,
    );
    module.importNames(names, `../models/${kebabCase(operation.name)}-${operation.version}.js`, true);
    for (const direction of ["request", "response"]) {
      const parameters = `body: unknown, options?: ${rt.ValidateOptions}`;
      module.function(guardName(operation, direction), parameters, true, `body is ${modelAlias(operation, direction)}`, (writer) => {
        writer.writeLine(`return ${validatorName(operation, direction)}(body, options).valid;`);
      });
    }
  }
}

/** Where a module's runtime imports go, until the module is complete and knows what it uses. */
const RUNTIME_IMPORTS_PLACE = "\u{E002}runtime imports";

/** ts-morph's code writer, indenting as prettier would; lines are not wrapped (prettier over 460 kB took 2 s of a run). */
function newWriter(): CodeBlockWriter {
  return new CodeBlockWriter({ indentNumberOfSpaces: 2, useTabs: false, newLine: "\n" });
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
  private runtimeModule: string | undefined;

  importNames(names: readonly string[], moduleSpecifier: string, typeOnly = false): void {
    this.lines.push(`import ${typeOnly ? "type " : ""}{ ${names.join(", ")} } from ${literal(moduleSpecifier)};`);
  }

  /** Here go the imports of the runtime names the module's code is written with (`rt`), values then types. */
  runtimeImports(moduleSpecifier: string): void {
    this.runtimeModule = moduleSpecifier;
    this.lines.push(RUNTIME_IMPORTS_PLACE);
  }

  constant(name: string, initializer: string, comment?: string): void {
    if (comment !== undefined) this.lines.push(`// ${comment}`);
    this.lines.push(`const ${name} = ${initializer};`);
  }

  constants(pool: ConstantPool): void {
    for (const entry of pool.entries()) this.constant(entry.name, entry.initializer, entry.comment);
  }

  /** An exported constant, typed so that declarations compile file by file (isolatedDeclarations), after the functions. */
  exportedConstant(name: string, type: string, initializer: string, doc: string): void {
    this.trailer.push(`/** ${doc} */`, `export const ${name}: ${type} = ${initializer};`);
  }

  exportNames(names: readonly string[]): void {
    this.trailer.push(`export { ${names.join(", ")} };`);
  }

  function(name: string, parameters: string, isExported: boolean, returnType: string, writeBody: (writer: CodeBlockWriter) => void): void {
    const writer = newWriter();
    writer.write(`${isExported ? "export " : ""}function ${name}(${parameters}): ${returnType}`).block(() => writeBody(writer));
    this.functions.push(writer.toString().trimEnd());
  }

  file(path: string): GeneratedFile {
    const blocks = [this.lines.join("\n"), ...this.functions, this.trailer.join("\n")].filter((block) => block !== "");
    const { code, values, types } = resolveRuntimeNames(`${blocks.join("\n\n")}\n`);
    const specifier = literal(this.runtimeModule ?? "");
    const imports = [
      ...(values.length > 0 ? [`import { ${values.join(", ")} } from ${specifier};`] : []),
      ...(types.length > 0 ? [`import type { ${types.join(", ")} } from ${specifier};`] : []),
    ];
    if (imports.length > 0 && this.runtimeModule === undefined) throw new Error(`${path} uses the runtime but says nowhere to import it`);
    return { path, contents: code.replace(`${RUNTIME_IMPORTS_PLACE}\n`, imports.map((line) => `${line}\n`).join("")), printed: true };
  }
}
