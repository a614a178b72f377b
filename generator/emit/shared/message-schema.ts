// A message as a JSON Schema 2020-12 document: what the JSON Schema emitter writes, and what the
// models and OpenAPI are built from, through this shared function rather than through each other.

import type { MessageIR, OperationIR } from "../../ir/ir.js";
import { kebabCase, GENERATED_HEADER } from "../emitter.js";
import { schemaForObject, type JsonSchema } from "./schema-for-node.js";
import { deprecatedTag, deprecationSentence } from "../../language/deprecation-words.js";

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
    ...messageDescription(operation, extra.forTypes === true),
    ...body,
  };
}

/**
 * The operation's description; for a deprecated version, the deprecation after it, with `deprecated`
 * (JSON Schema), or as the `@deprecated` tag the models' JSDoc carries.
 */
function messageDescription(operation: OperationIR, forTypes: boolean): JsonSchema {
  const { deprecated } = operation;
  if (deprecated === undefined) return operation.description ? { description: operation.description } : {};
  const note = forTypes ? deprecatedTag(deprecated) : deprecationSentence(deprecated);
  return {
    description: [operation.description, note].filter(Boolean).join(forTypes ? "\n\n" : " "),
    ...(forTypes ? {} : { deprecated: true }),
  };
}
