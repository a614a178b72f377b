// The Python models: a TypedDict per object of every operation, version and direction, keys
// Required or NotRequired by presence, Literal unions for enumerations, and each field's docs (the
// description, the type in the source document's words with its bounds, presence, values, default,
// the rules that name it) as the docstring under the key, where editors show it.

import type { DataTypeIR, FieldNode, MessageIR, ObjectNode, OperationIR, Rule, TypeNode } from "../../ir/ir.js";
import { containerPhrases, leafPhrases, phraseText } from "../shared/bound-phrases.js";
import { modelName } from "../plan/output-plan.js";
import { ruleFields } from "../shared/rule-fields.js";
import { isPythonIdentifier, pyName, pyString, PythonWriter } from "./python-code.js";

const PRESENCE = { required: "Required", optional: "Optional", always: "Always provided", conditional: "Conditional" } as const;

/** The models module of an operation and version, and the names of its two messages' TypedDicts. */
export function pythonModelsModule(operation: OperationIR, dataTypes: readonly DataTypeIR[], discriminator?: string): string {
  const titles = new Map(dataTypes.map((type) => [type.name, type.title]));
  const writer = new PythonWriter();
  const usesDecimal = { value: false };
  for (const message of [operation.request, operation.response])
    writeObject(writer, operation, message, message.root, "", titles, usesDecimal, discriminator);
  const header = [
    `"""The models of ${operation.title} at version ${operation.version}: request and response.`,
    "",
    "Generated from spec/ by the gateway generator. Do not edit.",
    '"""',
    "",
    "from __future__ import annotations",
    "",
    ...(usesDecimal.value ? ["from decimal import Decimal"] : []),
    "from typing import Literal, NotRequired, Required, TypedDict",
    "",
  ];
  const text = `${header.join("\n")}\n${writer.toString()}`;
  return /\bLiteral\[/.test(writer.toString()) ? text : text.replace("Literal, ", "");
}

/** `AuthorizeRequest`, the root TypedDict of a message. */
export function pythonModelName(operation: OperationIR, direction: string): string {
  return pyName(modelName(operation, direction, ""));
}

/** Writes the TypedDict of an object (its children's first, as Python reads them in order); returns its name. */
function writeObject(
  writer: PythonWriter,
  operation: OperationIR,
  message: MessageIR,
  node: ObjectNode,
  path: string,
  titles: ReadonlyMap<string, string>,
  usesDecimal: { value: boolean },
  discriminator?: string,
): string {
  const name = pyName(modelName(operation, message.direction, path));
  const fields = node.fields.map((field) => {
    const objectNode =
      field.type.kind === "object"
        ? field.type
        : field.type.kind === "array" && field.type.items.kind === "object"
          ? field.type.items
          : undefined;
    const child =
      objectNode === undefined ? undefined : writeObject(writer, operation, message, objectNode, field.path, titles, usesDecimal);
    return { field, annotation: annotationOf(field.type, child, usesDecimal) };
  });
  const title =
    path === "" ? `The ${message.direction} body of ${operation.title} at version ${operation.version}.` : `The object at \`${path}\`.`;
  const written = fields.map(({ field, annotation }) => ({ field, annotation, doc: fieldDoc(field, message.rules, titles) }));
  const selector = path === "" && message.direction === "request" ? written.find(({ field }) => field.name === discriminator) : undefined;
  if (selector === undefined) {
    writeTypedDict(writer, name, title, written);
    return name;
  }
  // The client's body: the request without the discriminator, which the client's method sets.
  const body = pythonCallBodyName(operation);
  const rest = written.filter((entry) => entry !== selector);
  const bodyTitle = `The body a client method of ${operation.title} at version ${operation.version} takes: the request without ${discriminator}, which the method sets.`;
  if (written.every(({ field }) => isPythonIdentifier(field.name))) {
    writeTypedDict(writer, body, bodyTitle, rest);
    writeTypedDict(writer, name, title, [selector], body);
  } else {
    writeTypedDict(writer, body, bodyTitle, rest);
    writeTypedDict(writer, name, title, written);
  }
  return name;
}

/** `AuthorizeCallBody`: the request body a client method takes, without the discriminator. */
export function pythonCallBodyName(operation: OperationIR): string {
  return pyName(`${modelName(operation, "request", "").replace(/Request$/, "")}CallBody`);
}

interface WrittenField {
  field: FieldNode;
  annotation: string;
  doc: string;
}

const presenceOf = (field: FieldNode) => (field.presence === "required" || field.presence === "always" ? "Required" : "NotRequired");

/** One TypedDict: the class form, or the functional form when a key is no Python name (then with no base). */
function writeTypedDict(writer: PythonWriter, name: string, title: string, fields: readonly WrittenField[], base = "TypedDict"): void {
  writer.line();
  writer.line();
  if (fields.every(({ field }) => isPythonIdentifier(field.name))) {
    writer.block(`class ${name}(${base}, total=False):`, () => {
      writer.docstring(title);
      for (const { field, annotation, doc } of fields) {
        writer.line();
        writer.line(`${field.name}: ${presenceOf(field)}[${annotation}]`);
        writer.docstring(doc);
      }
    });
    return;
  }
  // A key that is no Python name: the functional form, the docs as comments.
  writer.line(`${name} = TypedDict(`);
  writer.line(`    ${pyString(name)},`);
  writer.line("    {");
  for (const { field, annotation, doc } of fields) {
    for (const line of doc.split("\n")) writer.line(line === "" ? "        #" : `        # ${line}`);
    writer.line(`        ${pyString(field.name)}: ${presenceOf(field)}[${annotation}],`);
  }
  writer.line("    },");
  writer.line("    total=False,");
  writer.line(")");
  writer.line(`"""${title}"""`);
}

/** The Python type of a node: a JSON number for a decimal may be text, an int, a float or a Decimal. */
function annotationOf(type: TypeNode, child: string | undefined, usesDecimal: { value: boolean }): string {
  switch (type.kind) {
    case "object":
      return child as string;
    case "array":
      return `list[${type.items.kind === "object" ? (child as string) : annotationOf(type.items, undefined, usesDecimal)}]`;
    case "map":
      return `dict[str, ${annotationOf(type.value, undefined, usesDecimal)}]`;
    case "string":
      return "str";
    case "decimal":
      usesDecimal.value = true;
      return "str | int | float | Decimal";
    case "integer":
      return "int";
    case "boolean":
      return "bool";
    case "enum":
      return type.list || type.open !== undefined ? "str" : `Literal[${type.values.map((value) => pyString(value.value)).join(", ")}]`;
  }
}

/** A field's docs: what the TypeScript models' JSDoc says, in plain text. */
function fieldDoc(field: FieldNode, rules: readonly Rule[], titles: ReadonlyMap<string, string>): string {
  const values = enumOf(field.type);
  const paragraphs = [
    field.description?.trim(),
    `${typeLine(field.type, titles)}${field.group === undefined ? "" : ` (the shared ${field.group} shape)`}. ${PRESENCE[field.presence]}.`,
    values === undefined
      ? undefined
      : values.open === undefined
        ? `Values: ${values.values.map((value) => value.value).join(", ")}.`
        : `Values include: ${values.values.map((value) => value.value).join(", ")} (the list is partial: ${values.open})`,
    field.defaultValue === undefined ? undefined : `Default: ${String(field.defaultValue)}.`,
    ...rules.filter((rule) => ruleFields(rule).includes(field.path)).map((rule) => `Rule: ${rule.text}`),
    field.deprecated === undefined
      ? undefined
      : `Deprecated since ${field.deprecated.since}${field.deprecated.sunset ? `, sunset ${field.deprecated.sunset}` : ""}.`,
  ];
  return paragraphs.filter((text): text is string => text !== undefined && text !== "").join("\n\n");
}

/** "Upper case alphabetic text, length 3", "Array of Object". */
function typeLine(node: TypeNode, titles: ReadonlyMap<string, string>): string {
  switch (node.kind) {
    case "object":
      return "Object";
    case "array":
      return `Array of ${typeLine(node.items, titles)}`;
    case "map":
      return `Named values (${containerPhrases(node).map(phraseText).join(", ")}), each ${typeLine(node.value, titles)}`;
    case "string":
    case "decimal":
      return [titles.get(node.typeName) ?? node.typeName, ...leafPhrases(node).map(phraseText)].join(", ");
    case "integer":
      return [titles.get("Integer") ?? "Integer", ...leafPhrases(node).map(phraseText)].join(", ");
    case "boolean":
      return titles.get("Boolean") ?? "Boolean";
    case "enum":
      return node.list
        ? (titles.get("CommaSeparatedEnumeration") ?? "Comma separated enumeration")
        : (titles.get("Enumeration") ?? "Enumeration");
  }
}

function enumOf(node: TypeNode): Extract<TypeNode, { kind: "enum" }> | undefined {
  if (node.kind === "array") return enumOf(node.items);
  if (node.kind === "map") return enumOf(node.value);
  return node.kind === "enum" ? node : undefined;
}
