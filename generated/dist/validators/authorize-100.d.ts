import type { ValidateOptions, ValidationResult } from "../runtime/index.js";
export declare function validateAuthorize100Request(body: unknown, options?: ValidateOptions): ValidationResult;
export declare function validateAuthorize100Response(body: unknown, options?: ValidateOptions): ValidationResult;
