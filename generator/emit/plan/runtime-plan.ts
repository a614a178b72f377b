// The package's runtime as the plan knows it: the hand-written files the runtime emitter ships, and
// the names they export, which the validators' modules import (as `Name`s that know their module).
// Read once, here, so that the validators ask the plan and not the runtime emitter.

import type { GeneratedFile } from "../emitter.js";
import { Name } from "../shared/code.js";
import { STRING_FORMATS, type StringFormat, type StringFormatDefinition } from "../../language/string-formats.js";
import { shippedFolder } from "./shipped-code.js";
import { PACKAGE_MODULES } from "./package-modules.js";

/** The hand-written runtime the validators import; it holds no gateway fact. */
export const RUNTIME_FILES: readonly GeneratedFile[] = shippedFolder("runtime");

/** The runtime's module written from the IR: the error shape's types, values and finding constructors. */
export const CONTRACT_PATH = PACKAGE_MODULES.contract;

/** What the contract module exports, by role: the contract emitter writes these names, the rest import them. */
export const CONTRACT_EXPORTS = {
  types: {
    cause: "ErrorCause",
    result: "ErrorResult",
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

/** The module generated code imports the runtime's names from; each module says where it is from there. */
export const RUNTIME_MODULE = "runtime";

/**
 * What the hand-written runtime exports for generated validators, by kind, beside the string
 * formats' checks (which the formats table names, below); test/validators/runtime-imports checks
 * that the runtime exports every name.
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
  "isAtOrUnder",
  "isBodyKey",
  "isBelow",
  "isCommaList",
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

/** The runtime's check of each string format that has one, as the formats table names it. */
const FORMAT_CHECKS: readonly string[] = [
  ...new Set(
    Object.values(STRING_FORMATS as Record<string, StringFormatDefinition>).flatMap((format) =>
      format.check ? [format.check.runtime] : [],
    ),
  ),
];

type RuntimeValue = (typeof RUNTIME_VALUES)[number] | keyof typeof CONTRACT_EXPORTS.values;
type RuntimeType = (typeof RUNTIME_TYPES)[number] | "ValidationError";
export type RuntimeName = RuntimeValue | RuntimeType;

/** The names generated code may import from the runtime, values and types apart. */
export const RUNTIME_EXPORTS = {
  values: [...RUNTIME_VALUES, ...FORMAT_CHECKS, ...Object.values(CONTRACT_EXPORTS.values)].sort(),
  types: [...RUNTIME_TYPES, ...Object.values(CONTRACT_EXPORTS.types)].sort(),
};

const valueName = (text: string) => new Name(text, { module: RUNTIME_MODULE, typeOnly: false });
const typeName = (text: string) => new Name(text, { module: RUNTIME_MODULE, typeOnly: true });

/** The runtime's names by role, the contract module's among them: generated code is written with these, and imports what it holds. */
export const runtime = {
  ...Object.fromEntries(RUNTIME_VALUES.map((name) => [name, valueName(name)])),
  ...Object.fromEntries(Object.entries(CONTRACT_EXPORTS.values).map(([role, name]) => [role, valueName(name)])),
  ...Object.fromEntries(RUNTIME_TYPES.map((name) => [name, typeName(name)])),
  ValidationError: typeName(CONTRACT_EXPORTS.types.finding),
} as Record<RuntimeName, Name>;

const formatChecks = new Map(
  Object.entries(STRING_FORMATS as Record<string, StringFormatDefinition>).flatMap(([format, { check }]) =>
    check ? [[format, valueName(check.runtime)] as const] : [],
  ),
);

/** The runtime function that checks a string format, as its entry in the formats table names it. */
export function formatCheckName(format: StringFormat): Name {
  const name = formatChecks.get(format);
  if (name === undefined) throw new Error(`the format ${format} has no check of the runtime`);
  return name;
}
