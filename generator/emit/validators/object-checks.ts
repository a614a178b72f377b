import type CodeBlockWriter from "code-block-writer";
import type { Direction, FieldNode, ObjectNode, TypeNode } from "../../resolve/ir.js";
import { pascalCase } from "../emitter.js";
import { childPath, literal } from "../shared/code.js";
import type { ConstantPool } from "./constant-pool.js";
import { writeLeafCheck } from "./leaf-checks.js";
import { rt } from "../plan/runtime-plan.js";

/** A function to emit: one per object node of a message's tree. */
export interface ObjectFunction {
  name: string;
  /** True for the body itself, whose fields have literal paths. */
  isRoot: boolean;
  write(writer: CodeBlockWriter): void;
}

export interface MessageContext {
  pool: ConstantPool;
  direction: Direction;
  /** Prefix of the function names: `checkAuthorize100Request`. */
  prefix: string;
  /** Name of the message's 'not shown' test, when the message has field gaps. */
  gapTest: string | undefined;
}

/** The functions that check a message, the body's first, children after, in tree order. */
export function objectFunctions(root: ObjectNode, context: MessageContext): ObjectFunction[] {
  const functions: ObjectFunction[] = [];
  const visit = (node: ObjectNode, path: string, isRoot: boolean): string => {
    const name = context.pool.functionName(`${context.prefix}${pascalCase(path.replace(/\[\]/g, ""))}`);
    const slot = functions.length;
    functions.push({ name, isRoot, write: () => undefined });
    const childFunctions = new Map<FieldNode, string>();
    for (const field of node.fields) {
      const objectNode = objectOf(field.type);
      if (objectNode) childFunctions.set(field, visit(objectNode, field.path, false));
    }
    functions[slot] = { name, isRoot, write: (writer) => writeObjectBody(writer, node, isRoot, childFunctions, context) };
    return name;
  };
  visit(root, "", true);
  return functions;
}

function objectOf(type: TypeNode): ObjectNode | undefined {
  if (type.kind === "object") return type;
  if (type.kind === "array" && type.items.kind === "object") return type.items;
  return undefined;
}

function writeObjectBody(
  writer: CodeBlockWriter,
  node: ObjectNode,
  isRoot: boolean,
  children: Map<FieldNode, string>,
  context: MessageContext,
): void {
  const parent = isRoot ? undefined : "path";
  if (!isRoot) {
    writer
      .writeLine(`if (!${rt.isRecord}(value)) {`)
      .indent(() => writer.writeLine(`errors.push(${rt.invalid}(path, "Must be a JSON object."));`).writeLine("return;"))
      .writeLine("}");
  }
  // Required keys are counted as the loop meets them: the per-key check runs only when one is missing.
  const required = node.fields.filter((field) => field.presence === "required" || field.presence === "always");
  if (required.length > 0) writer.writeLine("let requiredSeen = 0;");
  // for...in with an own-key test reads the same keys as Object.keys without building an array: twice
  // as fast on small bodies. Inherited keys (a polluted Object.prototype) are never read.
  writer.write("for (const key in value)").block(() => {
    writer.writeLine(`if (!${rt.hasOwn}(value, key)) continue;`);
    writer.writeLine("const field = value[key];");
    writer.write("switch (key)").block(() => {
      for (const field of node.fields) {
        writer.write(`case ${literal(field.name)}:`).block(() => {
          if (required.includes(field)) writer.writeLine("requiredSeen++;");
          writeFieldCheck(writer, field, "field", childPath(parent, field.name), children.get(field), context);
          writer.writeLine("break;");
        });
      }
      writeUnknownKey(writer, node, parent, context);
    });
  });
  if (required.length === 0) return;
  writer.write(`if (requiredSeen !== ${required.length})`).block(() => {
    for (const field of required) {
      writer.writeLine(`if (!${rt.hasOwn}(value, ${literal(field.name)})) errors.push(${rt.missing}(${childPath(parent, field.name)}));`);
    }
  });
}

function writeUnknownKey(writer: CodeBlockWriter, node: ObjectNode, parent: string | undefined, context: MessageContext): void {
  const keyPath = parent === undefined ? "key" : `${parent} + "." + key`;
  if (context.direction === "response") {
    writer.writeLine("default: // responses grow over versions: unknown fields are tolerated");
    writer.indent().write("break;").newLine();
  } else if (node.open && context.gapTest !== undefined) {
    writer.writeLine(`default: if (!${context.gapTest}(${keyPath})) errors.push(${rt.unsupported}(${keyPath}));`);
  } else {
    writer.writeLine(`default: errors.push(${rt.unsupported}(${keyPath}));`);
  }
}

function writeFieldCheck(
  writer: CodeBlockWriter,
  field: FieldNode,
  value: string,
  path: string,
  childFunction: string | undefined,
  context: MessageContext,
): void {
  const type = field.type;
  if (type.kind === "object") {
    writer.writeLine(`${childFunction}(${value}, ${path}, errors);`);
  } else if (type.kind === "array") {
    writer.writeLine(`if (!Array.isArray(${value})) errors.push(${rt.invalid}(${path}, "Must be a JSON array."));`);
    writer.write(`else for (let index = 0; index < ${value}.length; index++)`).block(() => {
      writer.writeLine(`const item: unknown = ${value}[index];`);
      writer.writeLine(`const itemPath = ${path} + "[" + index + "]";`);
      // A hole (JSON has none) ends the reading of the array: a length of 2^32 - 1 over no items
      // would otherwise cost a finding for every index. Items JSON.parse makes are never undefined.
      writer
        .write(`if (item === undefined && !(index in ${value}))`)
        .block(() =>
          writer.writeLine(`errors.push(${rt.invalid}(itemPath, "An item is missing: a JSON array has no holes."));`).writeLine("break;"),
        );
      if (type.items.kind === "object") writer.writeLine(`${childFunction}(item, itemPath, errors);`);
      else if (type.items.kind === "array") throw new Error(`nested arrays are not in the spec format: ${field.path}`);
      else writeLeafCheck(type.items, { writer, pool: context.pool, value: "item", path: "itemPath" });
    });
  } else {
    writeLeafCheck(type, { writer, pool: context.pool, value, path });
  }
}
