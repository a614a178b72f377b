import type { GatewayIR, MessageIR, OperationIR } from "../../resolve/ir.js";
import { kebabCase, type Emitter, type GeneratedFile, GENERATED_HEADER } from "../emitter.js";
import { stringifyJson } from "./exact-number.js";
import { schemaForObject, type JsonSchema } from "./schema-for-node.js";

export function messageSchema(
  operation: OperationIR,
  message: MessageIR,
  extra: { forTypes?: boolean; titleFor?: (path: string) => string | undefined } = {},
): JsonSchema {
  const { direction } = message;
  const body = schemaForObject(message.root, "", { direction, rules: message.rules, ...extra });
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `urn:gateway:schema:${operation.version}:${kebabCase(operation.name)}:${direction}`,
    $comment: GENERATED_HEADER,
    title: `${operation.title} ${direction} (version ${operation.version})`,
    ...(operation.description ? { description: operation.description } : {}),
    ...body,
  };
}

export function schemaPath(operation: OperationIR, direction: string): string {
  return `schema/${operation.version}/${kebabCase(operation.name)}.${direction}.schema.json`;
}

/** `schema/<version>/<operation>.request.schema.json` and `.response.schema.json`. */
export const jsonSchemaEmitter: Emitter = {
  name: "json-schema",
  emit(ir: GatewayIR): GeneratedFile[] {
    return ir.operations.flatMap((operation) =>
      [operation.request, operation.response].map((message) => ({
        path: schemaPath(operation, message.direction),
        contents: stringifyJson(messageSchema(operation, message)),
      })),
    );
  },
};
