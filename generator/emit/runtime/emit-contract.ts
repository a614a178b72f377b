// src/runtime/contract.ts: the error shape of section 7 as the package's code speaks it, written from
// the IR (spec/api/errors.yaml and its roles). The validators' findings, the client's errors and the
// double's answers all take their types and values from this one module.

import type { ApiIR, ErrorContractIR, FieldNode, ObjectNode, TypeNode } from "../../ir/ir.js";
import { GENERATED_HEADER, type GeneratedFile } from "../emitter.js";
import { CONTRACT_EXPORTS, CONTRACT_PATH } from "../plan/runtime-plan.js";
import { _, blockComment, docComment, joinCode, lineComment, Name, type Code } from "../shared/code.js";
import { CodeWriter } from "../shared/code-writer.js";

const namesOf = <Role extends string>(names: Record<Role, string>) =>
  Object.fromEntries(Object.entries(names).map(([role, name]) => [role, new Name(name as string)])) as Record<Role, Name>;
const types = namesOf(CONTRACT_EXPORTS.types);
const values = namesOf(CONTRACT_EXPORTS.values);

/** The members of the error object and response the contract names, as identifiers. */
interface Members {
  cause: Name;
  field: Name;
  validationType: Name;
  explanation: Name;
  result: Name;
  object: Name;
}

/** `error.field` -> `field`. */
const member = (path: string) => new Name(path.slice(path.lastIndexOf(".") + 1));

const KIND = _`"invalid" | "missing" | "unsupported"`;

export function emitContract(api: ApiIR): GeneratedFile {
  const contract = api.errorContract;
  const members: Members = {
    cause: member(contract.cause.path),
    field: member(contract.field),
    validationType: member(contract.validationType.path),
    explanation: member(contract.explanation),
    result: member(contract.result.path),
    object: member(contract.object),
  };
  const writer = new CodeWriter();
  writer.line(blockComment(GENERATED_HEADER));
  writer.line(lineComment("The error shape of section 7 as the package's code speaks it (spec/api/errors.yaml): its values as"));
  writer.line(lineComment("types, the objects an error response carries, and the finding a validator makes."));
  writer.blankLine();
  writeTypes(writer, api, members);
  writeFindings(writer, contract, members);
  writeAccessors(writer, contract, members);
  return { path: CONTRACT_PATH, contents: writer.toString() };
}

/** The enumerations as unions, the error object and response as interfaces, and the finding. */
function writeTypes(writer: CodeWriter, api: ApiIR, { cause, field, validationType, explanation }: Members): void {
  const contract = api.errorContract;
  writer.line(docComment("Every cause of the error object."));
  writer.line(_`export type ${types.cause} = ${unionOf(fieldAt(api.errorShape, contract.cause.path)?.type)};`);
  writer.line(docComment(`The \`${contract.result.path}\` of an error response.`));
  writer.line(_`export type ${types.result} = ${contract.result.error};`);
  writer.line(docComment("Every validation type of a field-level finding."));
  writer.line(_`export type ${types.validationType} = ${unionOf(fieldAt(api.errorShape, contract.validationType.path)?.type)};`);
  writer.blankLine();
  writer.line(docComment(`The error object of an error response (\`${contract.object}\`).`));
  writer
    .write(_`export interface ${types.errorObject}`)
    .block(() => writeMembers(writer, fieldAt(api.errorShape, contract.object)?.type, api));
  writer.blankLine();
  writer.line(docComment(`An error response: \`${contract.result.path}\` is ${contract.result.error}.`));
  writer.write(_`export interface ${types.errorResponse}`).block(() => writeMembers(writer, api.errorShape, api, contract.result));
  writer.blankLine();
  writer.line(docComment("One finding of the package's validators, in the error object's own shape."));
  writer.write(_`export interface ${types.finding}`).block(() => {
    writer.line(_`${cause}: ${contract.cause.invalidRequest};`);
    writer.line(_`${field}: string;`);
    writer.line(_`${validationType}: ${types.validationType};`);
    writer.line(_`${explanation}: string;`);
  });
  writer.blankLine();
  writer.line(docComment(`The \`${contract.result.path}\` of an error response.`));
  writer.line(_`export const ${values.errorResult}: ${types.result} = ${contract.result.error};`);
  writer.line(docComment("The cause of a body that does not conform."));
  writer.line(_`export const ${values.invalidRequestCause} = ${contract.cause.invalidRequest};`);
  writer.blankLine();
}

/** The finding constructors the validators call: one per validation type. */
function writeFindings(writer: CodeWriter, contract: ErrorContractIR, { cause, field, validationType, explanation }: Members): void {
  const constructors: [Name, string, string, Code][] = [
    [values.invalid, "A value that fails its rule", contract.validationType.invalid, _`${explanation}: string`],
    [values.missing, "A required value that is absent", contract.validationType.missing, _`${explanation} = ${"A value is required."}`],
    [
      values.unsupported,
      "A field the spec does not know",
      contract.validationType.unsupported,
      _`${explanation} = ${"The field is not supported."}`,
    ],
  ];
  for (const [name, doc, type, explained] of constructors) {
    writer.line(docComment(`${doc} (${type}).`));
    writer.write(_`export function ${name}(${field}: string, ${explained}): ${types.finding}`).block(() => {
      writer.line(_`return { ${cause}: ${contract.cause.invalidRequest}, ${field}, ${validationType}: ${type}, ${explanation} };`);
    });
    writer.blankLine();
  }
}

/** The accessors through which the hand-written client and double read errors and findings. */
function writeAccessors(writer: CodeWriter, contract: ErrorContractIR, members: Members): void {
  const { cause, field, validationType, explanation, result, object } = members;
  writer.line(lineComment("Accessors: the hand-written client and double read errors and findings through these, never by"));
  writer.line(lineComment("the members' names, so the spec alone names them."));
  writer.blankLine();
  const kinds = joinCode(
    [
      _`${contract.validationType.invalid}: "invalid"`,
      _`${contract.validationType.missing}: "missing"`,
      _`${contract.validationType.unsupported}: "unsupported"`,
    ],
    _`, `,
  );
  accessor(
    writer,
    "The kind of a finding, by its validation type.",
    _`${values.findingKind}(finding: ${types.finding}): ${KIND} | undefined`,
    [
      _`const kinds: Record<string, ${KIND}> = { ${kinds} };`,
      _`return Object.hasOwn(kinds, finding.${validationType}) ? kinds[finding.${validationType}] : undefined;`,
    ],
  );
  accessor(writer, "The field a finding names.", _`${values.findingField}(finding: ${types.finding}): string`, [
    _`return finding.${field};`,
  ]);
  accessor(writer, "The cause of an error object.", _`${values.errorCause}(error: ${types.errorObject}): ${types.cause}`, [
    _`return error.${cause};`,
  ]);
  accessor(
    writer,
    'A finding as the error object of an error response; one on the body as a whole ("") is no field-level error: it names no field and has no validation type.',
    _`${values.findingAsError}(finding: ${types.finding}): ${types.errorObject}`,
    [
      _`const at = finding.${field} === "" ? {} : { ${field}: finding.${field}, ${validationType}: finding.${validationType} };`,
      _`return { ${cause}: finding.${cause}, ...at, ${explanation}: finding.${explanation} };`,
    ],
  );
  accessor(
    writer,
    "The error object and the result of an error response.",
    _`${values.errorResponseParts}(response: ${types.errorResponse}): { result: unknown; error: ${types.errorObject} }`,
    [_`return { result: response.${result}, error: response.${object} };`],
  );
  accessor(
    writer,
    "An error response around an error object.",
    _`${values.errorResponseOf}(error: ${types.errorObject}): ${types.errorResponse}`,
    [_`return { ${result}: ${contract.result.error}, ${object}: error };`],
  );
  accessor(
    writer,
    "One line that says an error: its cause, the field and validation type it names, its explanation.",
    _`${values.errorSummary}(error: ${types.errorObject}): string`,
    [
      _`const where = error.${field} ? \` on \${error.${field}}\` : "";`,
      _`const kind = error.${validationType} ? \` (\${error.${validationType}})\` : "";`,
      _`return \`\${error.${cause}}\${where}\${kind}\${error.${explanation} ? \`: \${error.${explanation}}\` : ""}\`;`,
    ],
  );
}

function accessor(writer: CodeWriter, doc: string, signature: Code, body: readonly Code[]): void {
  writer.line(docComment(doc));
  writer.write(_`export function ${signature}`).block(() => {
    for (const line of body) writer.line(line);
  });
  writer.blankLine();
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
function unionOf(node: TypeNode | undefined): Code {
  if (node?.kind !== "enum" || (node.values.length === 0 && node.open === undefined)) return _`string`;
  const listed = node.values.map((value) => _`${value.value}`);
  return joinCode([...listed, ...(node.open === undefined ? [] : [_`(string & {})`])], _` | `);
}

/** An object node's members; the error object by its interface's name, the result as its error value. */
function writeMembers(writer: CodeWriter, node: TypeNode | undefined, api: ApiIR, result?: { path: string; error: string }): void {
  for (const line of memberLines(node, api, result)) writer.line(line);
}

function memberLines(node: TypeNode | undefined, api: ApiIR, result?: { path: string; error: string }): Code[] {
  if (node?.kind !== "object") return [];
  return node.fields.flatMap((field) => {
    const optional = isAlways(field, api) ? _`` : _`?`;
    const declaration = _`${new Name(field.name)}${optional}: ${memberType(field, api, result)};`;
    return field.description === undefined ? [declaration] : [docComment(field.description), declaration];
  });
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

function memberType(field: FieldNode, api: ApiIR, result?: { path: string; error: string }): Code {
  const contract = api.errorContract;
  if (result !== undefined && field.path === result.path) return _`${types.result}`;
  if (field.path === contract.object) return _`${types.errorObject}`;
  if (field.path === contract.cause.path) return _`${types.cause}`;
  if (field.path === contract.validationType.path) return _`${types.validationType}`;
  switch (field.type.kind) {
    case "enum":
      return unionOf(field.type);
    case "integer":
      return _`number`;
    case "boolean":
      return _`boolean`;
    case "object": // on one line: prettier lays the file out
      return _`{ ${joinCode(memberLines(field.type, api), _` `)} }`;
    case "array":
      return _`unknown[]`;
    default:
      return _`string`;
  }
}
