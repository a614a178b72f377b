import type { ValidationResult } from "../runtime/index.js";
export declare function validateErrorResponse(body: unknown): ValidationResult;
export declare function isErrorResponse(body: unknown): boolean;
