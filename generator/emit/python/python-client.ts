// The Python client module (`client.py`): the gateway's description as data for the hand-written
// client (templates/python/runtime/client_*.py), the error class of each cause (named by the plan,
// as the TypeScript client names them), and GatewayClient with one keyword-only method per
// operation. Every fact comes from the IR.

import type { ApiIR, GatewayIR, Mask, OperationIR } from "../../ir/ir.js";
import { deprecationSentence } from "../../language/deprecation-words.js";
import { defaultVersions, GENERATED_HEADER } from "../emitter.js";
import { authenticationFailedClass, authenticationFailure, causeClasses } from "../plan/error-classes.js";
import { clientMethodName } from "../plan/output-plan.js";
import { basicUserParameter, basicUserPrefix } from "../shared/error-facts.js";
import { knownTree, mergedTree } from "../shared/mask-table.js";
import { pythonCallBodyName, pythonModelName } from "./python-models.js";
import { pyInt, pyName, pyString, PythonWriter, snakeCase } from "./python-code.js";
import { pythonCharset } from "./python-pattern.js";
import { pythonModuleName, pythonValidatorName } from "./python-validators.js";

/** The error classes the hand-written runtime declares (templates/python/runtime/client_errors.py), as the TypeScript client's errors.ts does. */
export const PYTHON_RUNTIME_ERROR_CLASSES = [
  "GatewayError",
  "GatewayNetworkError",
  "GatewayTimeoutError",
  "GatewayOutcomeUnknownError",
  "GatewayResponseError",
  "GatewayAbortError",
  "GatewayConfigurationError",
  "GatewayRedirectError",
] as const;

/** The longest path identifier when the spec states no bound (JavaScript's largest safe integer, as the TypeScript client). */
const NO_MAXIMUM = "9007199254740991";

/** `orderId` -> `order_id`: a Python keyword argument of a client argument the spec names. */
export function pythonArgument(argument: string): string {
  return pyName(snakeCase(argument));
}

/** `initiateBrowserPayment` -> `initiate_browser_payment`: the TypeScript client's method name in Python's case. */
export function pythonMethodName(operation: Pick<OperationIR, "name">): string {
  return pyName(snakeCase(clientMethodName(operation)));
}

/** The error classes of the client module: each cause's, and the refused credentials' when the spec states them. */
export function pythonCauseClassNames(api: ApiIR): string[] {
  const authentication = authenticationFailedClass(api);
  return [...causeClasses(api).map(({ name }) => name), ...(authentication === undefined ? [] : [authentication.name])];
}

/** What the package exports of the client module. */
export function pythonClientExports(ir: GatewayIR): string[] {
  if (ir.api.client === undefined) return [];
  return ["GatewayClient", "RawResponse", ...PYTHON_RUNTIME_ERROR_CLASSES, ...pythonCauseClassNames(ir.api)];
}

const member = (path: string) => path.slice(path.lastIndexOf(".") + 1);

/** The client module; undefined when the spec has no client section. */
export function pythonClientModule(ir: GatewayIR): string | undefined {
  const client = ir.api.client;
  if (client === undefined) return undefined;
  const writer = new PythonWriter();
  writeImports(writer, ir);
  writeErrorClasses(writer, ir.api);
  writeMaskTables(writer, ir);
  writeApi(writer, ir);
  writeRawCalls(writer, ir);
  writeClient(writer, ir);
  writer.line();
  writer.line("__all__ = [");
  for (const name of [...pythonClientExports(ir)].sort()) writer.line(`    ${pyString(name)},`);
  writer.line("]");
  const title = ir.api.endpoint.title ?? "the gateway";
  return [
    `"""The client of the ${title}: one method per operation, over http.client.`,
    "",
    GENERATED_HEADER,
    '"""',
    "",
    "from __future__ import annotations",
    "",
    writer.toString(),
  ].join("\n");
}

function writeImports(writer: PythonWriter, ir: GatewayIR): void {
  const overloads = defaultVersions(ir).some((method) => ir.operations.filter((operation) => operation.name === method.name).length > 1);
  const patterns = ir.api.pathParameters.some((parameter) => parameter.type.charset !== undefined);
  writer.line("import json");
  writer.line("import logging");
  if (patterns) writer.line("import re");
  writer.line("import ssl");
  writer.line("import threading");
  writer.line("from collections.abc import Callable, Mapping");
  writer.line(`from typing import Any, Final, Literal, cast${overloads ? ", overload" : ""}`);
  writer.line();
  for (const module of new Set(ir.operations.map(pythonModuleName))) writer.line(`from .models import ${module} as _${module}`);
  const reused = ir.api.client?.retry.reusedTransaction === undefined ? "" : ", ReusedTransaction";
  const keepEnds = ir.api.sensitivity.some((sensitivity) => sensitivity.mask !== "replace") ? "KeepEnds, " : "";
  writer.line(`from .runtime.client_api import ApiDescription, ErrorShape, OperationDescription, PathParameter, RetryPolicy${reused}`);
  writer.line("from .runtime.client_base import BaseGatewayClient, Certificate, WarningHook");
  writer.line("from .runtime.client_call import RawResponse, ResponseValidation");
  writer.line(`from .runtime.client_errors import ${PYTHON_RUNTIME_ERROR_CLASSES.join(", ")}`);
  writer.line(`from .runtime.masking import ${keepEnds}KnownNode, Mask, MaskTables`);
  const validators = ir.operations.flatMap((operation) => [
    pythonValidatorName(operation, "request"),
    pythonValidatorName(operation, "response"),
  ]);
  writer.line(`from .validators import is_error_response, ${validators.join(", ")}`);
}

function writeErrorClasses(writer: PythonWriter, api: ApiIR): void {
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

function writeMaskTables(writer: PythonWriter, ir: GatewayIR): void {
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

function writeApi(writer: PythonWriter, ir: GatewayIR): void {
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

/** The path identifier Basic authentication's user id is made of, as its client argument: one per client. */
function identityArgument(api: ApiIR): string | undefined {
  const parameter = basicUserParameter(api);
  return api.client?.pathArguments.find((entry) => entry.parameter === parameter)?.argument;
}

/** Each call's path arguments (the identity's is the client's), as keyword-only parameters. */
function callArguments(api: ApiIR): string[] {
  const identity = identityArgument(api);
  return (api.client?.pathArguments ?? []).filter((entry) => entry.argument !== identity).map((entry) => pythonArgument(entry.argument));
}

const CALL_OPTIONS = [
  "extra_fields: Mapping[str, object] | None = None",
  "timeout: float | None = None",
  "attempts: int | None = None",
  "headers: Mapping[str, str] | None = None",
  "cancel: threading.Event | None = None",
];

/** The methods' signatures of an operation: one per version (overloads when there are several), the default version's first. */
function signatures(ir: GatewayIR, method: OperationIR, answer: (response: string) => string): string[] {
  const versions = ir.operations.filter((candidate) => candidate.name === method.name);
  const sorted = [method, ...versions.filter((version) => version !== method)];
  return sorted.map((operation) => {
    const module = `_${pythonModuleName(operation)}`;
    const version =
      operation === method
        ? `version: Literal[${pyString(operation.version)}] | None = None`
        : `version: Literal[${pyString(operation.version)}]`;
    const parameters = [
      "self",
      "*",
      ...callArguments(ir.api).map((argument) => `${argument}: str`),
      `body: ${module}.${pythonCallBodyName(operation)}`,
      CALL_OPTIONS[0] as string,
      version,
      ...CALL_OPTIONS.slice(1),
    ];
    return `def ${pythonMethodName(operation)}(${parameters.join(", ")}) -> ${answer(`${module}.${pythonModelName(operation, "response")}`)}:`;
  });
}

/** The call of `_send` with the method's arguments. */
function sendCall(ir: GatewayIR, method: OperationIR, send: string): string {
  const argumentsMap = callArguments(ir.api)
    .map((argument) => `${pyString(argument)}: ${argument}`)
    .join(", ");
  return `${send}(${pyString(pythonMethodName(method))}, {${argumentsMap}}, body, extra_fields=extra_fields, version=version, timeout=timeout, attempts=attempts, headers=headers, cancel=cancel)`;
}

/** The implementation's signature when a method has overloads: every version's body and answer. */
function implementationSignature(ir: GatewayIR, method: OperationIR, answer: (response: string) => string): string {
  const versions = ir.operations.filter((candidate) => candidate.name === method.name);
  const bodies = versions.map((operation) => `_${pythonModuleName(operation)}.${pythonCallBodyName(operation)}`).join(" | ");
  const responses = versions.map((operation) => `_${pythonModuleName(operation)}.${pythonModelName(operation, "response")}`).join(" | ");
  const parameters = [
    "self",
    "*",
    ...callArguments(ir.api).map((argument) => `${argument}: str`),
    `body: ${bodies}`,
    CALL_OPTIONS[0] as string,
    "version: str | None = None",
    ...CALL_OPTIONS.slice(1),
  ];
  return `def ${pythonMethodName(method)}(${parameters.join(", ")}) -> ${answer(responses)}:`;
}

function writeMethod(
  writer: PythonWriter,
  ir: GatewayIR,
  method: OperationIR,
  answer: (response: string) => string,
  doc: string,
  body: string,
): void {
  const overloads = signatures(ir, method, answer);
  writer.line();
  if (overloads.length === 1) {
    writer.block(overloads[0] as string, () => {
      writer.docstring(doc);
      writer.line(body);
    });
    return;
  }
  for (const overload of overloads) {
    writer.line("@overload");
    writer.line(`${overload} ...`);
    writer.line();
  }
  writer.block(implementationSignature(ir, method, answer), () => {
    writer.docstring(doc);
    writer.line(body);
  });
}

function methodDoc(operation: OperationIR): string {
  return `${operation.title} (version ${operation.version} unless \`version\` names another). ${operation.description ?? ""}`.trim();
}

function writeRawCalls(writer: PythonWriter, ir: GatewayIR): void {
  writer.line();
  writer.line();
  writer.block("class RawCalls:", () => {
    writer.docstring("The same calls, answering with the parsed body, the HTTP status and the headers.");
    writer.line();
    writer.block("def __init__(self, send: Callable[..., RawResponse[object]]) -> None:", () => writer.line("self._send: Final = send"));
    for (const method of defaultVersions(ir))
      writeMethod(
        writer,
        ir,
        method,
        (response) => `RawResponse[${response}]`,
        methodDoc(method),
        `return cast("RawResponse[Any]", ${sendCall(ir, method, "self._send")})`,
      );
  });
}

function writeClient(writer: PythonWriter, ir: GatewayIR): void {
  const identity = identityArgument(ir.api);
  const options = [
    "self",
    "*",
    "base_url: str",
    ...(identity === undefined ? [] : [`${pythonArgument(identity)}: str`]),
    "api_password: str | None = None",
    "cert: Certificate | None = None",
    "ca: str | None = None",
    "ssl_context: ssl.SSLContext | None = None",
    "timeout: float | None = None",
    "attempts: int | None = None",
    "max_response_bytes: int | None = None",
    "validate_requests: bool = True",
    "strict: bool = False",
    "validate_responses: ResponseValidation = None",
    "on_warning: WarningHook | None = None",
    "on_drift: WarningHook | None = None",
    "logger: logging.Logger | None = None",
    "log_unknown_values: bool = False",
    "random: Callable[[], float] | None = None",
    "sleep: Callable[[float], None] | None = None",
  ];
  const passed = options
    .slice(2)
    .map((option) => option.slice(0, option.indexOf(":")))
    .filter((name) => name !== (identity === undefined ? undefined : pythonArgument(identity)))
    .map((name) => `${name}=${name}`);
  writer.line();
  writer.line();
  writer.block("class GatewayClient(BaseGatewayClient):", () => {
    writer.docstring(
      "A typed client of the gateway: one method per operation, at the version the spec states unless a call names another.\n\n" +
        "Basic authentication with `api_password` (at least 8 characters), certificate authentication with `cert` " +
        "(a PEM file, or a certificate file and its key file, loaded by ssl's load_cert_chain) and `ca`, or both. " +
        "Every request, response and retry goes to `logger` (the `gateway_generated.client` logger by default), masked unless known safe.",
    );
    writer.line();
    writer.block(`def __init__(${options.join(", ")}) -> None:`, () => {
      writer.line(`super().__init__(_API, identity=${identity === undefined ? "None" : pythonArgument(identity)}, ${passed.join(", ")})`);
      writer.line("self.raw: Final = RawCalls(self._send)");
    });
    for (const method of defaultVersions(ir))
      writeMethod(
        writer,
        ir,
        method,
        (response) => response,
        methodDoc(method),
        `return cast("Any", ${sendCall(ir, method, "self._send")}.body)`,
      );
  });
}

/** The README's client section: how to call one operation and what the client does; nothing without a client section in the spec. */
export function pythonClientReadme(ir: GatewayIR): string[] {
  const example = defaultVersions(ir)[0];
  const identity = identityArgument(ir.api);
  if (ir.api.client === undefined || example === undefined) return [];
  const identityLine = identity === undefined ? [] : [`    ${pythonArgument(identity)}="YOUR_ID",`];
  const argumentsText = callArguments(ir.api)
    .map((argument) => `${argument}="1"`)
    .join(", ");
  return [
    "## Calling the gateway",
    "",
    "```python",
    `from gateway_generated import GatewayClient, GatewayError, GatewayOutcomeUnknownError`,
    "",
    "client = GatewayClient(",
    '    base_url="https://gateway.example",',
    ...identityLine,
    '    api_password="YOUR_API_PASSWORD",  # or cert=("client.pem", "client.key"), ca="ca.pem"',
    ")",
    "try:",
    `    response = client.${pythonMethodName(example)}(${argumentsText}, body=body)  # body: the request without the operation`,
    "except GatewayOutcomeUnknownError:",
    "    ...  # the call may have been carried out: reconcile, never resend under a new transaction id",
    "except GatewayError as error:",
    "    print(type(error).__name__, error.status, error.error)",
    "```",
    "",
    "One keyword-only method per operation, at the version the spec states unless `version=` names",
    "another; the body is validated before it is sent, and the method sets the operation. Retries",
    "(the causes the spec names and failed connections, same transaction id, jittered back-off,",
    "`Retry-After`), a time-out per attempt (`timeout=`, seconds), no redirect followed, `cancel=`",
    "(a `threading.Event`). Every request, response and retry is a record of the",
    "`gateway_generated.client` logger, sensitive values masked; errors keep no secret.",
    "",
  ];
}
