// The api/ documents' words with their placeholders filled from the operations the spec defines
// (text/prose-placeholders.ts): what the docs, OpenAPI and the snapshot show.

import { fillPlaceholders, type OperationFact } from "../language/prose-placeholders.js";
import type { ApiIR } from "../ir/ir.js";

/** The keys whose text is prose, as restated-facts.ts reads them. */
export const PROSE_KEYS: ReadonlySet<string> = new Set(["description", "text", "statements", "notes"]);

export function fillApiProse(api: ApiIR, operations: readonly OperationFact[]): ApiIR {
  const fill = (value: unknown, prose: boolean): unknown => {
    if (typeof value === "string") return prose ? fillPlaceholders(value, operations) : value;
    if (Array.isArray(value)) return value.map((item) => fill(item, prose));
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, PROSE_KEYS.has(key))]));
  };
  const { errorShape, ...sections } = api;
  return { ...(fill(sections, false) as Omit<ApiIR, "errorShape">), errorShape };
}
