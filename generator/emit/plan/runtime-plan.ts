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

/**
 * What the hand-written runtime exports for generated validators, by kind; test/package/shipped-code
 * checks that the runtime exports every name. Generated code refers to one through `rt`, which marks
 * it, so that a module imports exactly the names its code was written with.
 */
const RUNTIME_VALUES = [
  "asciiSet",
  "automaton",
  "codePointLength",
  "compareDecimals",
  "compareSegments",
  "countDigits",
  "decimalScale",
  "decimalText",
  "enterClock",
  "hasOwn",
  "inCharset",
  "isAbsoluteUrl",
  "isAtOrUnder",
  "isBodyKey",
  "isBelow",
  "isCalendarDate",
  "isCommaList",
  "isJsonText",
  "isRecord",
  "leaveClock",
  "lengthWithin",
  "matchesAutomaton",
  "ownAt",
  "productsSumDiffers",
  "referenceSegments",
  "refusalsOf",
  "ruleDecimal",
  "sumDiffers",
  "todayText",
  "toResult",
  "unreadableBody",
] as const;
const RUNTIME_TYPES = ["PropertyBag", "Refusals", "ValidateOptions", "ValidationResult"] as const;

/** The runtime's names by role, the contract module's among them. */
const NAMES = {
  ...Object.fromEntries([...RUNTIME_VALUES, ...RUNTIME_TYPES].map((name) => [name, name])),
  ...CONTRACT_EXPORTS.values,
  ValidationError: CONTRACT_EXPORTS.types.finding,
} as Record<RuntimeValue | RuntimeType | keyof typeof CONTRACT_EXPORTS.values | "ValidationError", string>;

type RuntimeValue = (typeof RUNTIME_VALUES)[number];
type RuntimeType = (typeof RUNTIME_TYPES)[number];
export type RuntimeName = keyof typeof NAMES;

/** The names generated code may import from the runtime, values and types apart. */
export const RUNTIME_EXPORTS = {
  values: [...RUNTIME_VALUES, ...Object.values(CONTRACT_EXPORTS.values)].sort(),
  types: [...RUNTIME_TYPES, ...Object.values(CONTRACT_EXPORTS.types)].sort(),
};

const OPEN = "\u{E000}";
const CLOSE = "\u{E001}";
const MARKED = /\u{E000}([A-Za-z_$][\w$]*)\u{E001}/gu;

/** A runtime name as generated code writes it: marked, until `resolveRuntimeNames` turns it into the name and an import. */
export const rt = Object.fromEntries(Object.entries(NAMES).map(([role, name]) => [role, `${OPEN}${name}${CLOSE}`])) as Record<
  RuntimeName,
  string
>;

/** A runtime function named by data (a string format's check), marked as `rt` marks it. */
export function runtimeFunction(name: string): string {
  if (!(RUNTIME_EXPORTS.values as readonly string[]).includes(name)) throw new Error(`the runtime exports no function ${name}`);
  return `${OPEN}${name}${CLOSE}`;
}

/** Code with its marked runtime names written out, and the names it used, values and types apart, sorted. */
export function resolveRuntimeNames(code: string): { code: string; values: string[]; types: string[] } {
  const used = new Set<string>();
  const resolved = code.replace(MARKED, (_, name: string) => {
    used.add(name);
    return name;
  });
  const types = new Set<string>(RUNTIME_EXPORTS.types);
  return {
    code: resolved,
    values: [...used].filter((name) => !types.has(name)).sort(),
    types: [...used].filter((name) => types.has(name)).sort(),
  };
}
