import type { Direction, FieldNode, ObjectNode, TypeNode } from "../../ir/ir.js";
import { pascalCase } from "../emitter.js";
import { _, type Code, type Name } from "../shared/code.js";
import type { CodeWriter } from "../shared/code-writer.js";
import type { CheckContext } from "../shared/facets/check.js";
import type { ConstantPool } from "./constant-pool.js";
import type { RuleTriggers } from "./rule-checks.js";
import { writeLeafCheck } from "./leaf-checks.js";
import { failsOf } from "./print-condition.js";
import { ARRAY_CHECK, OBJECT_CHECK } from "../shared/facets/structure-checks.js";
import { runtime } from "../plan/runtime-plan.js";

/** A function to emit: one per object node of a message's tree, and one per map field (`objectFunctions`). */
export interface ObjectFunction {
  name: Name;
  /** True for the body itself, whose fields have literal paths. */
  isRoot: boolean;
  /** True when it returns the trigger bits its walk found (`RuleTriggers`); void otherwise. */
  returnsTriggers: boolean;
  write(writer: CodeWriter): void;
}

export interface MessageContext {
  pool: ConstantPool;
  /** What the checks' explanations may name. */
  checks: CheckContext;
  direction: Direction;
  /** Prefix of the function names: `checkAuthorize100Request`. */
  prefix: string;
  /** Name of the message's 'not shown' test, when the message has field gaps. */
  gapTest: Name | undefined;
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
          write: (writer) => writeLeafCheck(type, { writer, pool: context.pool, context: context.checks, value: _`value`, path: _`path` }),
        };
        functions.push(map);
        childFunctions.set(field, map);
      }
    }
    // It returns trigger bits when a key of its own sets one, or a check it calls returns some.
    const returnsTriggers = context.triggers.has(path) || [...childFunctions.values()].some((child) => child.returnsTriggers);
    const body = { node, isRoot, returnsTriggers, keyTriggers: context.triggers.get(path), children: childFunctions, context };
    const write = (writer: CodeWriter) => writeObjectBody(writer, body);
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

/** Path expression for a child: a literal at the body's top level, `path + ".name"` below it. */
function childPath(parent: Code | undefined, name: string): Code {
  return parent === undefined ? _`${name}` : _`${parent} + ${`.${name}`}`;
}

/** How one object's function is written: where its paths start, and which trigger bits its keys set. */
interface ObjectBody {
  node: ObjectNode;
  isRoot: boolean;
  returnsTriggers: boolean;
  keyTriggers: ReadonlyMap<string, number> | undefined;
  children: Map<FieldNode, ObjectFunction>;
  context: MessageContext;
}

function writeObjectBody(writer: CodeWriter, body: ObjectBody): void {
  const { node, isRoot, returnsTriggers } = body;
  const parent = isRoot ? undefined : _`path`;
  if (!isRoot) {
    writer
      .line(_`if (${failsOf(OBJECT_CHECK, _`value`, body.context.pool)}) {`)
      .indented(() =>
        writer
          .line(_`errors.push(${runtime.invalid}(path, ${OBJECT_CHECK.explanation}));`)
          .line(returnsTriggers ? _`return 0;` : _`return;`),
      )
      .line(_`}`);
  }
  // Required keys are counted as the loop meets them: the per-key check runs only when one is missing.
  const required = node.fields.filter((field) => field.presence === "required" || field.presence === "always");
  if (required.length > 0) writer.line(_`let requiredSeen = 0;`);
  if (returnsTriggers) writer.line(_`let found = 0;`);
  writeKeyWalk(writer, body, parent, required);
  if (required.length > 0) {
    writer.write(_`if (requiredSeen !== ${required.length})`).block(() => {
      for (const field of required) {
        writer.line(_`if (!${runtime.isBodyKey}(value, ${field.name})) errors.push(${runtime.missing}(${childPath(parent, field.name)}));`);
      }
    });
  }
  if (returnsTriggers) writer.line(_`return found;`);
}

/**
 * for...in with an own-key test reads the same keys as Object.keys without building an array: twice
 * as fast on small bodies. Inherited keys (a polluted Object.prototype) are never read. Each case
 * reads its value by its name, which V8 answers from the object's shape: quicker than `value[key]`.
 */
function writeKeyWalk(writer: CodeWriter, body: ObjectBody, parent: Code | undefined, required: readonly FieldNode[]): void {
  const { node, keyTriggers, children, context } = body;
  writer.write(_`for (const key in value)`).block(() => {
    writer.line(_`if (!${runtime.hasOwn}(value, key)) continue;`);
    writer.write(_`switch (key)`).block(() => {
      for (const field of node.fields) {
        writer.write(_`case ${field.name}:`).block(() => {
          if (required.includes(field)) writer.line(_`requiredSeen++;`);
          writer.line(_`const field = value[${field.name}];`);
          // The walk tells the rules which of their parts the body carries (rule-checks.ts).
          const bits = keyTriggers?.get(field.name);
          if (bits !== undefined) writer.line(_`if (field !== undefined) found |= ${bits};`);
          writeFieldCheck(writer, field, _`field`, childPath(parent, field.name), children.get(field), context);
          writer.line(_`break;`);
        });
      }
      const fieldNames = new Set(node.fields.map((field) => field.name));
      const unknownTriggers = [...(keyTriggers ?? [])].filter(([key]) => !fieldNames.has(key));
      writeUnknownKey(writer, node, parent, context, unknownTriggers);
    });
  });
}

/**
 * The keys the message does not have: refused, tolerated in a 'not shown' region, or (responses)
 * tolerated. A rule's part the message does not have (a sum naming a field of another version) still
 * sets its trigger bit, as the rule still reads it.
 */
function writeUnknownKey(
  writer: CodeWriter,
  node: ObjectNode,
  parent: Code | undefined,
  context: MessageContext,
  triggers: readonly (readonly [string, number])[],
): void {
  const keyPath = parent === undefined ? _`key` : _`${parent} + "." + key`;
  const handling =
    context.direction === "response"
      ? undefined
      : node.open && context.gapTest !== undefined
        ? _`if (!${context.gapTest}(${keyPath})) errors.push(${runtime.unsupported}(${keyPath}));`
        : _`errors.push(${runtime.unsupported}(${keyPath}));`;
  const tolerated = _`// responses grow over versions: unknown fields are tolerated`;
  if (triggers.length === 0) {
    if (handling !== undefined) return void writer.line(_`default: ${handling}`);
    writer.line(_`default: ${tolerated}`);
    return void writer
      .indent()
      .write(_`break;`)
      .newLine();
  }
  writer.write(_`default:`).block(() => {
    for (const [key, bits] of triggers) writer.line(_`if (key === ${key} && value[key] !== undefined) found |= ${bits};`);
    writer.line(handling ?? tolerated);
  });
}

function writeFieldCheck(
  writer: CodeWriter,
  field: FieldNode,
  value: Code,
  path: Code,
  childFunction: ObjectFunction | undefined,
  context: MessageContext,
): void {
  const type = field.type;
  const leafTarget = { writer, pool: context.pool, context: context.checks };
  if (type.kind === "object") {
    if (childFunction === undefined) throw new Error(`no function checks the object ${field.path}`);
    const call = _`${childFunction.name}(${value}, ${path}, errors)`;
    writer.line(childFunction.returnsTriggers ? _`found |= ${call};` : _`${call};`);
  } else if (type.kind === "array") {
    writer.line(_`if (${failsOf(ARRAY_CHECK, value, context.pool)}) errors.push(${runtime.invalid}(${path}, ${ARRAY_CHECK.explanation}));`);
    writer.write(_`else for (let index = 0; index < ${value}.length; index++)`).block(() => {
      writer.line(_`const item: unknown = ${value}[index];`);
      writer.line(_`const itemPath = ${path} + "[" + index + "]";`);
      // A hole (JSON has none) ends the reading of the array: a length of 2^32 - 1 over no items
      // would otherwise cost a finding for every index. Items JSON.parse makes are never undefined.
      writer
        .write(_`if (item === undefined && !(index in ${value}))`)
        .block(() =>
          writer.line(_`errors.push(${runtime.invalid}(itemPath, "An item is missing: a JSON array has no holes."));`).line(_`break;`),
        );
      if (childFunction?.returnsTriggers) throw new Error(`a rule's trigger inside a list is not supported: ${field.path}`);
      if (type.items.kind === "object") {
        if (childFunction === undefined) throw new Error(`no function checks the items of ${field.path}`);
        writer.line(_`${childFunction.name}(item, itemPath, errors);`);
      } else if (type.items.kind === "array") throw new Error(`nested arrays are not in the spec format: ${field.path}`);
      else writeLeafCheck(type.items, { ...leafTarget, value: _`item`, path: _`itemPath` });
    });
  } else if (type.kind === "map" && childFunction !== undefined) {
    writer.line(_`${childFunction.name}(${value}, ${path}, errors);`);
  } else {
    writeLeafCheck(type, { ...leafTarget, value, path });
  }
}
