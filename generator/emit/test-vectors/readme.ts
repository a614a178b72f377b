// generated/test-vectors/README.md: how a team in another language runs the vectors against its SDK.

import type { GatewayIR } from "../../resolve/ir.js";
import { GENERATED_HEADER } from "../emitter.js";
import type { VectorFileEntry } from "./emit-test-vectors.js";

function fileTable(entries: readonly VectorFileEntry[]): string {
  const rows = entries.map((entry) => {
    const operations = entry.operations.map(({ operation, version }) => `${operation} ${version}`).join(", ");
    return `| \`${entry.path.replace(/^test-vectors\//, "")}\` | ${operations} | ${entry.direction} | ${entry.cases} | ${entry.jsonSchemaSkipped} |`;
  });
  return ["| file | operation and version | direction | cases | not for JSON Schema |", "|---|---|---|---|---|", ...rows].join("\n");
}

export function vectorsReadme(ir: GatewayIR, entries: readonly VectorFileEntry[]): string {
  const discriminator = ir.api.endpoint.discriminator;
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
they need the order's earlier transactions).

## A case

One line of a file, laid out here for reading:

\`\`\`json
{
  "id": "order.currency/above-maximum-length",
  "description": "order.currency: 4 characters, one more than the maximum (3)",
  "body": { "${discriminator}": "...", "order": { "currency": "AAAA" } },
  "expected": { "valid": false, "errors": [{ "field": "order.currency", "validationType": "INVALID" }] }
}
\`\`\`

- \`id\` is unique in its file: \`valid/...\`, \`body/...\`, \`<field path>/<what>\`, \`rules/<rule id>/<what>\`.
- \`body\` is the JSON to validate, as the gateway would receive (request) or send (response) it.
- \`expected\` is the contract's result without the explanations: \`{ "valid": true }\`, or \`valid: false\`
  with the \`field\` and \`validationType\` (\`INVALID\`, \`MISSING\` or \`UNSUPPORTED\`) of every error.
  The error's \`cause\` is always \`INVALID_REQUEST\`. A field is a dotted path with zero-based list
  indexes (\`order.item[0].name\`), a named value of a map adds its name (\`order.custom.name\`), and
  the body itself is \`""\`.
- \`jsonSchema: false\` marks a case whose verdict JSON Schema cannot reach; \`jsonSchemaReason\` says
  why (a sum across fields, a decimal's bounds on its string form, a limit stated only in \`$comment\`).

## Running them against an SDK

For every file of \`index.json\`, for every operation and version the file lists, for every case:

1. Split the file on \`\\n\` and parse each line with a JSON reader that keeps numbers exact:
   decimals such as \`0.1\` are decimal text (one case checks that 0.1 + 0.2 equals 0.3 exactly), and
   one integer bound, 9999999999999999, has no exact double (the vectors only use values that a double
   reader judges the same way).
2. Validate \`body\` as the file's \`direction\` of that operation and version. A response body that has
   the \`error\` object is the error shape of section 7 (\`error.response.jsonl\`, for every operation).
3. Compare \`valid\`; when the body is invalid, compare the errors as a set of (\`field\`, \`validationType\`)
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

\`index.json\` names each file's schema in \`jsonSchema\` (a path from the package root; the error
shape's is the OpenAPI component). Validate \`body\` with a JSON Schema 2020-12 validator that asserts
the formats \`date\`, \`date-time\` and \`uri\`, compare only \`valid\`, and skip the cases marked
\`"jsonSchema": false\`.
`;
}
