// The responses of a path: the operation's response body on success, the error shape of section 7
// otherwise. The source document gives no HTTP status codes; the spec's double section (spec/api/double.yaml)
// takes them from public captures of the live gateway, and these descriptions say so.

import type { DoubleStatus } from "../../ir/ir.js";
import type { JsonSchema } from "../shared/schema-for-node.js";
import { JSON_MEDIA_TYPE } from "../plan/output-plan.js";

/** Why a status is what it is, `document` being the source document's name at a sentence's start. */
function seenText(seen: DoubleStatus["seen"], document: string): string {
  return seen === "captures"
    ? `${document} does not give HTTP status codes; this one is seen in public captures of the live gateway.`
    : `${document} does not give HTTP status codes and public captures of the live gateway do not show this case; the status is the spec's choice.`;
}

function noStatusText(document: string): string {
  return `${document} does not give HTTP status codes: the body is the operation's response, or the error shape.`;
}

function jsonContent(schema: JsonSchema, examples: JsonSchema = {}): JsonSchema {
  return { [JSON_MEDIA_TYPE]: { schema, ...(Object.keys(examples).length > 0 ? { examples } : {}) } };
}

/**
 * Responses keyed by status, from the double's status table; without one, a single `default` response
 * that is either the success body or the error shape.
 */
export function responsesFor(
  success: JsonSchema,
  error: JsonSchema,
  statuses: readonly DoubleStatus[] | undefined,
  examples: ReadonlyMap<number, JsonSchema>,
  document: string,
): Record<string, JsonSchema> {
  if (statuses === undefined) {
    const alternatives = Array.isArray(success.anyOf) ? (success.anyOf as JsonSchema[]) : [success];
    return { default: { description: noStatusText(document), content: jsonContent({ anyOf: [...alternatives, error] }) } };
  }
  const byStatus = new Map<number, { success: boolean; texts: Set<string> }>();
  // Another method's answer is no response of this operation.
  for (const { code, carries, seen, description } of statuses.filter((status) => status.carries !== "another-method")) {
    const entry = byStatus.get(code) ?? { success: carries === "response", texts: new Set<string>() };
    entry.texts.add(description).add(seenText(seen, document));
    byStatus.set(code, entry);
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([code, entry]) => [
        String(code),
        { description: [...entry.texts].join(" "), content: jsonContent(entry.success ? success : error, examples.get(code)) },
      ]),
  );
}
