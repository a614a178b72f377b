// The code the docs give for each example call: a curl command and a TypeScript call with the
// generated client, both for the same request, and the request validated by the Python package.
// test/examples/ sends the first two to the gateway double and runs the third with python3.
// Every identifier comes from its role in the spec (spec/api/client.yaml, the path identifiers),
// every value from the example call.

import type { ExampleCall } from "../plan/example-calls.js";
import { EXAMPLE_PASSWORD } from "../plan/example-calls.js";
import { clientMethodName } from "../plan/output-plan.js";
import { PYTHON_BODY_VALIDATORS, PYTHON_PACKAGE } from "../plan/python-plan.js";
import { pythonLiteral, pythonString } from "../shared/python-literal.js";
import { identifier, literal } from "../shared/code.js";

/** A word for a POSIX shell, in single quotes (a quote inside closes, escapes and reopens them). */
function shellWord(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `curl -X PUT '<url>' -u '<user>:<password>' -H 'Content-Type: application/json' -d '<body>'`, one option a line. */
export function curlSnippet(call: ExampleCall, method: string, mediaType: string): string {
  return [
    `curl -X ${method} ${shellWord(`${call.baseUrl}${call.path}`)}`,
    ...(call.basicUser !== undefined ? [`-u ${shellWord(`${call.basicUser}:${EXAMPLE_PASSWORD}`)}`] : []),
    `-H ${shellWord(`Content-Type: ${mediaType}`)}`,
    `-d ${shellWord(JSON.stringify(call.request, null, 2))}`,
  ].join(" \\\n  ");
}

/** A JSON value as a TypeScript literal: keys that are identifiers bare, the rest quoted; indented by two. */
export function typeScriptLiteral(value: unknown, indent = ""): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const inner = `${indent}  `;
    return `[\n${value.map((item) => `${inner}${typeScriptLiteral(item, inner)},`).join("\n")}\n${indent}]`;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const inner = `${indent}  `;
    const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? identifier(name) : literal(name));
    return `{\n${entries.map(([name, child]) => `${inner}${key(name)}: ${typeScriptLiteral(child, inner)},`).join("\n")}\n${indent}}`;
  }
  return typeof value === "string" ? literal(value) : JSON.stringify(value);
}

/**
 * The same call with `GatewayClient`: the merchant's identifier is the client's option, the other
 * identifiers are the call's arguments, the body is the request without the discriminator (the
 * client sets it), and a version other than the client's default is named per call.
 */
export function typeScriptSnippet(call: ExampleCall, discriminator: string, packageName: string): string {
  const { [discriminator]: _selector, ...body } = call.request;
  const option = call.identifiers.find((entry) => entry.role === "merchant" && entry.argument !== undefined);
  const options = [
    `baseUrl: ${literal(call.baseUrl)}`,
    ...(option ? [`${identifier(option.argument as string)}: ${literal(option.value)}`] : []),
    ...(call.basicUser !== undefined ? [`apiPassword: ${literal(EXAMPLE_PASSWORD)}`] : []),
  ];
  const params = {
    ...Object.fromEntries(
      call.identifiers.filter((entry) => entry !== option && entry.argument).map((entry) => [entry.argument, entry.value]),
    ),
    body,
  };
  const version = call.operation.isDefault ? "" : `, { version: ${literal(call.operation.version)} }`;
  return [
    `import { GatewayClient } from ${literal(packageName)};`,
    "",
    `const client = new GatewayClient({ ${options.join(", ")} });`,
    `const response = await client.${clientMethodName(call.operation)}(${typeScriptLiteral(params)}${version});`,
    "console.log(response);",
    "",
  ].join("\n");
}

/** The example's request validated by the Python package, as a Python developer checks a body before sending it. */
export function pythonValidationSnippet(call: ExampleCall): string {
  const body = pythonLiteral(call.request);
  const validate = PYTHON_BODY_VALIDATORS.request;
  return [
    ...(body.includes("Decimal(") ? ["from decimal import Decimal", ""] : []),
    `from ${PYTHON_PACKAGE} import ${validate}`,
    "",
    `body = ${body}`,
    `result = ${validate}(${pythonString(call.operation.name)}, ${pythonString(call.operation.version)}, body)`,
    "print(result.valid)",
    "for error in result.errors:",
    "    print(error)",
    "",
  ].join("\n");
}
