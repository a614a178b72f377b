import type { ApiIR, Mask } from "../../resolve/ir.js";
import { numberLiteral, literal } from "./code.js";

/** The mask as a TypeScript expression. */
function maskExpression(mask: Mask): string {
  if (mask === "replace") return literal("replace");
  return `{ keepFirst: ${numberLiteral(mask.keepFirst)}, keepLast: ${numberLiteral(mask.keepLast)}, with: ${literal(mask.with)} }`;
}

/** Path -> mask expression, for every field the spec marks sensitive, sorted by path. */
export function maskTableEntries(api: ApiIR): [string, string][] {
  return api.sensitivity
    .flatMap((sensitivity) => sensitivity.paths.map((path): [string, string] => [path, maskExpression(sensitivity.mask)]))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
