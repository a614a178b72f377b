// generated/test-vectors/README.md: how a team in another language runs the vectors against its SDK.

import type { GatewayIR, TypeNode } from "../../ir/ir.js";
import { STRING_FORMATS } from "../../language/string-formats.js";
import { errorObject, validationTypes } from "../shared/error-facts.js";
import { GENERATED_HEADER } from "../emitter.js";
import { stringifyJson } from "../shared/exact-number.js";
import { everyField } from "../../ir/field-walk.js";
import { isObject } from "../plan/values/bodies.js";
import type { VectorFileEntry } from "./vector-case.js";
import { exampleMapKey } from "../plan/values/example-values.js";

/** The cases the README points at, picked by the emitter from the files it wrote. */
export interface ReadmeCases {
  /** One case to lay out, as its file writes it. */
  example?: Record<string, unknown>;
  /** Whether a rule case sums 0.1 and 0.2 given as JSON numbers. */
  exactDecimalSum: boolean;
}

const LINE_WIDTH = 100;

/**
 * `text` after `prefix`, wrapped at LINE_WIDTH with the lines after the first indented under the
 * prefix; a code span is never broken.
 */
function wrapped(prefix: string, text: string): string {
  const indent = " ".repeat(prefix.length);
  const lines: string[] = [];
  let line = "";
  for (const word of text.match(/(?:`[^`]*`|[^\s`])+/g) ?? []) {
    const longer = line === "" ? word : `${line} ${word}`;
    if (line !== "" && indent.length + longer.length > LINE_WIDTH) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return [...lines, line].map((each, index) => `${index === 0 ? prefix : indent}${each}`).join("\n");
}

/** `a`, `a and b`, `a, b and c`. */
function listText(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** A JSON value on one line, spaced for reading (`{ "a": [1, 2] }`); exact numbers keep their digits. */
function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(", ")}]`;
  if (!isObject(value)) return stringifyJson(value, 0).trimEnd();
  const members = Object.entries(value).filter(([, member]) => member !== undefined);
  if (members.length === 0) return "{}";
  return `{ ${members.map(([key, member]) => `${JSON.stringify(key)}: ${inlineJson(member)}`).join(", ")} }`;
}

/** A case laid out for reading: one member a line. */
function caseLayout(record: Record<string, unknown>): string {
  const members = Object.entries(record).map(([key, value]) => `  ${JSON.stringify(key)}: ${inlineJson(value)}`);
  return ["```json", "{", members.join(",\n"), "}", "```"].join("\n");
}

/** Example field paths of the spec's messages: a field in a list item, a named value of a map. */
function pathExamples(ir: GatewayIR): { list?: string; map?: string } {
  const fields = ir.operations.flatMap((operation) => [operation.request, operation.response]).flatMap(({ root }) => everyField(root));
  const concrete = (path: string) => path.replace(/\[\]/g, "[0]");
  const inList = fields.find((field) => field.path.includes("[]."));
  const map = fields.find((field) => field.type.kind === "map");
  const key = map?.type.kind === "map" ? exampleMapKey(map.type.keyCharset, map.type.keyMinLength) : undefined;
  return {
    ...(inList ? { list: concrete(inList.path) } : {}),
    ...(map && key !== undefined ? { map: `${concrete(map.path)}.${key}` } : {}),
  };
}

/** Integer bounds of the messages that no double holds exactly, as the spec writes them. */
function inexactIntegerBounds(ir: GatewayIR): string[] {
  const bounds = new Set<string>();
  const visit = (node: TypeNode): void => {
    if (node.kind === "integer")
      for (const bound of [node.minimum, node.maximum]) if (bound !== undefined && String(Number(bound)) !== bound) bounds.add(bound);
    if (node.kind === "object") for (const field of node.fields) visit(field.type);
    if (node.kind === "array") visit(node.items);
    if (node.kind === "map") visit(node.value);
  };
  for (const operation of ir.operations) {
    visit(operation.request.root);
    visit(operation.response.root);
  }
  visit(ir.api.errorShape);
  return [...bounds];
}

/** The error object's members that a finding has, as the contract names them. */
function memberNames(ir: GatewayIR): { field: string; cause: string; validationType: string } {
  const last = (path: string) => path.slice(path.lastIndexOf(".") + 1);
  const contract = ir.api.errorContract;
  return { field: last(contract.field), cause: last(contract.cause.path), validationType: last(contract.validationType.path) };
}

/** `a`, `a or b`, `a, b or c`. */
function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

function expectedText(ir: GatewayIR): string {
  const { list, map } = pathExamples(ir);
  const { field, cause, validationType } = memberNames(ir);
  return wrapped(
    "- ",
    `\`expected\` is the contract's result without the explanations: \`{ "valid": true }\`, or \`valid: false\` ` +
      `with the \`${field}\` and \`${validationType}\` (${orList(validationTypes(ir.api).map((type) => `\`${type}\``))}) of every error. ` +
      `The error's \`${cause}\` is always \`${ir.api.errorContract.cause.invalidRequest}\`. ` +
      `A field is a dotted path with zero-based list indexes${list ? ` (\`${list}\`)` : ""}, ` +
      `a named value of a map adds its name${map ? ` (\`${map}\`)` : ""}, and the body itself is \`""\`.`,
  );
}

function readingText(ir: GatewayIR, cases: ReadmeCases): string {
  const bounds = inexactIntegerBounds(ir);
  const boundsText =
    bounds.length === 1
      ? `one integer bound, ${bounds[0]}, has no exact double`
      : `the integer bounds ${listText(bounds)} have no exact double`;
  const sum = cases.exactDecimalSum ? " (a rule case checks that 0.1 + 0.2 equals 0.3 exactly)" : "";
  const parts = [
    `decimals such as \`0.1\` are decimal text${sum}`,
    ...(bounds.length > 0 ? [`${boundsText} (the vectors only use values that a double reader judges the same way)`] : []),
  ];
  return wrapped(
    "1. ",
    `Split the file on \`\\n\` and parse each line with a JSON reader that keeps numbers exact: ${parts.join(", and ")}.`,
  );
}

/** How to run the cases through a JSON Schema validator, asserting the formats the formats table puts in the schemas. */
function jsonSchemaText(): string {
  const formats = [...new Set(Object.values(STRING_FORMATS).flatMap(({ schema }) => ("format" in schema ? [schema.format] : [])))];
  return wrapped(
    "",
    "`index.json` names each file's schema in `jsonSchema` (a path from the package root; the error shape's is the OpenAPI component). " +
      `Validate \`body\` with a JSON Schema 2020-12 validator that asserts the formats ${listText(formats.map((format) => `\`${format}\``))}, ` +
      'compare only `valid`, and skip the cases marked `"jsonSchema": false`.',
  );
}

function validateText(ir: GatewayIR): string {
  const section = ir.api.errors?.section;
  const errorShape = `the error shape${section !== undefined ? ` of section ${section}` : ""}`;
  const name = errorObject(ir.api)?.name;
  const { path: resultPath, error: resultValue } = ir.api.errorContract.result;
  const errorBody =
    name !== undefined
      ? `A response body that has the \`${name}\` object, or whose \`${resultPath}\` is ${resultValue}, is ${errorShape}`
      : `A response body may be ${errorShape}`;
  return wrapped(
    "2. ",
    `Validate \`body\` as the file's \`direction\` of that operation and version. ${errorBody} (\`error.response.jsonl\`, for every operation).`,
  );
}

function fileTable(entries: readonly VectorFileEntry[]): string {
  const rows = entries.map((entry) => {
    const operations = entry.operations.map(({ operation, version }) => `${operation} ${version}`).join(", ");
    return `| \`${entry.path.replace(/^test-vectors\//, "")}\` | ${operations} | ${entry.direction} | ${entry.cases} | ${entry.jsonSchemaSkipped} |`;
  });
  return ["| file | operation and version | direction | cases | not for JSON Schema |", "|---|---|---|---|---|", ...rows].join("\n");
}

export function vectorsReadme(ir: GatewayIR, entries: readonly VectorFileEntry[], cases: ReadmeCases): string {
  const example = cases.example ? `One line of a file, laid out here for reading:\n\n${caseLayout(cases.example)}\n\n` : "";
  return `# Conformance test vectors

${GENERATED_HEADER}

Language-neutral JSON cases for the request and response validation of every operation and version
of the spec: valid bodies, each field at its bounds and one past them, of the wrong type, with a
character it refuses, with a value outside its enumeration, missing when required, keys the spec does
not know, and every cross-field rule kept and broken. Each case carries the exact result the contract
gives. The results are computed from the spec, not by running this package's validators, so the
package's own test suite runs the vectors too.

${fileTable(entries)}

Each file holds one case per line ([JSON Lines](https://jsonlines.org/)). \`index.json\` says, for each
file, the operations and versions it applies to, the direction (\`request\` or \`response\`) and the JSON
Schema that describes its bodies; it also lists the rules a single body cannot show (\`uncheckedRules\`:
they need earlier transactions).

## A case

${example}- \`id\` is unique in its file: \`valid/...\`, \`body/...\`, \`<field path>/<what>\`, \`rules/<rule id>/<what>\`.
- \`body\` is the JSON to validate, as the gateway would receive (request) or send (response) it.
${expectedText(ir)}
- \`today\` in \`index.json\` is the day the expectations take as today: run the validators with a
  clock on that day (a date "not in the past" is judged against it).
- \`jsonSchema: false\` marks a case whose verdict JSON Schema cannot reach; \`jsonSchemaReason\` says
  why (a sum across fields, a decimal's bounds on its string form, a limit stated only in \`$comment\`).

## Running them against an SDK

For every file of \`index.json\`, for every operation and version the file lists, for every case:

${readingText(ir, cases)}
${validateText(ir)}
3. Compare \`valid\`; when the body is invalid, compare the errors as a set of (\`${memberNames(ir).field}\`, \`${memberNames(ir).validationType}\`)
   pairs: their order is not part of the contract (sort both lists by field, then by type).

Lengths count Unicode code points, not UTF-16 units or bytes: some cases fill a field to its maximum
with characters outside the Basic Multilingual Plane.

\`\`\`text
for file in index.files:
  cases = [parse_json(line) for line in read_lines(file.path)]
  for target in file.operations:
    for case in cases:
      result = validate(target.operation, target.version, file.direction, case.body)
      assert result.valid == case.expected.valid
      assert sorted(pairs(result.errors)) == sorted(pairs(case.expected.errors or []))
\`\`\`

## Checking a JSON Schema validator

${jsonSchemaText()}
`;
}
