import type { ValidationResult } from "../runtime/index.js";
export declare function validateAuthorize100Request(body: unknown): ValidationResult;
export declare function validateAuthorize100Response(body: unknown): ValidationResult;
