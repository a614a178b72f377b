// The validators' checks of a leaf value: the checks the facet modules give (emit/shared/facets/,
// as data), printed as an else-if chain by print-condition.ts.

import type { CheckContext, LeafChecks, Check } from "../shared/facets/check.js";
import type { LeafNode } from "../shared/facets/facet.js";
import { leafChecks } from "../shared/facets/leaf-checks.js";
import { _, type Code } from "../shared/code.js";
import type { CodeWriter } from "../shared/code-writer.js";
import { runtime } from "../plan/runtime-plan.js";
import type { ConstantPool } from "./constant-pool.js";
import { printCondition, type Subject } from "./print-condition.js";
import { stringFastPass } from "./string-fast-pass.js";

export interface LeafTarget {
  writer: CodeWriter;
  pool: ConstantPool;
  /** What a check's explanation may name: the data types' titles. */
  context: CheckContext;
  /** Expression holding the value. */
  value: Code;
  /** Expression of the field path, evaluated only on failure. */
  path: Code;
}

/** Writes the checks of a leaf value: at most one INVALID finding per value, the first that fails. */
export function writeLeafCheck(node: LeafNode, target: LeafTarget): void {
  writeLeafChecks(leafChecks(node, target.context), target);
}

function writeLeafChecks(checks: LeafChecks, target: LeafTarget): void {
  switch (checks.kind) {
    case "chain":
      return writeChainOfValue(checks.checks, target);
    case "decimal":
      return writeDecimalChain(checks.checks, target);
    case "map":
      return writeMapChecks(checks, target);
  }
}

/** A chain of a value; a string that passes a quicker test first is settled by it (string-fast-pass.ts). */
function writeChainOfValue(checks: readonly Check[], target: LeafTarget): void {
  const subject = { value: target.value, text: target.value, asciiText: false };
  const fastPass = stringFastPass(checks, subject, target.pool);
  if (fastPass === undefined) return writeChain(checks, subject, target);
  // A value that passes is settled by one test; the checks in order run for any other, to name its fault.
  target.writer.write(_`if (!(${fastPass}))`).block(() => writeChain(checks, subject, target));
}

function writeChain(checks: readonly Check[], subject: Subject, target: LeafTarget): void {
  checks.forEach((check, index) => {
    const fails = printCondition(check, subject, target.pool).fails;
    target.writer.line(_`${index === 0 ? _`if` : _`else if`} (${fails}) ${invalidFinding(target.path, check)}`);
  });
}

function invalidFinding(path: Code, check: Check): Code {
  return _`errors.push(${runtime.invalid}(${path}, ${check.explanation}));`;
}

/** A decimal is judged by its decimal text (a string as it is, a JSON number in plain notation). */
function writeDecimalChain(checks: readonly Check[], target: LeafTarget): void {
  const { writer, value } = target;
  writer.block(() => {
    writer.line(_`const decimal = ${runtime.decimalText}(${value});`);
    writeChain(checks, { value, text: _`decimal`, asciiText: true }, target);
  });
}

function writeMapChecks(checks: Extract<LeafChecks, { kind: "map" }>, target: LeafTarget): void {
  const { writer, pool, value, path } = target;
  const valueSubject = { value, text: value, asciiText: false };
  writer.line(_`if (${printCondition(checks.type, valueSubject, pool).fails}) ${invalidFinding(path, checks.type)}`);
  writer.write(_`else`).block(() => {
    writer.line(_`const names = Object.keys(${value});`);
    const names = { value: _`names`, text: _`names`, asciiText: false };
    for (const check of checks.entries) writer.line(_`if (${printCondition(check, names, pool).fails}) ${invalidFinding(path, check)}`);
    writer.write(_`for (const name of names)`).block(() => {
      // The entry's path is an expression, built only where an error names it.
      const entryPath = _`${path} + "." + name`;
      const name = { value: _`name`, text: _`name`, asciiText: false };
      writer.line(_`if (${printCondition(checks.name, name, pool).fails}) ${invalidFinding(entryPath, checks.name)}`);
      writer.write(_`else`).block(() => {
        writer.line(_`const entry = ${value}[name];`);
        writeLeafChecks(checks.value, { ...target, value: _`entry`, path: entryPath });
      });
    });
  });
}
