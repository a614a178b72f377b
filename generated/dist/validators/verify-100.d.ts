import type { ValidateOptions, ValidationResult } from "../runtime/index.js";
export declare function validateVerify100Request(body: unknown, options?: ValidateOptions): ValidationResult;
export declare function validateVerify100Response(body: unknown, options?: ValidateOptions): ValidationResult;
