// The package's runtime as the plan knows it: the hand-written files the runtime emitter ships, and
// the names they export, which the validators' modules import. Read once, here, so that the
// validators ask the plan and not the runtime emitter.

import type { GeneratedFile } from "../emitter.js";
import { shippedFolder } from "./shipped-code.js";

/** The hand-written runtime the validators import; it holds no gateway fact. */
export const RUNTIME_FILES: readonly GeneratedFile[] = shippedFolder("runtime");

/** The runtime's module written from the IR: the error shape's types, values and finding constructors. */
export const CONTRACT_PATH = "src/runtime/contract.ts";

/** What the contract module exports, by role: the contract emitter writes these names, the rest import them. */
export const CONTRACT_EXPORTS = {
  types: {
    cause: "ErrorCause",
    validationType: "ValidationType",
    errorObject: "GatewayErrorObject",
    errorResponse: "ErrorResponse",
    finding: "ValidationError",
  },
  values: {
    errorResult: "ERROR_RESULT",
    invalidRequestCause: "INVALID_REQUEST_CAUSE",
    invalid: "invalid",
    missing: "missing",
    unsupported: "unsupported",
    findingKind: "findingKind",
    findingField: "findingField",
    errorCause: "errorCause",
    findingAsError: "findingAsError",
    errorSummary: "errorSummary",
    errorResponseParts: "errorResponseParts",
    errorResponseOf: "errorResponseOf",
  },
} as const;

const allText = RUNTIME_FILES.map((file) => file.contents).join("\n");

/** Names the runtime exports, so that generated modules import exactly what they use. */
export const RUNTIME_EXPORTS = {
  values: [
    ...[...allText.matchAll(/export function (\w+)/g)].map((match) => match[1] as string),
    ...Object.values(CONTRACT_EXPORTS.values),
  ].sort(),
  types: [
    ...[...allText.matchAll(/export (?:type|interface) (\w+)/g)].map((match) => match[1] as string),
    ...Object.values(CONTRACT_EXPORTS.types),
  ].sort(),
};
