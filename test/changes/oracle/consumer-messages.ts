// The typed half of the consumer, for one message: a request written as object literals of the
// message's type (the smallest valid body and a full one) and each enumeration value assigned to its
// field's type; a response read field by field into the types the old package gave them, with an
// exhaustive `switch` (ending in `never`) over every closed enumeration.

import { propertyName } from "../../../generator/language/spec-paths.js";
import type { EnumNode, FieldNode, ObjectNode, TypeNode } from "../../../generator/ir/ir.js";
import { allFields } from "../../support/gateway-ir.js";
import type { Body } from "./consumer-bodies.js";
import { OTHER_VALUE } from "./leaf-values.js";
import { ProbeWriter, type Site } from "./probes.js";

/** `NonNullable<NonNullable<Root["order"]>["item"]>[number]`: the type of a spec path inside `root`. */
export function typeAt(root: string, specPath: string): string {
  if (specPath === "") return root;
  let type = root;
  let path = "";
  for (const segment of specPath.split(".")) {
    const name = segment.replace(/\[\]$/, "");
    path = path === "" ? name : `${path}.${name}`;
    type = `NonNullable<${type}[${JSON.stringify(name)}]>`;
    if (segment.endsWith("[]")) {
      path = `${path}[]`;
      type = `${type}[number]`;
    }
  }
  return type;
}

/** The type of one value of a field: an item of its list, an entry of its map. */
function valueTypeAt(root: string, field: FieldNode): string {
  // An array's own path ends in `[]` (`order.item[]`): its property is the path without it.
  let type = typeAt(root, field.path.replace(/\[\]$/, ""));
  for (let node = field.type; node.kind === "array" || node.kind === "map"; node = node.kind === "array" ? node.items : node.value)
    type = `NonNullable<${type}>[${node.kind === "array" ? "number" : "string"}]`;
  return type;
}

/** A message as the consumer writes it: `const name: Type = {...}` with one probed line a field. */
export function writeRequestLiteral(writer: ProbeWriter, name: string, type: string, root: ObjectNode, body: Body, site: Site): void {
  writer.probe(`export const ${name}: ${type} = {`, { ...site, path: "", what: `${name} written as ${type}` });
  writeMembers(writer, root, body, site, "  ");
  writer.plain("};");
}

function writeMembers(writer: ProbeWriter, node: ObjectNode, value: Body, site: Site, indent: string): void {
  for (const field of node.fields) {
    const key = propertyName(field.name);
    if (Object.hasOwn(value, key)) writeMember(writer, field, value[key], site, indent);
  }
}

function writeMember(writer: ProbeWriter, field: FieldNode, value: unknown, site: Site, indent: string): void {
  const key = `${indent}${JSON.stringify(propertyName(field.name))}: `;
  const probe = { ...site, path: field.path, what: "field written" };
  const type = field.type;
  if (type.kind === "object") {
    writer.probe(`${key}{`, probe);
    writeMembers(writer, type, value as Body, site, `${indent}  `);
    writer.plain(`${indent}},`);
  } else if (type.kind === "array" && type.items.kind === "object") {
    writer.probe(`${key}[`, probe);
    for (const item of value as Body[]) {
      writer.probe(`${indent}  {`, { ...probe, what: "list item written" });
      writeMembers(writer, type.items, item, site, `${indent}    `);
      writer.plain(`${indent}  },`);
    }
    writer.plain(`${indent}],`);
  } else {
    writer.probe(`${key}${JSON.stringify(value)},`, probe);
  }
}

function enumOf(type: TypeNode): EnumNode | undefined {
  if (type.kind === "array") return enumOf(type.items);
  if (type.kind === "map") return enumOf(type.value);
  return type.kind === "enum" && !type.list ? type : undefined;
}

/** Each value of each enumeration of a request, assigned to the field's type. */
export function writeRequestValues(writer: ProbeWriter, name: string, root: string, message: ObjectNode, site: Site): void {
  allFields(message).forEach((field, index) => {
    const node = enumOf(field.type);
    if (node === undefined) return;
    const type = valueTypeAt(root, field);
    for (const { value } of node.values)
      writer.probe(`export const ${name}_${index}_${valueName(value)}: ${type} = ${JSON.stringify(value)};`, {
        ...site,
        path: field.path,
        what: `value ${value} sent`,
      });
  });
}

function valueName(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, "_");
}

/**
 * A reader of every object of a response (the body, its groups, list items), each field read into
 * its old type; `othersCompared` also compares each open list with a value it does not name (not
 * for the error shape, whose type is the error response's, `result` fixed to its error value).
 */
export function writeResponseReaders(
  writer: ProbeWriter,
  name: string,
  root: string,
  message: ObjectNode,
  site: Site,
  othersCompared = true,
): void {
  const fields = allFields(message);
  const objects = [{ path: "", node: message }, ...fields.flatMap((field) => objectOf(field))];
  objects.forEach(({ path, node }, index) => {
    writer.probe(`export function ${name}_${index}(value: ${typeAt(root, path)}): void {`, { ...site, path, what: "object read" });
    node.fields.forEach((field, member) => writeRead(writer, `${name}_${index}_${member}`, field, root, site, othersCompared));
    writer.plain("}");
  });
}

function objectOf(field: FieldNode): { path: string; node: ObjectNode }[] {
  if (field.type.kind === "object") return [{ path: field.path, node: field.type }];
  if (field.type.kind === "array" && field.type.items.kind === "object") return [{ path: field.path, node: field.type.items }];
  return [];
}

function writeRead(writer: ProbeWriter, name: string, field: FieldNode, root: string, site: Site, othersCompared: boolean): void {
  const optional = field.presence === "always" ? "" : " | undefined";
  const read = `value[${JSON.stringify(propertyName(field.name))}]`;
  writer.probe(`  const ${name}: ${readType(field.type)}${optional} = ${read};`, { ...site, path: field.path, what: "field read" });
  const node = enumOf(field.type);
  if (node !== undefined && node.open === undefined)
    writeSwitch(writer, name, node, valueTypeAt(root, field), { ...site, path: field.path });
  // A value of an open list's others, as code compares it with one the list does not name yet.
  if (othersCompared && node !== undefined && node.open !== undefined && field.type.kind === "enum")
    writer.probe(`  void (${read} === ${JSON.stringify(OTHER_VALUE)});`, { ...site, path: field.path, what: "another value compared" });
}

/** The type a field was read as under the old package: what the consumer's code relies on. */
function readType(type: TypeNode): string {
  switch (type.kind) {
    case "object":
      return "object";
    case "array":
      return `readonly ${parenthesised(readType(type.items))}[]`;
    case "map":
      return `Readonly<Record<string, ${readType(type.value)} | undefined>>`;
    case "string":
      return "string";
    case "decimal":
      return "string | number";
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    case "enum":
      return type.open === undefined && !type.list ? type.values.map(({ value }) => JSON.stringify(value)).join(" | ") : "string";
  }
}

function parenthesised(type: string): string {
  return type.includes(" ") ? `(${type})` : type;
}

/** `switch` over every value, the default proving with `never` that no other value can come. */
function writeSwitch(writer: ProbeWriter, name: string, node: EnumNode, type: string, site: Site): void {
  writer.probe(`  const ${name}_switch = (value: ${type}): string => {`, { ...site, what: "values switched over" });
  writer.plain("    switch (value) {");
  for (const { value } of node.values)
    writer.probe(`      case ${JSON.stringify(value)}: return ${JSON.stringify(value)};`, { ...site, what: `value ${value} handled` });
  writer.plain("      default: {");
  writer.probe("        const unknownValue: never = value;", { ...site, what: "no other value can come" });
  writer.plain("        return unknownValue;");
  writer.plain("      }");
  writer.plain("    }");
  writer.plain("  };");
  writer.plain(`  void ${name}_switch;`);
}
