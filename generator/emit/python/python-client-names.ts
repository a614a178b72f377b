// The names the Python client uses for what the spec names: keyword arguments, methods, the error
// classes (the cause classes as emit/plan/error-classes.ts plans them for the TypeScript client, and
// those of the hand-written runtime), and what the package exports.

import type { ApiIR, GatewayIR, OperationIR } from "../../ir/ir.js";
import { authenticationFailedClass, causeClasses } from "../plan/error-classes.js";
import { clientMethodName } from "../plan/output-plan.js";
import { basicUserParameter } from "../shared/error-facts.js";
import { pyName, snakeCase } from "./python-code.js";

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

/** The path identifier Basic authentication's user id is made of, as its client argument: one per client. */
export function identityArgument(api: ApiIR): string | undefined {
  const parameter = basicUserParameter(api);
  return api.client?.pathArguments.find((entry) => entry.parameter === parameter)?.argument;
}

/** Each call's path arguments (the identity's is the client's), as keyword-only parameters. */
export function callArguments(api: ApiIR): string[] {
  const identity = identityArgument(api);
  return (api.client?.pathArguments ?? []).filter((entry) => entry.argument !== identity).map((entry) => pythonArgument(entry.argument));
}
