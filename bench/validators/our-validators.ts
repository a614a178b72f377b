// Our side: the generated validator of an operation's request, called directly (not through the
// `validateRequest` lookup) so that both contenders do the same work.

import * as generated from "../../generated/dist/index.js";
import type { ValidationResult } from "../../generated/dist/index.js";
import type { OperationIR } from "../../generator/ir/ir.js";
import { validatorName } from "../../generator/emit/plan/output-plan.js";

export type OurValidator = (body: unknown) => ValidationResult;

export function ourRequestValidator(operation: OperationIR): OurValidator {
  const name = validatorName(operation, "request");
  const found = (generated as Record<string, unknown>)[name];
  if (typeof found !== "function") throw new Error(`generated/dist exports no ${name}: is generated/ stale?`);
  return found as OurValidator;
}
