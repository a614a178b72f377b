// The Python package's README, laid out as the npm package's: a title, what the package is, then a
// section per task (install, validate, the models, versions and the changelog). Every name comes
// from the plan and the Python emitter's own naming (the functions and models the package defines),
// every body from the example request of the plan; test/python/python-readme.test.ts runs each
// Python block and checks each name against the package.

import type { GatewayIR, OperationIR } from "../../ir/ir.js";
import { markdownFence } from "../../language/markdown-text.js";
import { defaultVersions, GENERATED_HEADER } from "../emitter.js";
import { exampleRequest, minimalRequest } from "../plan/example-calls.js";
import { CHANGELOG_PATH, PACKAGE_NAME } from "../plan/output-plan.js";
import { chosenValues } from "../plan/values/chosen-values.js";
import {
  PYTHON_BODY_VALIDATORS,
  PYTHON_CHANGELOG_PATH,
  PYTHON_ERROR_VALIDATOR,
  PYTHON_DISTRIBUTION,
  PYTHON_PACKAGE,
} from "../plan/python-plan.js";
import { documentName } from "../shared/document-title.js";
import { pythonLiteral, pythonString, pythonTextLiteral } from "../shared/python-literal.js";
import { pythonClientReadme } from "./python-client.js";
import { pythonModelName } from "./python-models.js";
import { pyName, snakeCase } from "./python-code.js";
import { pythonModuleName, pythonValidatorName } from "./python-validators.js";

/** What the README states of the package beside the IR. */
export interface PythonPackageFacts {
  version: string;
  /** The oldest Python the package runs on, as pyproject.toml's `requires-python` says it (`>=3.11`). */
  requiresPython: string;
}

type Block =
  { kind: "text"; text: string } | { kind: "code"; language: "python" | "sh"; code: string } | { kind: "table"; rows: string[][] };

interface Section {
  title: string;
  blocks: Block[];
}

const text = (value: string): Block => ({ kind: "text", text: value });
const code = (language: "python" | "sh", value: string): Block => ({ kind: "code", language, code: value });

/** The package's README.md. */
export function pythonReadme(ir: GatewayIR, facts: PythonPackageFacts): string {
  const python = facts.requiresPython.replace(/^>=/, "");
  const sections: Section[] = [
    installSection(ir, python),
    validateSection(ir),
    ...clientSection(ir),
    modelsSection(ir),
    versionsSection(ir, facts, python),
  ];
  const introduction = `The Python package for ${documentName(ir.api)}, generated from the same spec as the npm package \`${PACKAGE_NAME}\` and at its version: typed models and validators that check every rule the source document states on a single body. Every Python block below runs as printed.`;
  return (
    [`<!-- ${GENERATED_HEADER} -->`, `# ${PYTHON_DISTRIBUTION} ${facts.version}`, introduction, ...sections.map(sectionMarkdown)].join(
      "\n\n",
    ) + "\n"
  );
}

function sectionMarkdown(section: Section): string {
  return [`## ${section.title}`, ...section.blocks.map(blockMarkdown)].join("\n\n");
}

function blockMarkdown(block: Block): string {
  switch (block.kind) {
    case "text":
      return block.text;
    case "code":
      return markdownFence(block.language, block.code);
    case "table": {
      const [head = [], ...rows] = block.rows;
      return [head, head.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
    }
  }
}

function installSection(ir: GatewayIR, python: string): Section {
  return {
    title: "Install",
    blocks: [
      text(
        `Models and validators for ${documentName(ir.api)}, as the distribution \`${PYTHON_DISTRIBUTION}\` (import name \`${PYTHON_PACKAGE}\`, typed: \`py.typed\`). It runs on Python ${python} or later and needs nothing beyond the standard library. This folder is the distribution's root (\`pyproject.toml\`): install it with pip, or put it on \`PYTHONPATH\`.`,
      ),
      code("sh", "python3 -m pip install ."),
    ],
  };
}

/** The error's own words for a finding's fields, as the package's dataclass names them (`validation_type`). */
function findingFields(ir: GatewayIR): string[] {
  const contract = ir.api.errorContract;
  return [contract.cause.path, contract.field, contract.validationType.path, contract.explanation].map((path) =>
    pyName(snakeCase(path.slice(path.lastIndexOf(".") + 1))),
  );
}

function validateSection(ir: GatewayIR): Section {
  const operation = defaultVersions(ir)[0];
  const [validateRequest, validateResponse] = [PYTHON_BODY_VALIDATORS.request, PYTHON_BODY_VALIDATORS.response];
  const discriminator = pyName(snakeCase(ir.api.endpoint.discriminator));
  const [cause, field, validationType, explanation] = findingFields(ir);
  const blocks = [
    text(
      `\`${validateRequest}(${discriminator}, version, body, *, today=None)\` validates a request body of any operation at a version, \`${validateResponse}\` an answer (the gateway's error shape included; \`${PYTHON_ERROR_VALIDATOR}\` validates that shape alone). Each operation has its own function per version beside them (the table under Models). A result has \`valid\` and \`errors\`: every problem is collected, each a frozen dataclass \`ValidationError\` with \`${cause}\`, \`${field}\` (a dotted path), \`${validationType}\` and \`${explanation}\`, in the gateway's own error shape. An explanation states the rule and never repeats the value. A validator never raises, whatever it is given: a body that is no JSON data gets one error.`,
    ),
    text(
      'Numbers are exact: a JSON number may come as `str`, `int`, `float` or `decimal.Decimal`, as `json.loads(text, parse_float=Decimal)` gives them, and is compared digit by digit (`Decimal("1.50")` has two places). Lengths count characters (code points). `today=` (a `datetime.date`) sets the day a date "not in the past" is judged by; by default it is today\'s UTC date.',
    ),
  ];
  if (operation === undefined) return { title: "Validate a body", blocks };
  const name = pythonValidatorName(operation, "request", false);
  const request = minimalRequest(operation);
  blocks.push(
    code(
      "python",
      [
        "import json",
        "from datetime import date",
        "from decimal import Decimal",
        "",
        `from ${PYTHON_PACKAGE} import ${name}, ${validateRequest}`,
        "",
        `text = ${pythonTextLiteral(JSON.stringify(request))}`,
        "body = json.loads(text, parse_float=Decimal)  # exact decimals",
        `result = ${validateRequest}(${pythonString(operation.name)}, ${pythonString(operation.version)}, body, today=date.today())`,
        "print(result.valid)",
        "",
        `result = ${name}({${pythonString(ir.api.endpoint.discriminator)}: ${pythonString(operation.name)}})`,
        "for error in result.errors:",
        `    print(error.${field}, error.${validationType}, error.${explanation})`,
      ].join("\n"),
    ),
  );
  return { title: "Validate a body", blocks };
}

function modelsSection(ir: GatewayIR): Section {
  const operation = defaultVersions(ir)[0];
  const rows = [
    ["operation", "version", "request model", "response model", "validators"],
    ...ir.operations.map((each) => [
      each.name,
      each.version,
      `\`${modelPath(each, "request")}\``,
      `\`${modelPath(each, "response")}\``,
      `\`${pythonValidatorName(each, "request")}\`, \`${pythonValidatorName(each, "response")}\``,
    ]),
  ];
  const blocks: Block[] = [
    text(
      "Each operation, version and direction has a `TypedDict` per object (`Required` and `NotRequired` from `typing`), an enumeration a `Literal` of its values, and each field a docstring: its type in the source document's words, its bounds, whether it is required, its values and rules. A misspelled key fails a type checker (`pyright --strict`, mypy).",
    ),
    { kind: "table", rows },
  ];
  if (operation === undefined) return { title: "Models", blocks };
  const model = pythonModelName(operation, "request");
  const request = pythonLiteral(exampleRequest(operation, chosenValues(ir.api, operation.name)));
  blocks.push(
    code(
      "python",
      [
        `from ${PYTHON_PACKAGE}.models.${pythonModuleName(operation)} import ${model}`,
        `from ${PYTHON_PACKAGE} import ${pythonValidatorName(operation, "request")}`,
        ...(request.includes("Decimal(") ? ["from decimal import Decimal"] : []),
        "",
        `body: ${model} = ${request}`,
        `print(${pythonValidatorName(operation, "request")}(body).valid)`,
      ].join("\n"),
    ),
  );
  return { title: "Models", blocks };
}

/** Calling the gateway with GatewayClient, between validating a body and the models, as in the npm package's README. */
function clientSection(ir: GatewayIR): Section[] {
  const operation = defaultVersions(ir)[0];
  if (operation === undefined) return [];
  const request: Record<string, unknown> = { ...exampleRequest(operation, chosenValues(ir.api, operation.name)) };
  delete request[ir.api.endpoint.discriminator];
  const lines = pythonClientReadme(ir, pythonLiteral(request));
  return lines.length === 0 ? [] : [{ title: "Call the gateway", blocks: [text(lines.join("\n").trimEnd())] }];
}

function modelPath(operation: OperationIR, direction: "request" | "response"): string {
  return `models.${pythonModuleName(operation)}.${pythonModelName(operation, direction)}`;
}

function versionsSection(ir: GatewayIR, facts: PythonPackageFacts, python: string): Section {
  const defaults = defaultVersions(ir).map(
    (operation) =>
      `\`${pythonValidatorName(operation, "request", false)}\` and \`${pythonValidatorName(operation, "response", false)}\` validate version ${operation.version}`,
  );
  return {
    title: "Versions and the changelog",
    blocks: [
      text(
        `This is version ${facts.version} of the package (\`${PYTHON_PACKAGE}.__version__\`), the version of the npm package \`${PACKAGE_NAME}\` made by the same run from the same spec: a release moves both. A function without a version in its name validates the version the spec states as the operation's default (${defaults.join(", ")}). What changed in each release is in \`${PYTHON_CHANGELOG_PATH}\` (its Unreleased section first), the npm package's \`${CHANGELOG_PATH}\` word for word.`,
      ),
      text(`Python: ${python} or later (\`requires-python = "${facts.requiresPython}"\`), no dependency.`),
    ],
  };
}
