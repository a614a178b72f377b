// The models' JSDoc and the reference docs word a field's bounds alike: every phrase the docs print
// for a field appears, word for word, in the field's JSDoc line (which also says what the docs leave
// to the data type table).

import { describe, expect, it } from "vitest";
import { phraseText } from "../../generator/emit/bound-phrases.js";
import { describeType } from "../../generator/emit/describe-type.js";
import { boundPhrases } from "../../generator/emit/docs/type-text.js";
import type { TypeNode } from "../../generator/resolve/ir.js";
import { fieldSites, loadGatewayIR, messageCases } from "../support/gateway-ir.js";

const ir = await loadGatewayIR();
const knownTypes = new Map<string, TypeNode>(ir.dataTypes.map((type) => [type.name, type.node]));
const fields = [
  ...new Map(fieldSites(messageCases(ir)).map(({ field }) => [`${field.path} ${JSON.stringify(field.type)}`, field])).values(),
];

describe("bound wording", () => {
  it("prints every docs phrase of a field in its JSDoc line", () => {
    const bounded = fields.filter((field) => boundPhrases({ type: field.type }, knownTypes).length > 0);
    expect(bounded.length).toBeGreaterThan(50);
    for (const field of bounded) {
      const jsDoc = describeType(field.type);
      for (const phrase of boundPhrases({ type: field.type }, knownTypes)) expect(jsDoc, field.path).toContain(phraseText(phrase));
    }
  });
});
