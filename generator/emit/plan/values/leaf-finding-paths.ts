// The places of a body whose leaf values their field refuses (read from the IR node alone, as
// `leafFaults` judges them), as concrete paths (`order.item[0].name`). What the docs ask of an
// example answer: the generated validators are not there while the generator runs.

import type { ObjectNode, TypeNode } from "../../../ir/ir.js";
import { isObject } from "./bodies.js";
import { leafFindings, type LeafNode } from "./leaf-faults.js";

export function leafFindingPaths(root: ObjectNode, body: unknown): string[] {
  const found: string[] = [];
  const visit = (node: TypeNode, value: unknown, path: string): void => {
    if (node.kind === "object") {
      if (!isObject(value)) return void found.push(path);
      for (const field of node.fields)
        if (Object.hasOwn(value, field.name)) visit(field.type, value[field.name], path === "" ? field.name : `${path}.${field.name}`);
    } else if (node.kind === "array") {
      if (!Array.isArray(value)) return void found.push(path);
      value.forEach((item, index) => visit(node.items, item, `${path}[${index}]`));
    } else {
      for (const finding of leafFindings(node as LeafNode, value)) found.push(`${path}${finding.suffix}`);
    }
  };
  visit(root, body, "");
  return found;
}
