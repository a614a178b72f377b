// Reading validation results in tests: the findings as short text, the contract's shape, timing.

import type { ValidationError, ValidationResult } from "../../generated/dist/index.js";

export function errorsOf(result: ValidationResult): ValidationError[] {
  return result.valid ? [] : result.errors;
}

/** `field:TYPE` for each finding, the form the assertions compare. */
export function findings(result: ValidationResult): string[] {
  return errorsOf(result).map((error) => `${error.field}:${error.validationType}`);
}

const VALIDATION_TYPES = new Set(["INVALID", "MISSING", "UNSUPPORTED"]);

/** The result has exactly the contract's shape (nothing thrown, nothing extra). */
export function isWellFormed(result: unknown): boolean {
  if (typeof result !== "object" || result === null) return false;
  const { valid, errors } = result as { valid?: unknown; errors?: unknown };
  if (valid === true) return Object.keys(result).length === 1;
  if (valid !== false || !Array.isArray(errors) || errors.length === 0) return false;
  return errors.every((error: unknown) => {
    if (typeof error !== "object" || error === null) return false;
    const { cause, field, validationType, explanation } = error as Record<string, unknown>;
    return (
      cause === "INVALID_REQUEST" &&
      typeof field === "string" &&
      VALIDATION_TYPES.has(validationType as string) &&
      typeof explanation === "string" &&
      explanation.length > 0
    );
  });
}

/** A short, safe description of a value for assertion messages (never the whole of a large one). */
export function preview(value: unknown): string {
  let text: string;
  try {
    text = typeof value === "number" || value === undefined ? String(value) : JSON.stringify(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
