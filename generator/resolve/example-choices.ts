// The values spec/api/examples.yaml chooses for the docs' examples must be ones the examples can
// show: each path a field of some operation's request, each operation one the spec defines, and
// each value one its field's own validator accepts, in every operation and version whose request has
// the field (the explanation the validator would give says why not). Run on the IR, which knows each
// field's bounds in every operation; what the validators say of a value comes from the caller (the
// checks live with the emitters), so that this stage imports none of them.

import { at, keyAt, type Located, type SpecModel } from "../check/spec-model.js";
import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { everyField } from "../ir/field-walk.js";
import type { GatewayIR, OperationIR, TypeNode } from "../ir/ir.js";

type IR = Omit<GatewayIR, "release">;

/** What a field's own validator tells a value it refuses; undefined when it accepts it. */
export type ValueRefusal = (node: TypeNode, value: unknown) => string | undefined;

type Values = Record<string, unknown>;
type ExamplesFile = Located<{ values?: Values; operations?: Record<string, Values> }>;

export function checkExampleChoices(model: SpecModel, ir: IR, refusal: ValueRefusal): Diagnostic[] {
  const file = model.documents.get("examples") as ExamplesFile | undefined;
  if (file === undefined) return [];
  const known = new Set(ir.operations.map((operation) => operation.name));
  const own = Object.entries(file.value.operations ?? {}).flatMap(([name, values]) =>
    known.has(name)
      ? checkValues(
          file,
          ["operations", name],
          values,
          ir.operations.filter((operation) => operation.name === name),
          refusal,
        )
      : [unknownOperation(file, name, known)],
  );
  return [...checkValues(file, ["values"], file.value.values ?? {}, ir.operations, refusal), ...own];
}

function checkValues(file: ExamplesFile, where: string[], values: Values, operations: OperationIR[], refusal: ValueRefusal): Diagnostic[] {
  const requests = operations.map((operation) => ({ operation, fields: requestFields(operation) }));
  const everyPath = new Set(requests.flatMap(({ fields }) => [...fields.keys()]));
  return Object.entries(values).flatMap(([path, value]) => {
    if (!everyPath.has(path)) return [unknownField(file, [...where, path], path, everyPath)];
    return requests.flatMap(({ operation, fields }) => {
      const node = fields.get(path);
      const explanation = node === undefined ? undefined : refusal(node, value);
      if (explanation === undefined) return [];
      const args = { value: JSON.stringify(value), path, operation: operation.name, version: operation.version, explanation };
      return [createDiagnostic("example-value-refused", at(file, ...where, path), args)];
    });
  });
}

/** Spec path -> type of every field of the operation's request. */
function requestFields(operation: OperationIR): Map<string, TypeNode> {
  return new Map(everyField(operation.request.root).map((field) => [field.path, field.type]));
}

function unknownField(file: ExamplesFile, dataPath: string[], path: string, known: ReadonlySet<string>): Diagnostic {
  return createDiagnostic("unknown-example-field", keyAt(file, ...dataPath), { path }, didYouMean(path, known));
}

function unknownOperation(file: ExamplesFile, name: string, known: ReadonlySet<string>): Diagnostic {
  const args = { operation: name, known: [...known].sort().join(", ") };
  return createDiagnostic("unknown-operation", keyAt(file, "operations", name), args, didYouMean(name, known));
}
