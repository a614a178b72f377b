import type { ValidationResult } from "../runtime/index.js";
export declare function validateVerify100Request(body: unknown): ValidationResult;
export declare function validateVerify100Response(body: unknown): ValidationResult;
