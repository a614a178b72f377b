import CodeBlockWriter from "code-block-writer";
import type { ApiIR, DoubleAnswer, DoubleIR, DoubleValueSource, GatewayIR, OperationIR } from "../../ir/ir.js";
import { basicUserParameter, basicUserPrefix } from "../shared/error-facts.js";
import { CONTRACT_EXPORTS } from "../plan/runtime-plan.js";
import { shippedFolder } from "../plan/shipped-code.js";
import { type Emitter, type GeneratedFile, GENERATED_HEADER } from "../emitter.js";
import { validatorName } from "../plan/output-plan.js";
import { identifier, literal, numberLiteral } from "../shared/code.js";
import { doubleRecipe } from "../plan/double-recipes.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";
import { importSpecifier, PACKAGE_MODULES } from "../plan/package-modules.js";

/** The gateway double: a hand-written server in src/double/, driven by a description generated from the IR. */
export const doubleEmitter: Emitter = {
  name: EMITTER_NAMES.double,
  emit(ir: GatewayIR): GeneratedFile[] {
    const double = ir.api.double;
    if (!double || !ir.api.client) return [];
    const writer = new CodeBlockWriter();
    writeDoubleModule(writer, ir, double);
    return [...shippedFolder("double"), { path: DOUBLE_ENTRY, contents: writer.toString() }];
  },
};

const DOUBLE_ENTRY = PACKAGE_MODULES.doubleEntry;
/** How the double's entry module imports another module of the package. */
const from = (module: string) => importSpecifier(DOUBLE_ENTRY, module);

function pathPattern(template: string): string {
  const parts = template.split(/(\{[A-Za-z][A-Za-z0-9]*\})/);
  const body = parts
    .map((part) => (part.startsWith("{") ? `(?<${part.slice(1, -1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")))
    .join("");
  return `/^${body}$/`;
}

/** An error object of double.yaml as an object literal. */
function errorLiteral(error: DoubleAnswer["error"]): string {
  return `{ ${Object.entries(error)
    .map(([key, value]) => `${identifier(key)}: ${literal(String(value))}`)
    .join(", ")} }`;
}

/** An answer of double.yaml with the code of its status role. */
function answerLiteral(answer: DoubleAnswer, double: DoubleIR): string {
  const status = double.statuses.find((candidate) => candidate.role === answer.status);
  if (status === undefined) throw new Error(`spec/api/double.yaml: answer ${answer.role} has no status ${answer.status}`);
  return `{ status: ${numberLiteral(status.code)}, error: ${errorLiteral(answer.error)} }`;
}

/** The function that completes an answer with the field and explanation of the call (error shape member names from the contract). */
function completeFunction(api: ApiIR): string {
  const member = (path: string) => identifier(path.slice(path.lastIndexOf(".") + 1));
  return `(error, field, explanation) => ({ ...error, ${member(api.errorContract.field)}: field, ${member(api.errorContract.explanation)}: explanation })`;
}

function writeDoubleModule(writer: CodeBlockWriter, ir: GatewayIR, double: DoubleIR): void {
  const { api } = ir;
  const merchant = basicUserParameter(api);
  if (merchant === undefined) throw new Error("the double needs the path identifier Basic authentication's user id is made of");
  const discriminator = literal(api.endpoint.discriminator);
  writer.writeLine(`/* ${GENERATED_HEADER} */`);
  writer.writeLine(`import { knownFieldsOf, maskTables } from "${from(PACKAGE_MODULES.maskTables)}";`);
  writer.writeLine(`import { maskBody, maskForLog } from "${from(PACKAGE_MODULES.masking)}";`);
  writer.writeLine(
    `import { ${CONTRACT_EXPORTS.values.invalid}, ${CONTRACT_EXPORTS.values.missing} } from "${from(PACKAGE_MODULES.contract)}";`,
  );
  const validators = ir.operations.map((operation) => validatorName(operation, "response"));
  writer.writeLine(
    `import { validateRequest, ${validators.sort().join(", ")}, type OperationName } from "${from(PACKAGE_MODULES.validatorsIndex)}";`,
  );
  writer.writeLine(`import type { DoubleDescription } from "${from(PACKAGE_MODULES.doubleDescription)}";`);
  writer.writeLine(
    `import { startDouble, type DoubleOptions, type OrderState as OrderStateOf, type RunningDouble as RunningDoubleOf } from "${from(PACKAGE_MODULES.gatewayDouble)}";`,
  );
  writer.blankLine();
  writer.writeLine(
    "/** The statuses an order of the double can have: those the operations' outcomes give and apply from (spec/api/double.yaml). */",
  );
  writer.writeLine(`export type OrderStatus = ${orderStatusUnion(ir, double)};`);
  writer.writeLine("/** An order as the double keeps it (`double.order(merchant, order)`). */");
  writer.writeLine("export type OrderState = OrderStateOf<OrderStatus>;");
  writer.writeLine("export type RunningDouble = RunningDoubleOf<OrderStatus>;");
  writer.blankLine();
  writer.writeLine("const description: DoubleDescription<OrderStatus> = {");
  writer.indent(() => {
    writer.writeLine(`method: ${literal(api.endpoint.method)},`);
    writer.writeLine(`pathPattern: ${pathPattern(api.endpoint.path)},`);
    writer.writeLine(
      `pathRoles: { merchant: ${literal(merchant)}, order: ${literal(double.pathRoles.order)}, transaction: ${literal(double.pathRoles.transaction)} },`,
    );
    writer.writeLine(`discriminator: ${discriminator},`);
    writer.writeLine(`provider: { shows: [${double.provider.shows.map(literal).join(", ")}] },`);
    writer.writeLine("pathParameters: [");
    writer.indent(() => {
      for (const parameter of api.pathParameters) {
        const { minLength, maxLength, charset } = parameter.type;
        const pattern = charset === undefined ? "" : `, pattern: /^[${charset}]*$/u`;
        writer.writeLine(
          `{ name: ${literal(parameter.name)}, minLength: ${numberLiteral(minLength ?? 1)}, maxLength: ${numberLiteral(maxLength ?? Number.MAX_SAFE_INTEGER)}${pattern} },`,
        );
      }
    });
    writer.writeLine("],");
    writer.writeLine(`basicUserPrefix: ${literal(basicUserPrefix(api))},`);
    writer.writeLine(`status: { ${double.statuses.map(({ role, code }) => `${identifier(role)}: ${numberLiteral(code)}`).join(", ")} },`);
    writer.writeLine("answers: {");
    writer.indent(() => {
      for (const answer of double.answers) writer.writeLine(`${identifier(answer.role)}: ${answerLiteral(answer, double)},`);
    });
    writer.writeLine("},");
    writer.writeLine(`complete: ${completeFunction(api)},`);
    writer.writeLine("onDemand: {");
    writer.indent(() => {
      for (const { cause, answer } of double.onDemand) {
        const found = double.answers.find((candidate) => candidate.role === answer);
        if (found === undefined) throw new Error(`spec/api/double.yaml: onDemand ${cause} names no answer ${answer}`);
        writer.writeLine(`${literal(cause)}: ${answerLiteral(found, double)},`);
      }
    });
    writer.writeLine("},");
    writer.writeLine("operations: /* @__PURE__ */ new Map([");
    writer.indent(() => {
      for (const operation of ir.operations) writeOperation(writer, operation, double);
    });
    writer.writeLine("]),");
    writer.writeLine(
      `versions: /* @__PURE__ */ new Set([${[...new Set(ir.operations.map((operation) => literal(operation.version)))].sort().join(", ")}]),`,
    );
    writer.write("validateRequest: (version, body, options) =>").indent(() => {
      writer.writeLine(`body[${discriminator}] === undefined`);
      writer.writeLine(`  ? { valid: false, errors: [missing(${discriminator})] }`);
      writer.writeLine(`  : typeof body[${discriminator}] !== "string"`);
      writer.writeLine(`    ? { valid: false, errors: [invalid(${discriminator}, "Must be a string.")] }`);
      writer.writeLine(`    : validateRequest(body[${discriminator}] as OperationName, version, body, options),`);
    });
    writer.writeLine("mask: (body) => maskBody(body, maskTables.paths) as Record<string, unknown>,");
    writer.writeLine(
      `maskForLog: (version, body) => maskForLog(body, { tables: maskTables, known: knownFieldsOf(String(body[${discriminator}]), version).request }) as Record<string, unknown>,`,
    );
  });
  writer.writeLine("};").blankLine();
  writer
    .writeLine(`export type { DoubleOptions, Faults, PayerChoice, RequestLogEntry } from "${from(PACKAGE_MODULES.gatewayDouble)}";`)
    .blankLine();
  writer.writeLine("/** Starts the gateway double on loopback (port 0 picks a free port). */");
  writer.write("export function startGatewayMock(options?: DoubleOptions): Promise<RunningDouble>").block(() => {
    writer.writeLine("return startDouble(description, options);");
  });
}

/** The order statuses of every operation's outcome, as a union of string literals (sorted). */
function orderStatusUnion(ir: GatewayIR, double: DoubleIR): string {
  const recipes = ir.operations.map((operation) => doubleRecipe(operation, double));
  const statuses = [...new Set(recipes.flatMap((recipe) => [recipe.orderStatus, ...recipe.from]))].sort();
  return statuses.length === 0 ? "never" : statuses.map(literal).join(" | ");
}

function writeOperation(writer: CodeBlockWriter, operation: OperationIR, double: DoubleIR): void {
  const recipe = doubleRecipe(operation, double);
  writer.writeLine(`[${literal(`${operation.name}@${operation.version}`)}, {`);
  writer.indent(() => {
    writer.writeLine(`name: ${literal(operation.name)},`);
    writer.writeLine(`version: ${literal(operation.version)},`);
    writer.writeLine(`orderStatus: ${literal(recipe.orderStatus)},`);
    writer.writeLine(`validateResponse: ${validatorName(operation, "response")},`);
    writer.writeLine(`echo: [${recipe.echo.map(literal).join(", ")}],`);
    writer.writeLine(
      `outcome: [${recipe.outcome.map(({ path, value }) => `{ path: ${literal(path)}, value: ${literal(value)} }`).join(", ")}],`,
    );
    writer.writeLine(
      `rules: [${recipe.rules.map(({ path, rule }) => `{ path: ${literal(path)}, rule: ${JSON.stringify(rule)} }`).join(", ")}],`,
    );
    const source = (from: DoubleValueSource) => (typeof from === "string" ? literal(from) : `{ parameter: ${literal(from.parameter)} }`);
    writer.writeLine(`values: [${recipe.values.map(({ path, from }) => `{ path: ${literal(path)}, from: ${source(from)} }`).join(", ")}],`);
    writer.writeLine(`always: [${recipe.always.map(literal).join(", ")}],`);
    writer.writeLine(`from: [${recipe.from.map(literal).join(", ")}],`);
    writer.writeLine(
      `keeps: [${recipe.keeps.map(({ fact, rule }) => `{ fact: ${literal(fact)}, rule: ${JSON.stringify(rule)} }`).join(", ")}],`,
    );
    const rules = recipe.firstTransactionOnly.map(({ path, text }) => `{ path: ${literal(path)}, text: ${literal(text)} }`);
    writer.writeLine(`firstTransactionOnly: [${rules.join(", ")}],`);
  });
  writer.writeLine("}],");
}
