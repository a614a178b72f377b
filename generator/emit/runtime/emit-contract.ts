// src/runtime/contract.ts: the error shape of section 7 as the package's code speaks it, written from
// the IR (spec/api/errors.yaml and its roles). The validators' findings, the client's errors and the
// double's answers all take their types and values from this one module.

import type { ApiIR, FieldNode, ObjectNode, TypeNode } from "../../resolve/ir.js";
import { GENERATED_HEADER, type GeneratedFile } from "../emitter.js";
import { CONTRACT_EXPORTS, CONTRACT_PATH } from "../plan/runtime-plan.js";
import { commentText, identifier, literal } from "../shared/code.js";

const { types, values } = CONTRACT_EXPORTS;

export function emitContract(api: ApiIR): GeneratedFile {
  const contract = api.errorContract;
  const errorObject = fieldAt(api.errorShape, contract.object);
  const member = (path: string) => identifier(path.slice(path.lastIndexOf(".") + 1));
  const [cause, field, validationType, explanation] = [
    contract.cause.path,
    contract.field,
    contract.validationType.path,
    contract.explanation,
  ].map(member) as [string, string, string, string];
  const finding = (type: string) =>
    `{ ${cause}: ${literal(contract.cause.invalidRequest)}, ${field}, ${validationType}: ${literal(type)}, ${explanation} }`;
  const lines = [
    `/* ${GENERATED_HEADER} */`,
    "// The error shape of section 7 as the package's code speaks it (spec/api/errors.yaml): its values as",
    "// types, the objects an error response carries, and the finding a validator makes.",
    "",
    `/** Every cause of the error object. */`,
    `export type ${types.cause} = ${unionOf(fieldAt(api.errorShape, contract.cause.path)?.type)};`,
    `/** Every validation type of a field-level finding. */`,
    `export type ${types.validationType} = ${unionOf(fieldAt(api.errorShape, contract.validationType.path)?.type)};`,
    "",
    `/** The error object of an error response (\`${contract.object}\`). */`,
    `export interface ${types.errorObject} ${objectType(errorObject?.type, api)}`,
    "",
    `/** An error response: \`${contract.result.path}\` is ${contract.result.error}. */`,
    `export interface ${types.errorResponse} ${objectType(api.errorShape, api, contract.result)}`,
    "",
    `/** One finding of the package's validators, in the error object's own shape. */`,
    `export interface ${types.finding} {`,
    `  ${cause}: ${literal(contract.cause.invalidRequest)};`,
    `  ${field}: string;`,
    `  ${validationType}: ${types.validationType};`,
    `  ${explanation}: string;`,
    "}",
    "",
    `/** The \`${contract.result.path}\` of an error response. */`,
    `export const ${values.errorResult} = ${literal(contract.result.error)};`,
    `/** The cause of a body that does not conform. */`,
    `export const ${values.invalidRequestCause} = ${literal(contract.cause.invalidRequest)};`,
    "",
    `/** A value that fails its rule (${contract.validationType.invalid}). */`,
    `export function ${values.invalid}(${field}: string, ${explanation}: string): ${types.finding} {`,
    `  return ${finding(contract.validationType.invalid)};`,
    "}",
    "",
    `/** A required value that is absent (${contract.validationType.missing}). */`,
    `export function ${values.missing}(${field}: string, ${explanation} = "A value is required."): ${types.finding} {`,
    `  return ${finding(contract.validationType.missing)};`,
    "}",
    "",
    `/** A field the spec does not know (${contract.validationType.unsupported}). */`,
    `export function ${values.unsupported}(${field}: string, ${explanation} = "The field is not supported."): ${types.finding} {`,
    `  return ${finding(contract.validationType.unsupported)};`,
    "}",
    "",
    "// Accessors: the hand-written client and double read errors and findings through these, never by",
    "// the members' names, so the spec alone names them.",
    "",
    `/** The kind of a finding, by its validation type. */`,
    `export function ${values.findingKind}(finding: ${types.finding}): "invalid" | "missing" | "unsupported" | undefined {`,
    `  const kinds: Record<string, "invalid" | "missing" | "unsupported"> = { ${literal(contract.validationType.invalid)}: "invalid", ${literal(contract.validationType.missing)}: "missing", ${literal(contract.validationType.unsupported)}: "unsupported" };`,
    `  return Object.hasOwn(kinds, finding.${validationType}) ? kinds[finding.${validationType}] : undefined;`,
    "}",
    "",
    `/** The field a finding names. */`,
    `export function ${values.findingField}(finding: ${types.finding}): string {`,
    `  return finding.${field};`,
    "}",
    "",
    `/** The cause of an error object. */`,
    `export function ${values.errorCause}(error: ${types.errorObject}): ${types.cause} {`,
    `  return error.${cause};`,
    "}",
    "",
    `/** A finding as the error object of an error response; one on the body as a whole ("") names no field. */`,
    `export function ${values.findingAsError}(finding: ${types.finding}): ${types.errorObject} {`,
    `  const at = finding.${field} === "" ? {} : { ${field}: finding.${field} };`,
    `  return { ${cause}: finding.${cause}, ...at, ${validationType}: finding.${validationType}, ${explanation}: finding.${explanation} };`,
    "}",
    "",
    `/** The error object and the result of an error response. */`,
    `export function ${values.errorResponseParts}(response: ${types.errorResponse}): { result: string; error: ${types.errorObject} } {`,
    `  return { result: response.${member(contract.result.path)}, error: response.${member(contract.object)} };`,
    "}",
    "",
    `/** An error response around an error object. */`,
    `export function ${values.errorResponseOf}(error: ${types.errorObject}): ${types.errorResponse} {`,
    `  return { ${member(contract.result.path)}: ${literal(contract.result.error)}, ${member(contract.object)}: error };`,
    "}",
    "",
    `/** One line that says an error: its cause, the field and validation type it names, its explanation. */`,
    `export function ${values.errorSummary}(error: ${types.errorObject}): string {`,
    `  const where = error.${field} ? \` on \${error.${field}}\` : "";`,
    `  const kind = error.${validationType} ? \` (\${error.${validationType}})\` : "";`,
    `  return \`\${error.${cause}}\${where}\${kind}\${error.${explanation} ? \`: \${error.${explanation}}\` : ""}\`;`,
    "}",
    "",
  ];
  return { path: CONTRACT_PATH, contents: lines.join("\n") };
}

function fieldAt(root: ObjectNode, path: string): FieldNode | undefined {
  let node: ObjectNode | undefined = root;
  let found: FieldNode | undefined;
  for (const name of path.split(".")) {
    found = node?.fields.find((field) => field.name === name);
    node = found?.type.kind === "object" ? found.type : undefined;
  }
  return found;
}

/** An enumeration as a union of its values; an open one keeps other strings too. */
function unionOf(node: TypeNode | undefined): string {
  if (node?.kind !== "enum") return "string";
  const listed = node.values.map((value) => literal(value.value));
  return [...listed, ...(node.open === undefined ? [] : ["(string & {})"])].join(" | ") || "string";
}

/** An object node as a type literal; the error object by its interface's name, the result as its error value. */
function objectType(node: TypeNode | undefined, api: ApiIR, result?: { path: string; error: string }): string {
  if (node?.kind !== "object") return "{}";
  const members = node.fields.map((field) => {
    const optional = isAlways(field, api) ? "" : "?";
    const doc = field.description === undefined ? "" : `  /** ${commentText(field.description)} */\n`;
    return `${doc}  ${identifier(field.name)}${optional}: ${memberType(field, api, result)};`;
  });
  return `{\n${members.join("\n")}\n}`;
}

/**
 * What an error response always has, whatever the shape marks: the result and the error object (seed
 * 7: "returns an error object and a result"), and the cause that sorts it into its class.
 */
function isAlways(field: FieldNode, api: ApiIR): boolean {
  const contract = api.errorContract;
  return (
    [contract.result.path, contract.object, contract.cause.path].includes(field.path) ||
    field.presence === "always" ||
    field.presence === "required"
  );
}

function memberType(field: FieldNode, api: ApiIR, result?: { path: string; error: string }): string {
  const contract = api.errorContract;
  if (result !== undefined && field.path === result.path) return literal(result.error);
  if (field.path === contract.object) return types.errorObject;
  if (field.path === contract.cause.path) return types.cause;
  if (field.path === contract.validationType.path) return types.validationType;
  switch (field.type.kind) {
    case "enum":
      return unionOf(field.type);
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    case "object":
      return objectType(field.type, api);
    case "array":
      return "unknown[]";
    default:
      return "string";
  }
}
