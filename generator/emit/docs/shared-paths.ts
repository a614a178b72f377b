// Why openapi.json shows some operations as one: where several operations share a version's path
// and method, OpenAPI allows one operation there. The docs say so, naming the document's operation,
// its request variants and the extension that pairs each with its response (all from the plan).

import type { GatewayIR, OperationIR } from "../../ir/ir.js";
import { OPENAPI_PATH, RESPONSE_MAPPING_EXTENSION, fromDocsRoot, openApiMessageName, openApiOperationId } from "../plan/output-plan.js";

export interface SharedPathNote {
  version: string;
  operationId: string;
  /** Each operation on the path: its discriminator value, and its request and response components. */
  variants: { name: string; request: string; response: string }[];
}

/** One note per version whose path several operations share; none where each has its own. */
export function sharedPathNotes(ir: GatewayIR): { notes: SharedPathNote[]; document: string; extension: string; discriminator: string } {
  const byVersion = new Map<string, OperationIR[]>();
  for (const operation of ir.operations) byVersion.set(operation.version, [...(byVersion.get(operation.version) ?? []), operation]);
  const notes = [...byVersion]
    .filter(([, operations]) => operations.length > 1)
    .map(([version, operations]) => ({
      version,
      operationId: openApiOperationId(ir.api.endpoint.method, version),
      variants: operations.map((operation) => ({
        name: operation.name,
        request: openApiMessageName(operation, "request"),
        response: openApiMessageName(operation, "response"),
      })),
    }));
  return {
    notes,
    document: fromDocsRoot(OPENAPI_PATH),
    extension: RESPONSE_MAPPING_EXTENSION,
    discriminator: ir.api.endpoint.discriminator,
  };
}
