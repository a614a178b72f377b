import { compile } from "json-schema-to-typescript";
import type { DataTypeIR, GatewayIR, MessageIR, OperationIR } from "../../ir/ir.js";
import { type Emitter, type GeneratedFile, type MemberDocs, GENERATED_HEADER } from "../emitter.js";
import { modelName, modelsPath } from "../plan/output-plan.js";
import { messageSchema } from "../shared/message-schema.js";
import { memberDocsOf } from "./field-docs.js";
import { documentName } from "../shared/document-title.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";

/**
 * TypeScript models from the same JSON Schema the schema emitter writes, plus `tsType` hints so that
 * open enumerations keep their known values (`"A" | "B" | (string & {})`) and decimals take numbers.
 * Every object is titled, so each dotted path becomes a named, nested interface.
 */
async function emitOperationModels(operation: OperationIR, dataTypes: readonly DataTypeIR[], document: string): Promise<GeneratedFile> {
  const declarations: string[] = [];
  const memberDocs: MemberDocs = new Map();
  for (const message of [operation.request, operation.response]) {
    declarations.push(await compileMessage(operation, message));
    for (const [name, members] of memberDocsOf(operation, message, dataTypes, document)) {
      if (memberDocs.has(name)) throw new Error(`${modelsPath(operation)}: two interfaces named ${name}`);
      memberDocs.set(name, members);
    }
  }
  return { path: modelsPath(operation), contents: declarations.join("\n"), memberDocs };
}

async function compileMessage(operation: OperationIR, message: MessageIR): Promise<string> {
  const schema = messageSchema(operation, message, { forTypes: true, titleFor: (path) => modelName(operation, message.direction, path) });
  delete schema.$id;
  const name = modelName(operation, message.direction, "");
  const output = await compile(schema as Parameters<typeof compile>[0], name, {
    bannerComment: `/* ${GENERATED_HEADER} */`,
    additionalProperties: false,
    unknownAny: true,
    strictIndexSignatures: true,
    format: false,
    declareExternallyReferenced: true,
    enableConstEnums: false,
    inferStringEnumKeysFromValues: false,
  });
  return output;
}

export const modelsEmitter: Emitter = {
  name: EMITTER_NAMES.models,
  // One operation at a time, each file given as it is made: json-schema-to-typescript's compilations
  // all at once held every schema's copies together (a large spec's took hundreds of megabytes).
  async *emit(ir: GatewayIR): AsyncIterable<GeneratedFile> {
    for (const operation of ir.operations) yield await emitOperationModels(operation, ir.dataTypes, documentName(ir.api));
  },
};
