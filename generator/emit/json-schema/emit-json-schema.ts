import type { GatewayIR } from "../../ir/ir.js";
import type { Emitter, GeneratedFile } from "../emitter.js";
import { schemaPath } from "../plan/output-plan.js";
import { stringifyJson } from "../shared/exact-number.js";
import { messageSchema } from "../shared/message-schema.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";

/** `schema/<version>/<operation>.request.schema.json` and `.response.schema.json`. */
export const jsonSchemaEmitter: Emitter = {
  name: EMITTER_NAMES.jsonSchema,
  emit(ir: GatewayIR): GeneratedFile[] {
    return ir.operations.flatMap((operation) =>
      [operation.request, operation.response].map((message) => ({
        path: schemaPath(operation, message.direction),
        contents: stringifyJson(messageSchema(operation, message)),
      })),
    );
  },
};
