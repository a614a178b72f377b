import type CodeBlockWriter from "code-block-writer";
import type { Direction, FieldNode, ObjectNode, TypeNode } from "../../resolve/ir.js";
import { pascalCase } from "../emitter.js";
import { childPath, literal } from "../shared/code.js";
import type { ConstantPool } from "./constant-pool.js";
import type { RuleTriggers } from "./rule-checks.js";
import { writeLeafCheck } from "./leaf-checks.js";
import { rt } from "../plan/runtime-plan.js";

/** A function to emit: one per object node of a message's tree, and one per map field (`objectFunctions`). */
export interface ObjectFunction {
  name: string;
  /** True for the body itself, whose fields have literal paths. */
  isRoot: boolean;
  /** True when it returns the trigger bits its walk found (`RuleTriggers`); void otherwise. */
  returnsTriggers: boolean;
  write(writer: CodeBlockWriter): void;
}

export interface MessageContext {
  pool: ConstantPool;
  direction: Direction;
  /** Prefix of the function names: `checkAuthorize100Request`. */
  prefix: string;
  /** Name of the message's 'not shown' test, when the message has field gaps. */
  gapTest: string | undefined;
  /** The bits a key's presence sets for the rules, by the path of the object holding it (rule-checks.ts). */
  triggers: RuleTriggers;
}

/**
 * The functions that check a message, the body's first, children after, in tree order: one per
 * object node, and one per map field. A map's entries are a loop of their own: written inside the
 * walk of the object holding it, they made that walk's compiled code slower for every body (a
 * tenth of the smallest body's time, in a body that carries no map: README, "Where the time goes").
 */
export function objectFunctions(root: ObjectNode, context: MessageContext): ObjectFunction[] {
  const functions: ObjectFunction[] = [];
  const functionName = (path: string) => context.pool.functionName(`${context.prefix}${pascalCase(path.replace(/\[\]/g, ""))}`);
  const visit = (node: ObjectNode, path: string, isRoot: boolean): ObjectFunction => {
    const name = functionName(path);
    const slot = functions.length;
    functions.push({ name, isRoot, returnsTriggers: false, write: () => undefined });
    const childFunctions = new Map<FieldNode, ObjectFunction>();
    for (const field of node.fields) {
      const objectNode = objectOf(field.type);
      const { type } = field;
      if (objectNode) childFunctions.set(field, visit(objectNode, field.path, false));
      else if (type.kind === "map") {
        const map: ObjectFunction = {
          name: functionName(field.path),
          isRoot: false,
          returnsTriggers: false,
          write: (writer) => writeLeafCheck(type, { writer, pool: context.pool, value: "value", path: "path" }),
        };
        functions.push(map);
        childFunctions.set(field, map);
      }
    }
    // It returns trigger bits when a key of its own sets one, or a check it calls returns some.
    const returnsTriggers = context.triggers.has(path) || [...childFunctions.values()].some((child) => child.returnsTriggers);
    const write = (writer: CodeBlockWriter) =>
      writeObjectBody(writer, node, { isRoot, returnsTriggers, keyTriggers: context.triggers.get(path) }, childFunctions, context);
    return (functions[slot] = { name, isRoot, returnsTriggers, write });
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
  {
    isRoot,
    returnsTriggers,
    keyTriggers,
  }: { isRoot: boolean; returnsTriggers: boolean; keyTriggers: ReadonlyMap<string, number> | undefined },
  children: Map<FieldNode, ObjectFunction>,
  context: MessageContext,
): void {
  const parent = isRoot ? undefined : "path";
  if (!isRoot) {
    writer
      .writeLine(`if (!${rt.isRecord}(value)) {`)
      .indent(() =>
        writer
          .writeLine(`errors.push(${rt.invalid}(path, "Must be a JSON object."));`)
          .writeLine(returnsTriggers ? "return 0;" : "return;"),
      )
      .writeLine("}");
  }
  // Required keys are counted as the loop meets them: the per-key check runs only when one is missing.
  const required = node.fields.filter((field) => field.presence === "required" || field.presence === "always");
  if (required.length > 0) writer.writeLine("let requiredSeen = 0;");
  if (returnsTriggers) writer.writeLine("let found = 0;");
  // for...in with an own-key test reads the same keys as Object.keys without building an array: twice
  // as fast on small bodies. Inherited keys (a polluted Object.prototype) are never read. Each case
  // reads its value by its name, which V8 answers from the object's shape: quicker than `value[key]`.
  writer.write("for (const key in value)").block(() => {
    writer.writeLine(`if (!${rt.hasOwn}(value, key)) continue;`);
    writer.write("switch (key)").block(() => {
      for (const field of node.fields) {
        writer.write(`case ${literal(field.name)}:`).block(() => {
          if (required.includes(field)) writer.writeLine("requiredSeen++;");
          writer.writeLine(`const field = value[${literal(field.name)}];`);
          // The walk tells the rules which of their parts the body carries (rule-checks.ts).
          const bits = keyTriggers?.get(field.name);
          if (bits !== undefined) writer.writeLine(`if (field !== undefined) found |= ${bits};`);
          writeFieldCheck(writer, field, "field", childPath(parent, field.name), children.get(field), context);
          writer.writeLine("break;");
        });
      }
      const fieldNames = new Set(node.fields.map((field) => field.name));
      const unknownTriggers = [...(keyTriggers ?? [])].filter(([key]) => !fieldNames.has(key));
      writeUnknownKey(writer, node, parent, context, unknownTriggers);
    });
  });
  if (required.length > 0) {
    writer.write(`if (requiredSeen !== ${required.length})`).block(() => {
      for (const field of required) {
        writer.writeLine(
          `if (!${rt.isBodyKey}(value, ${literal(field.name)})) errors.push(${rt.missing}(${childPath(parent, field.name)}));`,
        );
      }
    });
  }
  if (returnsTriggers) writer.writeLine("return found;");
}

/**
 * The keys the message does not have: refused, tolerated in a 'not shown' region, or (responses)
 * tolerated. A rule's part the message does not have (a sum naming a field of another version) still
 * sets its trigger bit, as the rule still reads it.
 */
function writeUnknownKey(
  writer: CodeBlockWriter,
  node: ObjectNode,
  parent: string | undefined,
  context: MessageContext,
  triggers: readonly (readonly [string, number])[],
): void {
  const keyPath = parent === undefined ? "key" : `${parent} + "." + key`;
  const handling =
    context.direction === "response"
      ? undefined
      : node.open && context.gapTest !== undefined
        ? `if (!${context.gapTest}(${keyPath})) errors.push(${rt.unsupported}(${keyPath}));`
        : `errors.push(${rt.unsupported}(${keyPath}));`;
  if (triggers.length === 0) {
    if (handling !== undefined) return void writer.writeLine(`default: ${handling}`);
    writer.writeLine("default: // responses grow over versions: unknown fields are tolerated");
    return void writer.indent().write("break;").newLine();
  }
  writer.write("default:").block(() => {
    for (const [key, bits] of triggers) writer.writeLine(`if (key === ${literal(key)} && value[key] !== undefined) found |= ${bits};`);
    if (handling !== undefined) writer.writeLine(handling);
    else writer.writeLine("// responses grow over versions: unknown fields are tolerated");
  });
}

function writeFieldCheck(
  writer: CodeBlockWriter,
  field: FieldNode,
  value: string,
  path: string,
  childFunction: ObjectFunction | undefined,
  context: MessageContext,
): void {
  const type = field.type;
  if (type.kind === "object") {
    const call = `${childFunction?.name}(${value}, ${path}, errors)`;
    writer.writeLine(childFunction?.returnsTriggers ? `found |= ${call};` : `${call};`);
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
      if (childFunction?.returnsTriggers) throw new Error(`a rule's trigger inside a list is not supported: ${field.path}`);
      if (type.items.kind === "object") writer.writeLine(`${childFunction?.name}(item, itemPath, errors);`);
      else if (type.items.kind === "array") throw new Error(`nested arrays are not in the spec format: ${field.path}`);
      else writeLeafCheck(type.items, { writer, pool: context.pool, value: "item", path: "itemPath" });
    });
  } else if (type.kind === "map" && childFunction !== undefined) {
    writer.writeLine(`${childFunction.name}(${value}, ${path}, errors);`);
  } else {
    writeLeafCheck(type, { writer, pool: context.pool, value, path });
  }
}
