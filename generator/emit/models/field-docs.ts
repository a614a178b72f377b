// The JSDoc on every property of the models: what a developer needs at the call site, from the IR.
// The description (said once), the type in the source document's words with its bounds, presence, the values of
// an enumeration, the default, the cross-field rules that name the field, and its anchor in the
// HTML reference. Made here as a table by interface and property; the write step writes each block
// onto json-schema-to-typescript's output by position (insert-member-docs.mjs, in the formatting
// worker, so that TypeScript's parser never loads on the main thread).

import type { DataTypeIR, FieldNode, MessageIR, ObjectNode, OperationIR, Rule, TypeNode } from "../../ir/ir.js";
import type { MemberDocs } from "../emitter.js";
import { leafPhrases, containerPhrases, phraseText } from "../shared/bound-phrases.js";
import { fieldAnchor, messageAnchor } from "../plan/doc-anchors.js";
import { DOCS_HTML_PAGE, DOCS_ROOT, modelName } from "../plan/output-plan.js";
import { ruleFields } from "../shared/rule-fields.js";
import { deprecatedTag } from "../../language/deprecation-words.js";

const PRESENCE = { required: "Required", optional: "Optional", always: "Always provided", conditional: "Conditional" } as const;
/** The one page of the reference that holds every field, relative to the package root. */
const REFERENCE_PAGE = `${DOCS_ROOT}/${DOCS_HTML_PAGE}`;

/**
 * The JSDoc block of every property of the message's interfaces, by lower-cased interface name and
 * property name (the first field of a name wins), each block as its lines, to be joined with a
 * newline and the property's indent.
 */
export function memberDocsOf(operation: OperationIR, message: MessageIR, dataTypes: readonly DataTypeIR[], document: string): MemberDocs {
  const titles = new Map(dataTypes.map((type) => [type.name, type.title]));
  const docs: MemberDocs = new Map();
  for (const [name, object] of objectsByName(operation, message)) {
    const members = new Map<string, string[]>();
    for (const field of object.fields)
      if (!members.has(field.name))
        members.set(
          field.name,
          jsDocLines(fieldDocLines(field, message.rules, titles, messageAnchor(operation, message.direction), document)),
        );
    docs.set(name, members);
  }
  return docs;
}

/**
 * The message's object nodes by the interface name the models give them, lower-cased: the compiler
 * makes an identifier of each title its own way (`Authentication3ds` becomes `Authentication3Ds`).
 */
function objectsByName(operation: OperationIR, message: MessageIR): Map<string, ObjectNode> {
  const objects = new Map<string, ObjectNode>();
  const visit = (node: TypeNode, path: string): void => {
    if (node.kind === "array") return visit(node.items, path);
    if (node.kind !== "object") return;
    objects.set(modelName(operation, message.direction, path).toLowerCase(), node);
    for (const field of node.fields) visit(field.type, field.path);
  };
  visit(message.root, "");
  return objects;
}

/** `document`: the source document's name ("the Payment Gateway REST Interface"), for its own words. */
export function fieldDocLines(
  field: FieldNode,
  rules: readonly Rule[],
  titles: ReadonlyMap<string, string>,
  scope: string,
  document = "the source document",
): string[] {
  const values = enumOf(field.type);
  return [
    ...paragraph(descriptionOf(field, document)),
    ...paragraph([
      `${typeLine(field.type, titles)}${field.group === undefined ? "" : ` (the shared ${field.group} shape)`}. ${PRESENCE[field.presence]}.`,
    ]),
    ...paragraph(values === undefined ? [] : [valuesLine(values)]),
    ...paragraph(field.defaultValue === undefined ? [] : [`Default: ${String(field.defaultValue)}.`]),
    ...paragraph(rules.filter((rule) => ruleFields(rule).includes(field.path)).map((rule) => `Rule: ${rule.text}`)),
    ...(field.deprecated === undefined ? [] : [deprecatedTag(field.deprecated)]),
    `@see ${REFERENCE_PAGE}#${fieldAnchor(scope, field.path)}`,
  ];
}

function paragraph(lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : [...lines, ""];
}

/** The description, and the source document's own words where they add to it (never the same sentence twice). */
function descriptionOf(field: FieldNode, document: string): string[] {
  const description = field.description?.trim();
  const seedText = field.seedText?.trim();
  if (seedText === undefined || (description ?? "").toLowerCase().includes(seedText.toLowerCase())) return description ? [description] : [];
  return [description, `In ${document}: ${seedText}`].filter((line): line is string => Boolean(line));
}

/** "Upper case alphabetic text, length 3", "Array of Object", "Named values (...), each String". */
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

function valuesLine(node: Extract<TypeNode, { kind: "enum" }>): string {
  const listed = node.values.map((value) => value.value).join(", ");
  return node.open === undefined ? `Values: ${listed}.` : `Values include: ${listed} (the list is partial: ${node.open})`;
}

/** A JSDoc block's lines; `*\/` in a text cannot end it early. */
function jsDocLines(lines: readonly string[]): string[] {
  const body = lines.map((line) => line.replace(/\*\//g, "*\\/"));
  while (body.at(-1) === "") body.pop();
  return [`/**`, ...body.map((line) => (line === "" ? " *" : ` * ${line}`)), " */"];
}
