import type { ValidationResult } from "../runtime/index.js";
export declare function validateInitiateBrowserPayment17Request(body: unknown): ValidationResult;
export declare function validateInitiateBrowserPayment17Response(body: unknown): ValidationResult;
