// The gateway's description in the Python client module, as data for the hand-written client
// (templates/python/runtime/client_api.py): the error class of each cause, the masking tables and what
// the spec knows of each message, the endpoint, path identifiers, versions, error shape and retries.

import type { ApiIR, GatewayIR, Mask } from "../../ir/ir.js";
import { deprecationSentence } from "../../language/deprecation-words.js";
import { defaultVersions } from "../emitter.js";
import { authenticationFailedClass, authenticationFailure, causeClasses } from "../plan/error-classes.js";
import { basicUserPrefix } from "../shared/error-facts.js";
import { knownTree, mergedTree } from "../shared/mask-table.js";
import { pyInt, pyName, pyString, PythonWriter } from "./python-code.js";
import { identityArgument, pythonArgument, pythonMethodName } from "./python-client-names.js";
import { pythonCharset } from "./python-pattern.js";
import { pythonValidatorName } from "./python-validators.js";

/** The longest path identifier when the spec states no bound (JavaScript's largest safe integer, as the TypeScript client). */
const NO_MAXIMUM = "9007199254740991";

const member = (path: string) => path.slice(path.lastIndexOf(".") + 1);

export function writeErrorClasses(writer: PythonWriter, api: ApiIR): void {
  for (const { cause, description, name } of causeClasses(api)) {
    writer.line();
    writer.line();
    writer.block(`class ${pyName(name)}(GatewayError):`, () => writer.docstring(`${cause}: ${description ?? ""}`));
  }
  const authentication = authenticationFailedClass(api);
  if (authentication !== undefined) {
    writer.line();
    writer.line();
    writer.block(`class ${pyName(authentication.name)}(${pyName(authentication.base)}):`, () => writer.docstring(authentication.doc));
  }
  writer.line();
  writer.line();
  writer.line("_ERROR_CLASSES: Final[dict[str, type[GatewayError]]] = {");
  for (const { cause, name } of causeClasses(api)) writer.line(`    ${pyString(cause)}: ${pyName(name)},`);
  writer.line("}");
  writer.line();
  writer.line();
  writer.block("def _error_class(cause: str, status: int | None) -> type[GatewayError]:", () => {
    writer.docstring("The error class of a cause; refused credentials (their status and cause) have their own.");
    const failure = authenticationFailure(api);
    if (authentication !== undefined && failure !== undefined)
      writer.block(`if status == ${pyInt(failure.code)} and cause == ${pyString(failure.cause)}:`, () =>
        writer.line(`return ${pyName(authentication.name)}`),
      );
    writer.line("return _ERROR_CLASSES.get(cause, GatewayError)");
  });
}

function maskExpression(mask: Mask): string {
  return mask === "replace" ? pyString("replace") : `KeepEnds(${pyInt(mask.keepFirst)}, ${pyInt(mask.keepLast)}, ${pyString(mask.with)})`;
}

export function writeMaskTables(writer: PythonWriter, ir: GatewayIR): void {
  const entries = (pick: (sensitivity: ApiIR["sensitivity"][number]) => string[]) =>
    ir.api.sensitivity.flatMap((sensitivity) => pick(sensitivity).map((key) => [key, maskExpression(sensitivity.mask)] as const)).sort();
  writer.line();
  writer.line("_MASKS: Final = MaskTables(");
  for (const [name, pick] of [
    ["paths", (sensitivity: ApiIR["sensitivity"][number]) => sensitivity.paths],
    ["keys", (sensitivity: ApiIR["sensitivity"][number]) => sensitivity.keys],
  ] as const) {
    writer.line(`    ${name}=cast("dict[str, Mask]", {`);
    for (const [key, mask] of entries(pick)) writer.line(`        ${pyString(key)}: ${mask},`);
    writer.line("    }),");
  }
  writer.line(")");
  writer.line('"""The sensitivity classes of spec/api/sensitivity.yaml: by dotted path, and by key name at any path."""');
  const errorTree = knownTree(ir.api.errorShape);
  const known: Record<string, unknown> = {};
  for (const operation of ir.operations)
    Object.defineProperty(known, `${operation.name}@${operation.version}`, {
      value: [knownTree(operation.request.root), mergedTree(knownTree(operation.response.root), errorTree)],
      enumerable: true,
    });
  writer.line();
  writer.line(`_KNOWN: Final[dict[str, list[KnownNode]]] = json.loads(${pyString(JSON.stringify(known))})`);
  writer.line('"""What the spec knows of each message (request, response), by `OPERATION@version`."""');
}

export function writeApi(writer: PythonWriter, ir: GatewayIR): void {
  const { api } = ir;
  const client = api.client as NonNullable<ApiIR["client"]>;
  const contract = api.errorContract;
  const identity = identityArgument(api);
  writer.line();
  writer.line("_API: Final = ApiDescription(");
  writer.line(`    method=${pyString(api.endpoint.method)},`);
  writer.line(`    path_template=${pyString(api.endpoint.path)},`);
  writer.line(`    discriminator=${pyString(api.endpoint.discriminator)},`);
  writer.line(`    basic_user_prefix=${pyString(basicUserPrefix(api))},`);
  writer.line(`    identity_option=${identity === undefined ? "None" : pyString(pythonArgument(identity))},`);
  writer.line("    path_parameters=(");
  for (const parameter of api.pathParameters) {
    const argument = client.pathArguments.find((entry) => entry.parameter === parameter.name)?.argument;
    if (argument === undefined) throw new Error(`no client argument for path parameter ${parameter.name}`);
    const pattern = parameter.type.charset === undefined ? "None" : `re.compile(${pyString(pythonCharset(parameter.type.charset))})`;
    const maximum = parameter.type.maxLength === undefined ? NO_MAXIMUM : pyInt(parameter.type.maxLength);
    writer.line(
      `        PathParameter(${pyString(parameter.name)}, ${pyString(pythonArgument(argument))}, ${pyInt(parameter.type.minLength ?? 1)}, ${maximum}, ${pattern}),`,
    );
  }
  writer.line("    ),");
  writer.line("    versions={");
  for (const method of defaultVersions(ir)) {
    writer.line(`        ${pyString(pythonMethodName(method))}: {`);
    for (const operation of ir.operations.filter((candidate) => candidate.name === method.name)) {
      const key = pyString(`${operation.name}@${operation.version}`);
      const deprecation = operation.deprecated === undefined ? "" : `, deprecation=${pyString(deprecationSentence(operation.deprecated))}`;
      writer.line(
        `            ${pyString(operation.version)}: OperationDescription(${pyString(operation.name)}, ${pyString(operation.version)}, ${pythonValidatorName(operation, "request")}, ${pythonValidatorName(operation, "response")}, _KNOWN[${key}][0], _KNOWN[${key}][1]${deprecation}),`,
      );
    }
    writer.line("        },");
  }
  writer.line("    },");
  writer.line("    default_versions={");
  for (const operation of defaultVersions(ir))
    writer.line(`        ${pyString(pythonMethodName(operation))}: ${pyString(operation.version)},`);
  writer.line("    },");
  writer.line("    is_error_response=is_error_response,");
  writer.line("    error_class=_error_class,");
  writer.line("    shape=ErrorShape(");
  writer.line(`        result_member=${pyString(member(contract.result.path))},`);
  writer.line(`        error_member=${pyString(member(contract.object))},`);
  writer.line(`        error_result=${pyString(contract.result.error)},`);
  writer.line(`        cause_member=${pyString(member(contract.cause.path))},`);
  writer.line(`        field_member=${pyString(member(contract.field))},`);
  writer.line(`        validation_type_member=${pyString(member(contract.validationType.path))},`);
  writer.line(`        explanation_member=${pyString(member(contract.explanation))},`);
  writer.line(`        unsupported=${pyString(contract.validationType.unsupported)},`);
  writer.line("    ),");
  writer.line("    masks=_MASKS,");
  writer.line(`    timeout=${pyInt(client.timeoutMs)} / 1000,`);
  writer.line(`    max_response_bytes=${pyInt(client.maxResponseBytes)},`);
  const retry = client.retry;
  writer.line("    retry=RetryPolicy(");
  writer.line(`        causes=frozenset({${retry.causes.map(pyString).join(", ")}}),`);
  writer.line(`        connection_failures=${retry.connectionFailures ? "True" : "False"},`);
  writer.line(`        attempts=${pyInt(retry.attempts)},`);
  writer.line(`        base_delay=${pyInt(retry.baseDelayMs)} / 1000,`);
  writer.line(`        max_delay=${pyInt(retry.maxDelayMs)} / 1000,`);
  writer.line(`        reused_transaction=${reusedTransaction(api)},`);
  writer.line("    ),");
  writer.line(")");
}

function reusedTransaction(api: ApiIR): string {
  const reused = api.client?.retry.reusedTransaction;
  if (reused === undefined) return "None";
  const argument = api.client?.pathArguments.find((entry) => entry.parameter === reused.identifier)?.argument;
  if (argument === undefined) throw new Error(`no client argument for path parameter ${reused.identifier}`);
  const refusal = Object.entries(reused.refusal).map(([key, value]) => `${pyString(key)}: ${pyString(String(value))}`);
  return `ReusedTransaction(${pyString(pythonArgument(argument))}, {${refusal.join(", ")}})`;
}
