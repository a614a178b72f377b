// The Python client module (`client.py`): the gateway's description (python-client-description.ts),
// and GatewayClient with one keyword-only method per operation (and `raw`, the same calls answering
// with the status and headers), over the hand-written client (templates/python/runtime/client_*.py).
// Every fact comes from the IR.

import type { GatewayIR, OperationIR } from "../../ir/ir.js";
import { defaultVersions, GENERATED_HEADER } from "../emitter.js";
import { pythonCallBodyName, pythonModelName } from "./python-models.js";
import { pyString, PythonWriter } from "./python-code.js";
import { writeApi, writeErrorClasses, writeMaskTables } from "./python-client-description.js";
import {
  callArguments,
  identityArgument,
  pythonArgument,
  pythonClientExports,
  pythonMethodName,
  PYTHON_RUNTIME_ERROR_CLASSES,
} from "./python-client-names.js";
import { pythonModuleName, pythonValidatorName } from "./python-validators.js";

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

const CALL_OPTIONS = [
  "extra_fields: Mapping[str, object] | None = None",
  "timeout: float | None = None",
  "attempts: int | None = None",
  "headers: Mapping[str, str] | None = None",
  "cancel: threading.Event | None = None",
];

/** The methods' signatures of an operation: one per version (overloads when there are several), the default version's first. */
/** A method's signature: its name, its parameters and what it returns. */
interface Signature {
  name: string;
  parameters: string[];
  returns: string;
}

/** The parameters of a method: self, keyword-only path arguments, the body, the call's options. */
function parameters(ir: GatewayIR, body: string, version: string): string[] {
  return [
    "self",
    "*",
    ...callArguments(ir.api).map((argument) => `${argument}: str`),
    `body: ${body}`,
    CALL_OPTIONS[0] as string,
    version,
    ...CALL_OPTIONS.slice(1),
  ];
}

/** The method's signatures: one per version (overloads when there are several), the default version's first. */
function signatures(ir: GatewayIR, method: OperationIR, answer: (response: string) => string): Signature[] {
  const versions = ir.operations.filter((candidate) => candidate.name === method.name);
  const sorted = [method, ...versions.filter((version) => version !== method)];
  return sorted.map((operation) => {
    const module = `_${pythonModuleName(operation)}`;
    const literal = `Literal[${pyString(operation.version)}]`;
    return {
      name: pythonMethodName(operation),
      parameters: parameters(
        ir,
        `${module}.${pythonCallBodyName(operation)}`,
        operation === method ? `version: ${literal} | None = None` : `version: ${literal}`,
      ),
      returns: answer(`${module}.${pythonModelName(operation, "response")}`),
    };
  });
}

/** The implementation's signature when a method has overloads: every version's body and answer. */
function implementationSignature(ir: GatewayIR, method: OperationIR, answer: (response: string) => string): Signature {
  const versions = ir.operations.filter((candidate) => candidate.name === method.name);
  const bodies = versions.map((operation) => `_${pythonModuleName(operation)}.${pythonCallBodyName(operation)}`).join(" | ");
  const responses = versions.map((operation) => `_${pythonModuleName(operation)}.${pythonModelName(operation, "response")}`).join(" | ");
  return { name: pythonMethodName(method), parameters: parameters(ir, bodies, "version: str | None = None"), returns: answer(responses) };
}

/** `def name(` with a parameter a line; returns the closing line for the caller to end (`:` and a block, or `: ...`). */
function openSignature(writer: PythonWriter, signature: Signature): string {
  writer.line(`def ${signature.name}(`);
  for (const parameter of signature.parameters) writer.line(`    ${parameter},`);
  return `) -> ${signature.returns}:`;
}

/** The call of `_send` with the method's arguments, an argument a line. */
function writeSendCall(writer: PythonWriter, ir: GatewayIR, method: OperationIR, opening: string, closing: string): void {
  const argumentsMap = callArguments(ir.api)
    .map((argument) => `${pyString(argument)}: ${argument}`)
    .join(", ");
  writer.line(opening);
  for (const argument of [pyString(pythonMethodName(method)), `{${argumentsMap}}`, "body"]) writer.line(`    ${argument},`);
  for (const option of ["extra_fields", "version", "timeout", "attempts", "headers", "cancel"]) writer.line(`    ${option}=${option},`);
  writer.line(closing);
}

function writeMethod(
  writer: PythonWriter,
  ir: GatewayIR,
  method: OperationIR,
  answer: (response: string) => string,
  send: { opening: string; closing: string },
): void {
  const overloads = signatures(ir, method, answer);
  const body = () => {
    writer.docstring(methodDoc(method));
    writeSendCall(writer, ir, method, send.opening, send.closing);
  };
  writer.line();
  if (overloads.length === 1) {
    writer.block(openSignature(writer, overloads[0] as Signature), body);
    return;
  }
  for (const overload of overloads) {
    writer.line("@overload");
    writer.line(`${openSignature(writer, overload)} ...`);
    writer.line();
  }
  writer.block(openSignature(writer, implementationSignature(ir, method, answer)), body);
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
      writeMethod(writer, ir, method, (response) => `RawResponse[${response}]`, {
        opening: 'return cast("RawResponse[Any]", self._send(',
        closing: "))",
      });
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
    writer.block(openSignature(writer, { name: "__init__", parameters: options, returns: "None" }), () => {
      writer.line("super().__init__(");
      writer.line("    _API,");
      writer.line(`    identity=${identity === undefined ? "None" : pythonArgument(identity)},`);
      for (const argument of passed) writer.line(`    ${argument},`);
      writer.line(")");
      writer.line("self.raw: Final = RawCalls(self._send)");
    });
    for (const method of defaultVersions(ir))
      writeMethod(writer, ir, method, (response) => response, { opening: 'return cast("Any", self._send(', closing: ").body)" });
  });
}

/** The README's client section: how to call one operation and what the client does; nothing without a client section in the spec. */
export function pythonClientReadme(ir: GatewayIR, body: string): string[] {
  const example = defaultVersions(ir)[0];
  const identity = identityArgument(ir.api);
  if (ir.api.client === undefined || example === undefined) return [];
  const identityLine = identity === undefined ? [] : [`    ${pythonArgument(identity)}="YOUR_ID",`];
  const argumentsText = callArguments(ir.api)
    .map((argument) => `${argument}="1"`)
    .join(", ");
  return [
    "```python",
    ...(body.includes("Decimal(") ? ["from decimal import Decimal", ""] : []),
    `from gateway_generated import GatewayClient, GatewayError, GatewayNetworkError, GatewayOutcomeUnknownError`,
    "",
    `body = ${body}  # the request without the operation: the method sets it`,
    "client = GatewayClient(",
    '    base_url="http://127.0.0.1:9",  # the gateway\'s base URL; here one where nothing listens',
    ...identityLine,
    '    api_password="YOUR_API_PASSWORD",  # or cert=("client.pem", "client.key"), ca="ca.pem"',
    ")",
    "try:",
    `    response = client.${pythonMethodName(example)}(${argumentsText}, body=body)`,
    "except GatewayOutcomeUnknownError:",
    "    raise  # the call may have been carried out: reconcile, never resend under a new transaction id",
    "except GatewayError as error:  # the gateway's refusal: error.status, error.error",
    "    print(type(error).__name__)",
    "except GatewayNetworkError as error:  # no answer, and the request never reached the gateway",
    "    print(type(error).__name__)",
    "```",
    "",
    "One keyword-only method per operation, at the version the spec states unless `version=` names",
    "another; the body is validated before it is sent, and the method sets the operation. Retries",
    "(the causes the spec names and failed connections, same transaction id, jittered back-off,",
    "`Retry-After`), a time-out per attempt (`timeout=`, seconds), no redirect followed, `cancel=`",
    "(a `threading.Event`). Every request, response and retry is a record of the",
    "`gateway_generated.client` logger, sensitive values masked; errors keep no secret.",
  ];
}
