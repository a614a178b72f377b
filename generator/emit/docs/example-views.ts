// What the docs show of each operation's example call (emit/plan/example-calls.ts): the request and
// the double's answer as JSON, the path identifiers, the same call as curl and as TypeScript, and the
// request validated in Python.

import type { GatewayIR, OperationIR } from "../../ir/ir.js";
import { EXAMPLE_NOW, EXAMPLE_PASSWORD, exampleCalls, type ExampleCall } from "../plan/example-calls.js";
import { JSON_MEDIA_TYPE, PACKAGE_NAME } from "../plan/output-plan.js";
import { curlSnippet, pythonValidationSnippet, typeScriptSnippet } from "./snippets.js";

export interface ExampleView {
  status: number;
  identifiers: { name: string; value: string }[];
  requestJson: string;
  responseJson: string;
  curl: string;
  typescript: string;
  /** The request validated by the Python package. */
  python: string;
  providerUrl?: string;
  /** How a reader starts the double the examples run against: the command, and the same in a test's process. */
  doubleCommand: string;
  doubleInProcess: string;
  /** The base URL the examples call, which the double's own URL replaces. */
  baseUrl: string;
  /** The double's clock in the answers shown. */
  now: string;
}

/** Each operation's example, by `OPERATION@version`. */
export function exampleViews(ir: GatewayIR): Map<string, ExampleView> {
  return new Map(exampleCalls(ir).map((call) => [exampleKey(call.operation), exampleView(ir, call)]));
}

export function exampleKey(operation: OperationIR): string {
  return `${operation.name}@${operation.version}`;
}

function exampleView(ir: GatewayIR, call: ExampleCall): ExampleView {
  const { method, discriminator } = ir.api.endpoint;
  return {
    status: call.status,
    identifiers: call.identifiers.map(({ name, value }) => ({ name, value })),
    requestJson: JSON.stringify(call.request, null, 2),
    responseJson: JSON.stringify(call.response, null, 2),
    curl: curlSnippet(call, method, JSON_MEDIA_TYPE),
    typescript: typeScriptSnippet(call, discriminator, PACKAGE_NAME),
    python: pythonValidationSnippet(call),
    ...(call.providerUrl !== undefined ? { providerUrl: call.providerUrl } : {}),
    ...doubleStart(call),
  };
}

/** The gateway-mock command (a free port: it prints its URL) and the in-process start that know the examples' merchant and password. */
function doubleStart(call: ExampleCall): Pick<ExampleView, "doubleCommand" | "doubleInProcess" | "baseUrl" | "now"> {
  const merchant = call.identifiers.find((identifier) => identifier.role === "merchant")?.value ?? "";
  return {
    doubleCommand: `npx gateway-mock --merchant ${merchant}=${EXAMPLE_PASSWORD}`,
    doubleInProcess: `startGatewayMock({ merchants: { ${JSON.stringify(merchant)}: ${JSON.stringify(EXAMPLE_PASSWORD)} } })`,
    baseUrl: call.baseUrl,
    now: EXAMPLE_NOW,
  };
}
