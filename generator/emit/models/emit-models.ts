import { compile } from "json-schema-to-typescript";
import type { GatewayIR, MessageIR, OperationIR } from "../../resolve/ir.js";
import { kebabCase, pascalCase, type Emitter, type GeneratedFile, GENERATED_HEADER } from "../emitter.js";
import { messageSchema } from "../json-schema/emit-json-schema.js";

/** The model name of an object at a path: `AuthorizeRequest`, `AuthorizeRequestOrderItem`. */
export function modelName(operation: OperationIR, direction: string, path: string): string {
  return `${pascalCase(operation.name)}${pascalCase(direction)}${pascalCase(path.replace(/\[\]/g, ""))}`;
}

export function modelsPath(operation: OperationIR): string {
  return `src/models/${kebabCase(operation.name)}-${operation.version}.ts`;
}

/**
 * TypeScript models from the same JSON Schema the schema emitter writes, plus `tsType` hints so that
 * open enumerations keep their known values (`"A" | "B" | (string & {})`) and decimals take numbers.
 * Every object is titled, so each dotted path becomes a named, nested interface.
 */
async function emitOperationModels(operation: OperationIR): Promise<GeneratedFile> {
  const declarations: string[] = [];
  for (const message of [operation.request, operation.response]) declarations.push(await compileMessage(operation, message));
  return { path: modelsPath(operation), contents: declarations.join("\n") };
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
  name: "models",
  async emit(ir: GatewayIR): Promise<GeneratedFile[]> {
    return Promise.all(ir.operations.map(emitOperationModels));
  },
};
