import type { ValidateOptions, ValidationResult } from "../runtime/index.js";
export declare function validateInitiateBrowserPayment17Request(body: unknown, options?: ValidateOptions): ValidationResult;
export declare function validateInitiateBrowserPayment17Response(body: unknown, options?: ValidateOptions): ValidationResult;
