// The responses of a path: the operation's response body on success, the error shape of section 7
// otherwise. The seed gives no HTTP status codes; the spec's double section (spec/api/double.yaml)
// takes them from public captures of the live gateway, and these descriptions say so.

import type { DoubleIR } from "../../resolve/ir.js";
import type { JsonSchema } from "../shared/schema-for-node.js";

type StatusRole = keyof DoubleIR["status"];

const FROM_CAPTURES = "The seed does not give HTTP status codes; this one is seen in public captures of the live gateway.";
const NOT_CAPTURED =
  "The seed does not give HTTP status codes and public captures of the live gateway do not show this case; the status is the spec's choice.";

/** What each status means, in order of appearance; the success roles carry the operation's response. */
const ROLES: { role: StatusRole; success: boolean; text: string; source: string }[] = [
  { role: "ok", success: true, text: "Success, for a later transaction on an existing order.", source: FROM_CAPTURES },
  { role: "created", success: true, text: "Success, when the request creates the order.", source: FROM_CAPTURES },
  { role: "invalidRequest", success: false, text: "A field failed validation, or the body is not JSON.", source: FROM_CAPTURES },
  { role: "unauthenticated", success: false, text: "The credentials were refused.", source: FROM_CAPTURES },
  { role: "notFound", success: false, text: "Unknown path or API version.", source: FROM_CAPTURES },
  { role: "serverBusy", success: false, text: "Not enough resources at the moment.", source: NOT_CAPTURED },
  { role: "serverFailed", success: false, text: "Internal failure.", source: NOT_CAPTURED },
  { role: "tooLarge", success: false, text: "The request body is longer than the double accepts.", source: NOT_CAPTURED },
  { role: "requestRejected", success: false, text: "Rejected for security reasons.", source: NOT_CAPTURED },
];

const NO_STATUS = "The seed does not give HTTP status codes: the body is the operation's response, or the error shape.";

function jsonContent(schema: JsonSchema): JsonSchema {
  return { "application/json": { schema } };
}

/**
 * Responses keyed by status, from the double's status table; without one, a single `default` response
 * that is either the success body or the error shape.
 */
export function responsesFor(success: JsonSchema, error: JsonSchema, status: DoubleIR["status"] | undefined): Record<string, JsonSchema> {
  if (status === undefined) {
    const alternatives = Array.isArray(success.anyOf) ? (success.anyOf as JsonSchema[]) : [success];
    return { default: { description: NO_STATUS, content: jsonContent({ anyOf: [...alternatives, error] }) } };
  }
  const byStatus = new Map<number, { success: boolean; texts: Set<string> }>();
  for (const { role, success: isSuccess, text, source } of ROLES) {
    const code = status[role];
    const entry = byStatus.get(code) ?? { success: isSuccess, texts: new Set<string>() };
    entry.texts.add(text).add(source);
    byStatus.set(code, entry);
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([code, entry]) => [
        String(code),
        { description: [...entry.texts].join(" "), content: jsonContent(entry.success ? success : error) },
      ]),
  );
}
