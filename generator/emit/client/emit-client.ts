import CodeBlockWriter from "code-block-writer";
import type { ApiIR, GatewayIR, OperationIR, StringNode } from "../../ir/ir.js";
import { shippedFolder } from "../plan/shipped-code.js";
import { defaultVersions, operationId, pascalCase, type Emitter, type GeneratedFile, GENERATED_HEADER } from "../emitter.js";
import { commentText, identifier, literal, numberLiteral } from "../shared/code.js";
import { basicUserParameter, basicUserPrefix } from "../shared/error-facts.js";
import { AUTHENTICATION_FAILED, authenticationFailure, causeClasses } from "../plan/error-classes.js";
import { CONTRACT_EXPORTS } from "../plan/runtime-plan.js";
import { emitMaskTables } from "./emit-mask-tables.js";
import { clientMethodName as methodName, modelName, modelsPath, validatorName } from "../plan/output-plan.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";
import { importSpecifier, PACKAGE_MODULES } from "../plan/package-modules.js";
import { deprecatedTag, deprecationSentence } from "../../language/deprecation-words.js";

/** The typed client: hand-written behaviour in src/client/, and the gateway's description and methods generated from the IR. */
export const clientEmitter: Emitter = {
  name: EMITTER_NAMES.client,
  emit(ir: GatewayIR): GeneratedFile[] {
    if (!ir.api.client) return [];
    const writer = new CodeBlockWriter();
    writeClientModule(writer, ir);
    return [...shippedFolder("client"), emitMaskTables(ir), { path: CLIENT, contents: writer.toString() }];
  },
};

const CLIENT = PACKAGE_MODULES.client;
/** How the client module imports another module of the package. */
const from = (module: string) => importSpecifier(CLIENT, module);

function modelsModule(operation: OperationIR): string {
  return from(modelsPath(operation));
}

/** The namespace a version's models are imported as (`Verify100Models`). */
function modelsNamespace(operation: OperationIR): string {
  return identifier(`${operationId(operation)}Models`);
}

/** The interface listing every version of an operation's types (`VerifyVersions`). */
function versionsInterface(operation: OperationIR): string {
  return identifier(`${pascalCase(operation.name)}Versions`);
}

function writeClientModule(writer: CodeBlockWriter, ir: GatewayIR): void {
  const defaults = defaultVersions(ir);
  writer.writeLine(`/* ${GENERATED_HEADER} */`);
  writer.writeLine(
    `import { BaseGatewayClient, type BaseClientOptions, type CallInput, type CallOptions, type RawResponse } from "${from(PACKAGE_MODULES.baseClient)}";`,
  );
  writer.writeLine(`import type { ApiDescription } from "${from(PACKAGE_MODULES.apiDescription)}";`);
  writer.writeLine(`import { GatewayError, type GatewayErrorInit } from "${from(PACKAGE_MODULES.clientErrors)}";`);
  writer.writeLine(`import { knownFieldsOf, maskTables } from "${from(PACKAGE_MODULES.maskTables)}";`);
  writer.writeLine(`import { ${CONTRACT_EXPORTS.values.errorCause} } from "${from(PACKAGE_MODULES.contract)}";`);
  const validators = ir.operations.flatMap((operation) => ["request", "response"].map((direction) => validatorName(operation, direction)));
  writer.writeLine(`import { isErrorResponse, ${validators.sort().join(", ")} } from "${from(PACKAGE_MODULES.validatorsIndex)}";`);
  for (const operation of ir.operations)
    writer.writeLine(`import type * as ${modelsNamespace(operation)} from ${literal(modelsModule(operation))};`);
  writer.blankLine();
  writeErrorClasses(writer, ir.api);
  writeApiDescription(writer, ir);
  writeArgumentTypes(writer, ir.api);
  writeVersionInterfaces(writer, ir);
  writeClientClass(writer, defaults, ir.operations);
}

/** Per operation, every version's request (without the discriminator, which the client fills in) and response. */
function writeVersionInterfaces(writer: CodeBlockWriter, ir: GatewayIR): void {
  const discriminator = literal(ir.api.endpoint.discriminator);
  for (const operation of defaultVersions(ir)) {
    writer.writeLine(`/** ${commentText(`${operation.title}: the request and response types of each version the spec defines.`)} */`);
    writer.write(`export interface ${versionsInterface(operation)}`).block(() => {
      for (const version of ir.operations.filter((candidate) => candidate.name === operation.name)) {
        const models = modelsNamespace(version);
        const [request, response] = ["request", "response"].map((direction) => `${models}.${modelName(version, direction, "")}`);
        writer.writeLine(
          `${literal(version.version)}: { request: Omit<${request}, ${discriminator}> & { ${discriminator}?: never }; response: ${response} };`,
        );
      }
    });
    writer.blankLine();
  }
}

function writeErrorClasses(writer: CodeBlockWriter, api: ApiIR): void {
  const classes = causeClasses(api);
  for (const { cause, description, name } of classes) {
    writer.writeLine(`/** ${commentText(`${cause}: ${description ?? ""}`)} */`);
    writer.writeLine(`export class ${name} extends GatewayError {}`);
  }
  const authentication = authenticationFailure(api);
  const parent = classes.find(({ cause }) => cause === authentication?.cause)?.name;
  if (authentication !== undefined && parent !== undefined) {
    writer.writeLine(
      `/** ${commentText(`HTTP ${authentication.code} with ${authentication.cause}: ${authentication.description} Check the merchant id and the API password.`)} */`,
    );
    writer.writeLine(`export class ${AUTHENTICATION_FAILED} extends ${parent} {}`);
  }
  writer.writeLine("const errorClasses: Readonly<Record<string, new (init: GatewayErrorInit) => GatewayError>> = {");
  writer.indent(() => {
    for (const { cause, name } of classes) writer.writeLine(`${literal(cause)}: ${name},`);
  });
  writer.writeLine("};").blankLine();
}

function pathPattern(type: StringNode): string | undefined {
  if (type.charset === undefined) return undefined;
  return `/^[${type.charset}]*$/u`;
}

function writeApiDescription(writer: CodeBlockWriter, ir: GatewayIR): void {
  const { api } = ir;
  const client = api.client as NonNullable<ApiIR["client"]>;
  writer.writeLine("const api: ApiDescription = {");
  writer.indent(() => {
    writer.writeLine(`method: ${literal(api.endpoint.method)},`);
    writer.writeLine(`pathTemplate: ${literal(api.endpoint.path)},`);
    writer.writeLine(`discriminator: ${literal(api.endpoint.discriminator)},`);
    writer.writeLine(`basicUserPrefix: ${literal(basicUserPrefix(api))},`);
    const identity = identityArgument(api);
    if (identity !== undefined) writer.writeLine(`identityOption: ${literal(identity.argument)},`);
    writer.writeLine("pathParameters: [");
    writer.indent(() => {
      for (const parameter of api.pathParameters) {
        const argument = client.pathArguments.find((entry) => entry.parameter === parameter.name)?.argument;
        if (argument === undefined) throw new Error(`no client argument for path parameter ${parameter.name}`);
        const pattern = pathPattern(parameter.type);
        writer.writeLine(
          `{ name: ${literal(parameter.name)}, argument: ${literal(argument)}, minLength: ${numberLiteral(parameter.type.minLength ?? 1)}, maxLength: ${numberLiteral(parameter.type.maxLength ?? Number.MAX_SAFE_INTEGER)}${pattern ? `, pattern: ${pattern}` : ""} },`,
        );
      }
    });
    writer.writeLine("],");
    writer.writeLine("versions: {");
    writer.indent(() => {
      for (const method of defaultVersions(ir)) {
        writer.writeLine(`${methodName(method)}: {`);
        writer.indent(() => {
          for (const operation of ir.operations.filter((candidate) => candidate.name === method.name)) {
            const deprecation =
              operation.deprecated === undefined ? "" : `, deprecation: ${literal(deprecationSentence(operation.deprecated))}`;
            writer.writeLine(
              `${literal(operation.version)}: { name: ${literal(operation.name)}, version: ${literal(operation.version)}, validateRequest: ${validatorName(operation, "request")}, validateResponse: ${validatorName(operation, "response")}, known: knownFieldsOf(${literal(operation.name)}, ${literal(operation.version)})${deprecation} },`,
            );
          }
        });
        writer.writeLine("},");
      }
    });
    writer.writeLine("},");
    writer.writeLine("defaultVersions: {");
    writer.indent(() => {
      for (const operation of defaultVersions(ir)) writer.writeLine(`${methodName(operation)}: ${literal(operation.version)},`);
    });
    writer.writeLine("},");
    writer.writeLine("isErrorResponse,");
    const authentication = authenticationFailure(api);
    const byCause = `new (errorClasses[${CONTRACT_EXPORTS.values.errorCause}(init.error)] ?? GatewayError)(init)`;
    writer.writeLine(
      authentication === undefined || !causeClasses(api).some(({ cause }) => cause === authentication.cause)
        ? `errorFor: (init) => ${byCause},`
        : `errorFor: (init) => init.status === ${numberLiteral(authentication.code)} && ${CONTRACT_EXPORTS.values.errorCause}(init.error) === ${literal(authentication.cause)} ? new ${AUTHENTICATION_FAILED}(init) : ${byCause},`,
    );
    writer.writeLine(`errorField: (error) => error.${errorMember(api.errorContract.field)},`);
    writer.writeLine("masks: maskTables,");
    writer.writeLine(`timeoutMs: ${numberLiteral(client.timeoutMs)},`);
    writer.writeLine(`maxResponseBytes: ${numberLiteral(client.maxResponseBytes)},`);
    const retry = client.retry;
    writer.writeLine(
      `retry: { causes: [${retry.causes.map(literal).join(", ")}], connectionFailures: ${retry.connectionFailures}, attempts: ${numberLiteral(retry.attempts)}, baseDelayMs: ${numberLiteral(retry.baseDelayMs)}, maxDelayMs: ${numberLiteral(retry.maxDelayMs)}${reusedTransaction(api)} },`,
    );
  });
  writer.writeLine("};").blankLine();
}

/** A member of the error object, by its dotted path in the error shape (`error.field` -> `field`). */
function errorMember(path: string): string {
  return identifier(path.slice(path.lastIndexOf(".") + 1));
}

/**
 * The refusal of a reused transaction id (spec/api/client.yaml), as the call argument of its path
 * identifier and a test of every member that recognises it; nothing when the spec names none.
 */
function reusedTransaction(api: ApiIR): string {
  const reused = api.client?.retry.reusedTransaction;
  if (reused === undefined) return "";
  const argument = api.client?.pathArguments.find((entry) => entry.parameter === reused.identifier)?.argument;
  if (argument === undefined) throw new Error(`no client argument for path parameter ${reused.identifier}`);
  const test = Object.entries(reused.refusal)
    .map(([member, value]) => `error.${identifier(member)} === ${literal(value)}`)
    .join(" && ");
  return `, reusedTransaction: { argument: ${literal(argument)}, isRefusal: (error) => ${test} }`;
}

/** The path identifier Basic authentication's user id is made of, with its client argument: one per client. */
function identityArgument(api: ApiIR): { parameter: string; argument: string } | undefined {
  const parameter = basicUserParameter(api);
  return api.client?.pathArguments.find((entry) => entry.parameter === parameter);
}

/** The client's identity option and each call's path arguments, named by spec/api/client.yaml. */
function writeArgumentTypes(writer: CodeBlockWriter, api: ApiIR): void {
  const client = api.client as NonNullable<ApiIR["client"]>;
  const identity = identityArgument(api);
  const member = (entry: { parameter: string; argument: string }) => {
    const parameter = api.pathParameters.find((candidate) => candidate.name === entry.parameter);
    writer.writeLine(`/** ${commentText(`The path's {${entry.parameter}}. ${parameter?.description ?? ""}`)} */`);
    writer.writeLine(`${identifier(entry.argument)}: string;`);
  };
  writer.writeLine("/** Whom the client calls for: part of every path, and of Basic authentication's user id. */");
  writer.write("export interface ClientIdentity").block(() => {
    if (identity !== undefined) member(identity);
  });
  writer.writeLine("/** Options of the client. */");
  writer.writeLine("export type ClientOptions = ClientIdentity & BaseClientOptions;");
  writer.writeLine("export type GatewayClientOptions = ClientOptions;").blankLine();
  writer.writeLine("/** The path identifiers each call names. */");
  writer.write("export interface PathArguments").block(() => {
    for (const entry of client.pathArguments) if (entry !== identity) member(entry);
  });
  writer.writeLine("/** One call: its path identifiers, body and extra fields. */");
  writer.writeLine("export type CallParams<Body> = PathArguments & CallInput<Body>;").blankLine();
}

/** The generic signature of an operation's method: the version picks the types, the stated default when left out. */
function signature(operation: OperationIR, answer: (response: string) => string): string {
  const versions = versionsInterface(operation);
  return `${methodName(operation)}<V extends keyof ${versions} = ${literal(operation.version)}>(params: CallParams<${versions}[V]["request"]>, options?: CallOptions<V>): Promise<${answer(`${versions}[V]["response"]`)}>`;
}

/** An operation whose every version is deprecated is deprecated as a whole: its method says so, with its default version's words. */
function methodDeprecation(operation: OperationIR, all: readonly OperationIR[]): string {
  const versions = all.filter((candidate) => candidate.name === operation.name);
  if (operation.deprecated === undefined || versions.some((version) => version.deprecated === undefined)) return " ";
  return `\n * ${commentText(deprecatedTag(operation.deprecated))}\n `;
}

function writeClientClass(writer: CodeBlockWriter, operations: readonly OperationIR[], all: readonly OperationIR[]): void {
  writer.writeLine("/** The same calls, resolving to the parsed body with the HTTP status and headers beside it. */");
  writer.write("export interface RawCalls").block(() => {
    for (const operation of operations) writer.writeLine(`${signature(operation, (response) => `RawResponse<${response}>`)};`);
  });
  writer.blankLine();

  writer.writeLine(
    "/** A typed client of the gateway: one method per operation, at the version spec/api/client.yaml states unless a call names another. */",
  );
  writer.write("export class GatewayClient extends BaseGatewayClient").block(() => {
    writer.writeLine("readonly raw: RawCalls;").blankLine();
    writer.write("constructor(options: GatewayClientOptions)").block(() => {
      writer.writeLine("super(api, options);");
      writer.writeLine("this.raw = {");
      writer.indent(() => {
        for (const operation of operations) {
          const versions = versionsInterface(operation);
          writer.writeLine(
            `${methodName(operation)}: <V extends keyof ${versions}>(params: CallParams<${versions}[V]["request"]>, options?: CallOptions<V>) => this.send(${literal(methodName(operation))}, params, options) as Promise<RawResponse<${versions}[V]["response"]>>,`,
          );
        }
      });
      writer.writeLine("};");
    });
    for (const operation of operations) {
      writer.blankLine();
      writer.writeLine(
        `/** ${commentText(`${operation.title} (version ${operation.version} unless \`options.version\` names another). ${operation.description ?? ""}`)}${methodDeprecation(operation, all)}*/`,
      );
      writer.write(`async ${signature(operation, (response) => response)}`).block(() => {
        writer.writeLine(`return (await this.raw.${methodName(operation)}(params, options)).body;`);
      });
    }
  });
}
