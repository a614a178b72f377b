import type { Direction, ErrorContractIR, GatewayIR, MessageIR, ObjectNode, OperationIR } from "../../ir/ir.js";
import { operationId, pascalCase, type Emitter, type GeneratedFile } from "../emitter.js";
import { runtime } from "../plan/runtime-plan.js";
import { validatorName, validatorPath } from "../plan/output-plan.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";
import { importSpecifier, PACKAGE_MODULES } from "../plan/package-modules.js";
import { _, joinCode, Name, type Code } from "../shared/code.js";
import type { CodeWriter } from "../shared/code-writer.js";
import type { CheckContext } from "../shared/facets/check.js";
import { bodyCheck } from "../shared/facets/structure-checks.js";
import { ConstantPool } from "./constant-pool.js";
import { failsOf } from "./print-condition.js";
import { emitDispatcher } from "./dispatcher.js";
import { ModuleBuilder } from "./module-builder.js";
import { writeGapTest } from "./gap-test.js";
import { objectFunctions, type ObjectFunction } from "./object-checks.js";
import { triggerPlan, writeRuleChecks, type TriggerPlan } from "./rule-checks.js";

const ERROR_RESPONSE_PATH = PACKAGE_MODULES.errorResponseValidator;
/** Where the validator module at `path` imports the runtime from. */
const runtimeSpecifier = (path: string) => importSpecifier(path, PACKAGE_MODULES.runtimeIndex);

/**
 * Validators as straight-line TypeScript: one module per operation and version, and a dispatcher.
 * Given one at a time, so that each is written before the next is made (a large spec's all at once
 * were the main thread's peak of memory).
 */
export const validatorsEmitter: Emitter = {
  name: EMITTER_NAMES.validators,
  *emit(ir: GatewayIR): Generator<GeneratedFile> {
    const titles = new Map(ir.dataTypes.map((type) => [type.name, type.title]));
    const context: CheckContext = { typeTitle: (typeName) => titles.get(typeName) ?? typeName };
    for (const operation of ir.operations) yield emitOperationValidators(operation, context);
    const errorMessage: MessageIR = { direction: "response", root: ir.api.errorShape, gaps: [], rules: ir.api.errorRules };
    yield emitErrorResponseValidator(errorMessage, ir.api.errorContract, context);
    yield emitDispatcher(ir);
  },
};

function emitOperationValidators(operation: OperationIR, context: CheckContext): GeneratedFile {
  const module = new ModuleBuilder();
  const pool = new ConstantPool();
  const functions = [operation.request, operation.response].flatMap((message) => messageFunctions(operation, message, pool, context));
  // Functions first: writing them fills the pool, and the imports are what they and the pool use.
  for (const fn of functions) module.function(fn.name, fn.parameters, fn.exported, fn.returns, fn.write);
  module.runtimeImports(runtimeSpecifier(validatorPath(operation)));
  module.constants(pool);
  return module.file(validatorPath(operation));
}

/** A message's functions: its entry point, one per object (and map) of its tree, and its 'not shown' test. */
function messageFunctions(operation: OperationIR, message: MessageIR, pool: ConstantPool, context: CheckContext): ModuleFunction[] {
  const name = `${operationId(operation)}${pascalCase(message.direction)}`;
  const gapTest = message.direction === "request" && message.gaps.length > 0 ? pool.functionName(`isNotShownIn${name}`) : undefined;
  const triggers = triggerPlan(message);
  const messageContext = {
    pool,
    checks: context,
    direction: message.direction,
    prefix: `check${name}`,
    gapTest,
    triggers: triggers.byObject,
  };
  const checks = objectFunctions(message.root, messageContext);
  const objects = checks.map((check) => ({
    name: check.name,
    write: check.write,
    exported: false,
    parameters: checkParameters(check),
    returns: check.returnsTriggers ? _`number` : _`void`,
  }));
  const gaps =
    gapTest === undefined
      ? []
      : [
          {
            name: gapTest,
            write: (writer: CodeWriter) => writeGapTest(writer, message.gaps, pool),
            exported: false,
            parameters: _`path: string`,
            returns: _`boolean`,
          },
        ];
  return [entryPoint(operation, message, checks[0] as ObjectFunction, triggers), ...objects, ...gaps];
}

interface ModuleFunction {
  name: Name;
  write: (writer: CodeWriter) => void;
  exported: boolean;
  parameters: Code;
  /** The return type. */
  returns: Code;
}

function entryPoint(operation: OperationIR, message: MessageIR, root: ObjectFunction, triggers: TriggerPlan): ModuleFunction {
  return {
    name: new Name(validatorName(operation, message.direction)),
    exported: true,
    parameters: _`body: unknown, options?: ${runtime.ValidateOptions}`,
    returns: _`${runtime.ValidationResult}`,
    write: (writer) =>
      writeGuarded(writer, () => {
        writeBodyCheck(writer, message.direction);
        const body = () => {
          writer.line(_`const errors: ${runtime.ValidationError}[] = [];`);
          writer.line(root.returnsTriggers ? _`const found = ${root.name}(body, errors);` : _`${root.name}(body, errors);`);
          writeRuleChecks(writer, triggers);
          writer.line(_`return ${runtime.toResult}(errors);`);
        };
        if (!hasClockField(message.root)) return body();
        // A date "not in the past" is judged by the caller's clock, set for this call only.
        writer.line(_`const clock = ${runtime.enterClock}(options);`);
        writer.write(_`try`).block(body);
        writer.write(_`finally`).block(() => writer.line(_`${runtime.leaveClock}(clock);`));
      }),
  };
}

/** The body itself is an object, or its one finding is at "". */
function writeBodyCheck(writer: CodeWriter, direction: Direction): void {
  const check = bodyCheck(direction);
  // A type check reads no module constant: a pool of its own stays empty.
  writer.line(
    _`if (${failsOf(check, _`body`, new ConstantPool())}) return ${runtime.toResult}([${runtime.invalid}("", ${check.explanation})]);`,
  );
}

/**
 * A validator's body inside one try/catch: reading a value JSON.parse makes never throws, but a
 * getter or a proxy may, and a validator answers whatever it is given. One guard at the entry costs
 * a valid body nothing; the slow search for the place that threw (`unreadableBody`) runs only then.
 */
function writeGuarded(writer: CodeWriter, writeBody: () => void): void {
  writer.write(_`try`).block(writeBody);
  writer.write(_`catch`).block(() => writer.line(_`return ${runtime.unreadableBody}(body);`));
}

/** Whether a field of the tree depends on today's date. */
function hasClockField(node: ObjectNode): boolean {
  return node.fields.some((field) => {
    const type = field.type.kind === "array" ? field.type.items : field.type.kind === "map" ? field.type.value : field.type;
    return type.kind === "object" ? hasClockField(type) : type.kind === "string" && type.notInPast === true;
  });
}

function checkParameters(check: ObjectFunction): Code {
  return check.isRoot
    ? _`value: Record<string, unknown>, errors: ${runtime.ValidationError}[]`
    : _`value: unknown, path: string, errors: ${runtime.ValidationError}[]`;
}

/** The error shape's validator: its fields' checks, then its rules (section 7's "returned only when ..."). */
function emitErrorResponseValidator(message: MessageIR, contract: ErrorContractIR, context: CheckContext): GeneratedFile {
  const errorShape = message.root;
  const module = new ModuleBuilder();
  const pool = new ConstantPool();
  const triggers = triggerPlan(message);
  const checks = objectFunctions(errorShape, {
    pool,
    checks: context,
    direction: "response",
    prefix: "checkErrorResponse",
    gapTest: undefined,
    triggers: triggers.byObject,
  });
  const root = checks[0] as ObjectFunction;
  const body = _`body: unknown`;
  module.function(new Name("validateErrorResponse"), body, true, _`${runtime.ValidationResult}`, (writer) =>
    writeGuarded(writer, () => {
      writeBodyCheck(writer, "response");
      writer.line(_`const errors: ${runtime.ValidationError}[] = [];`);
      writer.line(root.returnsTriggers ? _`const found = ${root.name}(body, errors);` : _`${root.name}(body, errors);`);
      writeRuleChecks(writer, triggers);
      writer.line(_`return ${runtime.toResult}(errors);`);
    }),
  );
  for (const check of checks)
    module.function(check.name, checkParameters(check), false, check.returnsTriggers ? _`number` : _`void`, check.write);
  // An error response has the error object, or says so by its result (seed 7: "an operation that fails
  // returns an error object and a result"): then a missing error object is its finding.
  const errorKeys = errorShape.fields.filter((field) => field.type.kind === "object").map((field) => field.name);
  const [resultKey] = contract.result.path.split(".").slice(-1) as [string];
  const hasResultField = errorShape.fields.some((field) => field.path === contract.result.path);
  const hasErrorKey = joinCode(
    [
      ...errorKeys.map((key) => _`${runtime.hasOwn}(body, ${key})`),
      ...(hasResultField ? [_`${runtime.ownAt}(body, ${resultKey}) === ${contract.result.error}`] : []),
      ...(errorKeys.length === 0 && !hasResultField ? [_`false`] : []),
    ],
    _` || `,
  );
  // A body whose keys cannot be read is no error shape: the operation's validator then reports where it throws.
  module.function(new Name("isErrorResponse"), body, true, _`boolean`, (writer) => {
    writer.write(_`try`).block(() => writer.line(_`return ${runtime.isRecord}(body) && (${hasErrorKey});`));
    writer.write(_`catch`).block(() => writer.line(_`return false;`));
  });
  module.runtimeImports(runtimeSpecifier(ERROR_RESPONSE_PATH));
  module.constants(pool);
  return module.file(ERROR_RESPONSE_PATH);
}
