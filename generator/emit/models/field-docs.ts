// The JSDoc on every property of the models: what a developer needs at the call site, from the IR.
// The description (said once), the type in the seed's words with its bounds, presence, the values of
// an enumeration, the default, the cross-field rules that name the field, and its anchor in the
// HTML reference. Written onto json-schema-to-typescript's output by position, one parse per file.

import { ts } from "ts-morph";
import type { DataTypeIR, FieldNode, MessageIR, ObjectNode, OperationIR, Rule, TypeNode } from "../../resolve/ir.js";
import { leafPhrases, containerPhrases, phraseText } from "../bound-phrases.js";
import { fieldAnchor, messageAnchor } from "../plan/doc-anchors.js";
import { modelName } from "../plan/output-plan.js";
import { ruleFields } from "../shared/rule-fields.js";

const PRESENCE = { required: "Required", optional: "Optional", always: "Always provided", conditional: "Conditional" } as const;
/** The one page of the reference that holds every field, relative to the package root. */
const REFERENCE_PAGE = "docs/index.html";

/** `source` with a JSDoc block before every property of the message's interfaces (none of them has one yet). */
export function withFieldDocs(source: string, operation: OperationIR, message: MessageIR, dataTypes: readonly DataTypeIR[]): string {
  const objects = objectsByName(operation, message);
  const titles = new Map(dataTypes.map((type) => [type.name, type.title]));
  const file = ts.createSourceFile("models.ts", source, ts.ScriptTarget.Latest, true);
  const inserts: { at: number; text: string }[] = [];
  for (const statement of file.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    const object = objects.get(statement.name.text.toLowerCase());
    if (object === undefined) continue;
    for (const member of statement.members) {
      const field = ts.isPropertySignature(member)
        ? object.fields.find((candidate) => candidate.name === propertyText(member.name))
        : undefined;
      if (field === undefined) continue;
      const lines = fieldDocLines(field, message.rules, titles, messageAnchor(operation, message.direction));
      const indent = " ".repeat(
        member.getStart(file) - file.getLineStarts()[file.getLineAndCharacterOfPosition(member.getStart(file)).line]!,
      );
      inserts.push({ at: member.getStart(file), text: `${jsDoc(lines, indent)}\n${indent}` });
    }
  }
  let result = source;
  for (const { at, text } of inserts.sort((a, b) => b.at - a.at)) result = result.slice(0, at) + text + result.slice(at);
  return result;
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

function propertyText(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

export function fieldDocLines(field: FieldNode, rules: readonly Rule[], titles: ReadonlyMap<string, string>, scope: string): string[] {
  const values = enumOf(field.type);
  return [
    ...paragraph(descriptionOf(field)),
    ...paragraph([
      `${typeLine(field.type, titles)}${field.group === undefined ? "" : ` (the shared ${field.group} shape)`}. ${PRESENCE[field.presence]}.`,
    ]),
    ...paragraph(values === undefined ? [] : [valuesLine(values)]),
    ...paragraph(field.defaultValue === undefined ? [] : [`Default: ${String(field.defaultValue)}.`]),
    ...paragraph(rules.filter((rule) => ruleFields(rule).includes(field.path)).map((rule) => `Rule: ${rule.text}`)),
    `@see ${REFERENCE_PAGE}#${fieldAnchor(scope, field.path)}`,
  ];
}

function paragraph(lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : [...lines, ""];
}

/** The description, and the seed's own words where they add to it (never the same sentence twice). */
function descriptionOf(field: FieldNode): string[] {
  const description = field.description?.trim();
  const seedText = field.seedText?.trim();
  if (seedText === undefined || (description ?? "").toLowerCase().includes(seedText.toLowerCase())) return description ? [description] : [];
  return [description, `Seed: ${seedText}`].filter((line): line is string => Boolean(line));
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

/** A JSDoc block; `*\/` in a text cannot end it early. */
function jsDoc(lines: readonly string[], indent: string): string {
  const body = lines.map((line) => line.replace(/\*\//g, "*\\/"));
  while (body.at(-1) === "") body.pop();
  return [`/**`, ...body.map((line) => (line === "" ? " *" : ` * ${line}`)), " */"].join(`\n${indent}`);
}
