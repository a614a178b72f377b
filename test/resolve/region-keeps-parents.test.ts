// A region that leaves out known fields (`omitsKnown`) from a field on, within a group, keeps the
// groups whose members it leaves in: a group sorts before its members in the reference order, so
// `billing.address` lies "before billing.address.country" while `country` itself does not (section
// 2.10's "the shipping fields before shipping.address.country" is this case).

import { afterAll, describe, expect, it } from "vitest";
import { buildIR } from "../../generator/pipeline.js";
import type { TypeNode } from "../../generator/ir/ir.js";
import { fixtureText } from "../check/mistake-table.js";
import { fixtureWith, removeTempDirs } from "../support/fixtures.js";

afterAll(removeTempDirs);

function paths(node: TypeNode, into: string[] = []): string[] {
  if (node.kind === "object")
    for (const field of node.fields) {
      into.push(field.path);
      paths(field.type, into);
    }
  return into;
}

describe("a region from a field on, within a group", () => {
  it("leaves out the fields before its bound and keeps the group holding the ones after", async () => {
    const pay = fixtureText("operations/pay/1.yaml").replace(
      "response:\n  fields:\n",
      "response:\n  gaps:\n    - { within: billing, before: billing.address.country, omitsKnown: true, text: not shown }\n  fields:\n    billing.**: C\n",
    );
    const ir = await buildIR(await fixtureWith("minimal-spec", { "operations/pay/1.yaml": pay }));
    const response = ir.operations.find((operation) => operation.version === "1")?.response.root as TypeNode;
    expect(paths(response).filter((path) => path.startsWith("billing"))).toEqual([
      "billing",
      "billing.address",
      "billing.address.country",
      "billing.address.postcodeZip",
      "billing.date",
      "billing.verified",
    ]);
  });
});
