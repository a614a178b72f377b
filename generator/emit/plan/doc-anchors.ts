// Page paths and anchor ids of the reference docs: stable, derived from names and paths only, so
// that a link into the docs keeps working across regenerations.

import { kebabCase } from "../emitter.js";
import type { Direction, OperationIR } from "../../ir/ir.js";

/** `order.item[].name` -> `order.item_n.name`: the seed writes array members as `[n]`. */
export function idSafe(text: string): string {
  return text.replace(/\[\]/g, "_n").replace(/[^A-Za-z0-9._-]/g, "-");
}

/** `authorize-100`. */
export function operationAnchor(operation: OperationIR): string {
  return `${kebabCase(operation.name)}-${idSafe(operation.version)}`;
}

/** `authorize-100-request`. */
export function messageAnchor(operation: OperationIR, direction: Direction): string {
  return `${operationAnchor(operation)}-${direction}`;
}

/** `authorize-100-request-order.item_n.name`. */
export function fieldAnchor(scope: string, path: string): string {
  return `${scope}-${idSafe(path)}`;
}

/** `100/authorize.md`, relative to the docs folder. */
export function operationPage(operation: OperationIR): string {
  return `${idSafe(operation.version)}/${kebabCase(operation.name)}.md`;
}

export function typeAnchor(typeName: string): string {
  return `type-${idSafe(typeName).toLowerCase()}`;
}

export function groupAnchor(groupName: string): string {
  return `group-${idSafe(groupName).toLowerCase()}`;
}

/** The docs' folder in generated/. */
export const DATA_TYPES_PAGE = "data-types.md";
export const GROUPS_PAGE = "groups.md";

/** `../` once per folder of a page path inside the docs, to link back to the docs root. */
export function linkRootFrom(pagePath: string): string {
  return "../".repeat(pagePath.split("/").length - 1);
}
