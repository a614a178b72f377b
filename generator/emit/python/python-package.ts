// The Python package around the validators and models: pyproject.toml (PEP 621), the package's
// __init__.py, py.typed, the contract module (the error shape's values, from the spec)
// and the dispatcher (validate_request, validate_response by operation and version).

import type { ErrorContractIR, FieldNode, GatewayIR, ObjectNode } from "../../ir/ir.js";
import { defaultVersions, GENERATED_HEADER } from "../emitter.js";
import {
  PYTHON_BODY_VALIDATORS,
  PYTHON_DISTRIBUTION,
  PYTHON_ERROR_VALIDATOR,
  PYTHON_PACKAGE,
  REQUIRES_PYTHON,
} from "../plan/python-plan.js";
import { UNDEFINED_OPERATION_EXPLANATION } from "../shared/facets/structure-checks.js";
import { pythonClientExports } from "./python-client-names.js";
import { pyName, pyString, PythonWriter, snakeCase } from "./python-code.js";
import { pythonModuleName, pythonValidatorName } from "./python-validators.js";

const DIRECTIONS = ["request", "response"] as const;

function moduleDoc(title: string): string[] {
  return [`"""${title}`, "", `${GENERATED_HEADER}`, '"""', "", "from __future__ import annotations", ""];
}

/** npm's word for a private package (spec/api/package.yaml): Python says it with PyPI's classifier that refuses an upload. */
const NPM_PRIVATE = "UNLICENSED";

/** The license of spec/api/package.yaml as PEP 621 states one; none for a private package (its classifier says it). */
function licenseLines(ir: GatewayIR): string[] {
  const license = ir.api.package?.license;
  return license === undefined || license === NPM_PRIVATE ? [] : [`license = { text = ${pyString(license)} }`];
}

/** pyproject.toml: PEP 621 metadata, no dependency, the npm package's version. */
export function pyproject(ir: GatewayIR, version: string): string {
  const description = `Models and validators for ${ir.api.endpoint.title}: ${ir.operations.map((operation) => `${operation.title} ${operation.version}`).join(", ")}.`;
  return [
    `# ${GENERATED_HEADER}`,
    "[build-system]",
    'requires = ["setuptools>=61"]',
    'build-backend = "setuptools.build_meta"',
    "",
    "[project]",
    `name = ${pyString(PYTHON_DISTRIBUTION)}`,
    `version = ${pyString(version)}`,
    `description = ${pyString(description)}`,
    'readme = "README.md"',
    `requires-python = ${pyString(REQUIRES_PYTHON)}`,
    "dependencies = []",
    ...licenseLines(ir),
    "classifiers = [",
    '    "Programming Language :: Python :: 3",',
    '    "Typing :: Typed",',
    ...(ir.api.package?.license === NPM_PRIVATE ? ['    "Private :: Do Not Upload",'] : []),
    "]",
    "",
    "[tool.setuptools]",
    `packages = [${[PYTHON_PACKAGE, `${PYTHON_PACKAGE}.runtime`, `${PYTHON_PACKAGE}.models`, `${PYTHON_PACKAGE}.validators`].map(pyString).join(", ")}]`,
    "",
    "[tool.setuptools.package-data]",
    `${PYTHON_PACKAGE} = ["py.typed"]`,
    "",
  ].join("\n");
}

/** The field of the error shape at a dotted path. */
function fieldAt(root: ObjectNode, path: string): FieldNode | undefined {
  let node: ObjectNode | undefined = root;
  let found: FieldNode | undefined;
  for (const name of path.split(".")) {
    found = node?.fields.find((field) => field.name === name);
    node = found?.type.kind === "object" ? found.type : undefined;
  }
  return found;
}

function literalOf(field: FieldNode | undefined): string {
  const type = field?.type;
  if (type?.kind !== "enum" || type.values.length === 0 || type.open !== undefined) return "str";
  return `Literal[${type.values.map((value) => pyString(value.value)).join(", ")}]`;
}

const member = (path: string) => pyName(snakeCase(path.slice(path.lastIndexOf(".") + 1)));

/** runtime/contract.py: the finding's dataclass and constructors, in the error object's own words. */
export function pythonContract(ir: GatewayIR): string {
  const contract: ErrorContractIR = ir.api.errorContract;
  const shape = ir.api.errorShape;
  const [cause, field, validationType, explanation] = [
    contract.cause.path,
    contract.field,
    contract.validationType.path,
    contract.explanation,
  ].map(member) as [string, string, string, string];
  const writer = new PythonWriter();
  writer.line("from collections.abc import Callable");
  writer.line("from dataclasses import dataclass");
  writer.line("from operator import attrgetter");
  writer.line("from typing import Final, Literal");
  writer.line();
  writer.line(`ErrorCause = ${literalOf(fieldAt(shape, contract.cause.path))}`);
  writer.line('"""Every cause of the error object."""');
  writer.line(`ValidationType = ${literalOf(fieldAt(shape, contract.validationType.path))}`);
  writer.line('"""Every validation type of a field-level finding."""');
  writer.line();
  writer.line(`ERROR_RESULT: Final = ${pyString(contract.result.error)}`);
  writer.line(`INVALID_REQUEST_CAUSE: Final = ${pyString(contract.cause.invalidRequest)}`);
  writer.line();
  writer.line();
  writer.line("@dataclass(frozen=True, slots=True)");
  writer.block("class ValidationError:", () => {
    writer.docstring("One finding of the validators, in the error object's own shape.");
    writer.line();
    writer.line(`${cause}: Literal[${pyString(contract.cause.invalidRequest)}]`);
    writer.line(`${field}: str`);
    writer.docstring('The field, as a dotted path with list indexes; "" for the body as a whole.');
    writer.line(`${validationType}: ValidationType`);
    writer.line(`${explanation}: str`);
    writer.docstring("The rule the value broke: it never repeats the value.");
  });
  const constructors: [string, string, string, string][] = [
    ["invalid", "A value that fails its rule", contract.validationType.invalid, `${explanation}: str`],
    [
      "missing",
      "A required value that is absent",
      contract.validationType.missing,
      `${explanation}: str = ${pyString("A value is required.")}`,
    ],
    [
      "unsupported",
      "A field the spec does not know",
      contract.validationType.unsupported,
      `${explanation}: str = ${pyString("The field is not supported.")}`,
    ],
  ];
  // A finding is made by setting its slots in place: the dataclass's own __init__ goes through the
  // frozen class's object.__setattr__ once per field, about twice the time (measured on CPython 3.11).
  // The caller still gets the frozen dataclass: its own assignments raise as ever.
  const members = [cause, field, validationType, explanation];
  writer.line();
  writer.line();
  writer.line("_SetSlot = Callable[[ValidationError, str], None]");
  writer.line("_new_finding: Final = object.__new__");
  for (const name of members) writer.line(`_set_${name}: Final[_SetSlot] = getattr(ValidationError, ${pyString(name)}).__set__`);
  for (const [name, doc, type, parameter] of constructors) {
    writer.line();
    writer.line();
    writer.block(`def ${name}(${field}: str, ${parameter}) -> ValidationError:`, () => {
      writer.docstring(`${doc} (${type}).`);
      writer.line("finding = _new_finding(ValidationError)");
      const values = [pyString(contract.cause.invalidRequest), field, pyString(type), explanation];
      members.forEach((name, index) => writer.line(`_set_${name}(finding, ${values[index]})`));
      writer.line("return finding");
    });
  }
  writer.line();
  writer.line();
  writer.line(`finding_field: Final[Callable[[ValidationError], str]] = attrgetter(${pyString(field)})`);
  writer.docstring("The field a finding names (the runtime reads findings through this; a call into C).");
  return [...moduleDoc("The error shape as the package's code speaks it: the finding a validator makes."), writer.toString()].join("\n");
}

/** validators/__init__.py: the dispatcher, every validator, and the default versions' unversioned names. */
export function pythonDispatcher(ir: GatewayIR): string {
  const discriminator = ir.api.endpoint.discriminator;
  const parameter = pyName(snakeCase(discriminator));
  const writer = new PythonWriter();
  writer.line("from datetime import date");
  writer.line("from typing import Final");
  writer.line();
  writer.line("from ..runtime import ValidationResult, Validator, to_result, validator_for");
  writer.line("from ..runtime.contract import unsupported");
  writer.line(`from .error_response import is_error_response, ${PYTHON_ERROR_VALIDATOR}`);
  const exported: string[] = [...Object.values(PYTHON_BODY_VALIDATORS), PYTHON_ERROR_VALIDATOR, "is_error_response"];
  for (const operation of ir.operations) {
    const names = DIRECTIONS.map((direction) => pythonValidatorName(operation, direction));
    writer.line(`from .${pythonModuleName(operation)} import ${names.join(", ")}`);
    exported.push(...names);
  }
  for (const direction of DIRECTIONS) {
    writer.line();
    writer.line(`_${direction.toUpperCase()}_VALIDATORS: Final[dict[str, dict[str, Validator]]] = {`);
    for (const name of new Set(ir.operations.map((operation) => operation.name))) {
      const versions = ir.operations.filter((operation) => operation.name === name);
      writer.line(
        `    ${pyString(name)}: {${versions.map((operation) => `${pyString(operation.version)}: ${pythonValidatorName(operation, direction)}`).join(", ")}},`,
      );
    }
    writer.line("}");
  }
  const signature = `(${parameter}: str, version: str | int, body: object, *, today: date | None = None) -> ValidationResult:`;
  const notDefined = `to_result([unsupported(${pyString(discriminator)}, ${pyString(UNDEFINED_OPERATION_EXPLANATION)})])`;
  for (const direction of DIRECTIONS) {
    writer.line();
    writer.line();
    writer.block(`def ${PYTHON_BODY_VALIDATORS[direction]}${signature}`, () => {
      writer.docstring(
        `Validates a ${direction} body of an operation at a version${direction === "response" ? " (the error shape is recognised and validated as such)" : ""}. Never raises.`,
      );
      writer.line(`validate = validator_for(_${direction.toUpperCase()}_VALIDATORS, ${parameter}, version)`);
      writer.block("if validate is None:", () => writer.line(`return ${notDefined}`));
      if (direction === "response")
        writer.block("if is_error_response(body):", () => writer.line(`return ${PYTHON_ERROR_VALIDATOR}(body)`));
      writer.line("return validate(body, today=today)");
    });
  }
  writer.line();
  for (const operation of defaultVersions(ir))
    for (const direction of DIRECTIONS) {
      const name = pythonValidatorName(operation, direction, false);
      writer.line(`${name}: Final = ${pythonValidatorName(operation, direction)}`);
      writer.line(`"""${operation.title} ${direction} at version ${operation.version}, the default version."""`);
      exported.push(name);
    }
  writer.line();
  writer.line("__all__ = [");
  for (const name of [...exported].sort()) writer.line(`    ${pyString(name)},`);
  writer.line("]");
  return [...moduleDoc(`The validators of ${ir.api.endpoint.title}, by operation and version.`), writer.toString()].join("\n");
}

/** validators/__init__.py names, re-exported by the package's __init__.py. */
export function pythonPackageInit(ir: GatewayIR, version: string): string {
  const names = [
    ...Object.values(PYTHON_BODY_VALIDATORS),
    PYTHON_ERROR_VALIDATOR,
    ...ir.operations.flatMap((operation) => DIRECTIONS.map((direction) => pythonValidatorName(operation, direction))),
    ...defaultVersions(ir).flatMap((operation) => DIRECTIONS.map((direction) => pythonValidatorName(operation, direction, false))),
  ];
  const writer = new PythonWriter();
  writer.line("from typing import Final");
  writer.line();
  writer.line("from .runtime import ValidationResult");
  writer.line("from .runtime.contract import ValidationError");
  writer.line(`from .validators import ${names.join(", ")}`);
  const client = pythonClientExports(ir);
  if (client.length > 0) writer.line(`from .client import ${client.join(", ")}`);
  writer.line();
  writer.line(`__version__: Final = ${pyString(version)}`);
  writer.line();
  writer.line("__all__ = [");
  for (const name of ["ValidationError", "ValidationResult", "__version__", ...names, ...client].sort())
    writer.line(`    ${pyString(name)},`);
  writer.line("]");
  return [...moduleDoc(`Models and validators for the ${ir.api.endpoint.title}.`), writer.toString()].join("\n");
}
