// The spec's IR, built once per test process, and the facts about it the validator tests look up:
// every field with its message, and the fields a cross-field rule reads.

import { fileURLToPath } from "node:url";
import { validateRequest, validateResponse, type OperationName, type ValidationResult } from "../../generated/dist/index.js";
import { buildIR } from "../../generator/pipeline.js";
import type { Direction, FieldNode, GatewayIR, MessageIR, ObjectNode, OperationIR, TypeNode } from "../../generator/ir/ir.js";

const SPEC_ROOT = fileURLToPath(new URL("../../spec", import.meta.url));

let cached: Promise<GatewayIR> | undefined;

export function loadGatewayIR(): Promise<GatewayIR> {
  cached ??= buildIR(SPEC_ROOT);
  return cached;
}

export const DIRECTIONS: readonly Direction[] = ["request", "response"];

/** One message of one operation, with the validator that checks it. */
export interface MessageCase {
  operation: OperationIR;
  direction: Direction;
  message: MessageIR;
  label: string;
  validate(body: unknown): ValidationResult;
}

export function messageCases(ir: GatewayIR): MessageCase[] {
  return ir.operations.flatMap((operation) =>
    DIRECTIONS.map((direction) => ({
      operation,
      direction,
      message: operation[direction],
      label: `${operation.name}@${operation.version} ${direction}`,
      validate: (body: unknown) => validateMessage(operation, direction, body),
    })),
  );
}

export function validateMessage(operation: OperationIR, direction: Direction, body: unknown): ValidationResult {
  return direction === "request"
    ? validateRequest(operation.name as OperationName, operation.version, body)
    : validateResponse(operation.name as OperationName, operation.version, body);
}

/** A field of a message; `node` is the item type for an array of leaves or objects. */
export interface FieldSite {
  messageCase: MessageCase;
  field: FieldNode;
  node: TypeNode;
}

export function fieldSites(cases: readonly MessageCase[]): FieldSite[] {
  const sites: FieldSite[] = [];
  const visit = (messageCase: MessageCase, node: ObjectNode): void => {
    for (const field of node.fields) {
      const type = field.type.kind === "array" ? field.type.items : field.type;
      sites.push({ messageCase, field, node: type });
      if (type.kind === "object") visit(messageCase, type);
    }
  };
  for (const messageCase of cases) visit(messageCase, messageCase.message.root);
  return sites;
}

/** Spec paths (`order.item[].quantity`) whose value a checkable rule of the message reads. */
export function ruleFieldPaths(message: MessageIR): Set<string> {
  const paths = new Set<string>();
  for (const rule of message.rules) {
    if (!rule.checkable) continue;
    switch (rule.kind) {
      case "sum":
        [rule.total, ...rule.add, ...rule.subtract].forEach((path) => paths.add(path));
        break;
      case "sum-of-products":
        paths.add(rule.total);
        rule.factors.forEach((factor) => paths.add(`${rule.array}.${factor}`));
        break;
      case "at-least-one-of":
        rule.fields.forEach((path) => paths.add(path));
        break;
      case "required-if":
        paths.add(rule.field);
        paths.add(rule.when.field);
        break;
      case "first-transaction-only":
        break;
    }
  }
  return paths;
}

export function findField(root: ObjectNode, specPath: string): FieldNode {
  const found = allFields(root).find((field) => field.path === specPath);
  if (!found) throw new Error(`no field ${specPath}`);
  return found;
}

export function allFields(root: ObjectNode): FieldNode[] {
  return root.fields.flatMap((field) => {
    const type = field.type.kind === "array" ? field.type.items : field.type;
    return [field, ...(type.kind === "object" ? allFields(type) : [])];
  });
}

export function isRequiredPresence(field: FieldNode): boolean {
  return field.presence === "required" || field.presence === "always";
}
