// A response field always provided up to the body must get a value in every answer of the double
// (resolve/answers-determined.ts): each way a rule of double.yaml can fall short is a located
// undetermined-answer, and each way it is sure not to is none. The minimal fixture with PAY's order
// group always in the response (PAY 1's request alone, without amount-or-item-amount, which PAY 2 adds).

import { afterAll, describe, expect, it } from "vitest";
import { SpecError, type Diagnostic } from "../../generator/diagnostics/diagnostic.js";
import { buildIR } from "../../generator/pipeline.js";
import { fixtureText } from "../check/mistake-table.js";
import { fixtureWith, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";
import { join } from "node:path";

afterAll(removeTempDirs);

/** PAY 1's order group always in the response, `extra` response fields more, and `rule` as double.yaml's rule of order.amount. */
function files(rule: string, extra = ""): Record<string, string> {
  const pay = fixtureText("operations/pay/1.yaml").replace("    order.id: A\n", `    order: A\n    order.id: A\n${extra}`);
  const double = fixtureText("api/double.yaml").replace(
    "  order.amount:\n    ifPresent: order.amount\n    then: { from: order.amount }\n    else: { from: order.itemAmount }\n",
    rule,
  );
  return { "operations/pay/1.yaml": pay, "api/double.yaml": double };
}

async function diagnosticsOf(given: Record<string, string>): Promise<Diagnostic[]> {
  try {
    await buildIR(await fixtureWith("minimal-spec", given));
    return [];
  } catch (error) {
    if (error instanceof SpecError) return error.diagnostics;
    throw error;
  }
}

const described = (diagnostics: Diagnostic[]) => diagnostics.map(({ code, file, message }) => ({ code, file, message }));

describe("an answer field always provided up to the body", () => {
  it("is determined by a rule whose every branch reads a field the request is sure to give", async () => {
    const sure = "  order.amount:\n    ifPresent: order.amount\n    then: { from: order.amount }\n    else: { from: order.currency }\n";
    expect(await diagnosticsOf(files(sure))).toEqual([]);
  });

  it("is determined by a stated value, or by a sum one of whose parts the request is sure to give", async () => {
    expect(await diagnosticsOf(files('  order.amount: { value: "0" }\n'))).toEqual([]);
    expect(await diagnosticsOf(files("  order.amount: { sum: [order.taxAmount, order.currency] }\n"))).toEqual([]);
  });

  it("is not by a sum of fields the request may all leave out, in either version", async () => {
    const got = await diagnosticsOf(files("  order.amount: { sum: [order.taxAmount, order.itemAmount] }\n"));
    const why = "its value is the sum of 'order.taxAmount', 'order.itemAmount', all of which a request may leave out";
    expect(described(got)).toEqual([
      { code: "undetermined-answer", file: "api/double.yaml", message: expect.stringMatching(new RegExp(`PAY version 1's .*${why}`)) },
      { code: "undetermined-answer", file: "api/double.yaml", message: expect.stringMatching(new RegExp(`PAY version 2's .*${why}`)) },
    ]);
  });

  it("is not by a rule with a branch left out, naming the case it gives nothing in", async () => {
    const got = await diagnosticsOf(files("  order.amount:\n    ifPresent: order.amount\n    then: { from: order.amount }\n"));
    expect(got.map((diagnostic) => diagnostic.message)).toEqual([
      expect.stringContaining("its rule gives no value when 'order.amount' is absent"),
      expect.stringContaining("its rule gives no value when 'order.amount' is absent"),
    ]);
    expect(got[0]).toMatchObject({ file: "api/double.yaml", line: 39, column: 3 });
  });

  it("is not by a rule of a group no value the double always gives makes", async () => {
    const value = '  order.amount: { value: "0" }\n  billing.date: { value: "2026-01-01" }\n';
    const got = await diagnosticsOf(files(value, "    billing: A\n    billing.date: A\n"));
    expect(described(got)).toEqual([
      { code: "undetermined-answer", file: "api/double.yaml", message: expect.stringContaining("only where its group 'billing' is") },
      { code: "undetermined-answer", file: "api/double.yaml", message: expect.stringContaining("only where its group 'billing' is") },
    ]);
  });

  it("is by a rule of a group the request's required value makes, though the response states that value conditional", async () => {
    const value = '  order.amount: { value: "0" }\n  billing.date: { value: "2026-01-01" }\n';
    const given = files(value, "    billing: A\n    billing.date: A\n    billing.verified: C\n");
    const pay = fixtureText("operations/pay/1.yaml");
    const request = (given["operations/pay/1.yaml"] as string).replace(
      "    billing.**: O\n",
      "    billing.**: O\n    billing: R\n    billing.verified: R\n",
    );
    expect(pay).toContain("    billing.**: O\n");
    expect(await diagnosticsOf({ ...given, "operations/pay/1.yaml": request })).toEqual([]);
  });

  it("is determined by the outcome's value", async () => {
    const given = files('  order.amount: { value: "0" }\n');
    const pay = given["operations/pay/1.yaml"] as string;
    expect(
      await diagnosticsOf({ ...given, "operations/pay/1.yaml": pay.replace("    order.status: C\n", "    order.status: A\n") }),
    ).toEqual([]);
  });

  it("is not by the outcome's value when the outcome states none", async () => {
    const given = files('  order.amount: { value: "0" }\n');
    const pay = given["operations/pay/1.yaml"] as string;
    const double = (given["api/double.yaml"] as string).replace("response: { order.status: CAPTURED } ", "");
    const got = await diagnosticsOf({
      "api/double.yaml": double,
      "operations/pay/1.yaml": pay.replace("    order.status: C\n", "    order.status: A\n"),
    });
    expect(described(got)).toEqual([
      {
        code: "undetermined-answer",
        file: "operations/pay/1.yaml",
        message: expect.stringContaining("'order.status' is always in PAY version 1's"),
      },
      {
        code: "undetermined-answer",
        file: "operations/pay/1.yaml",
        message: expect.stringContaining("'order.status' is always in PAY version 2's"),
      },
    ]);
  });
});

describe("where an undetermined field is stated always provided", () => {
  it("a group member the response selects with **, always provided by its row, is located at the row's presence", async () => {
    const given = files('  order.amount: { value: "0" }\n', "    billing: A\n    billing.address: A\n    billing.**: C\n");
    const group = fixtureText("groups/address.yaml").replace("  city:\n", "  city:\n    presence: { response: A }\n");
    const got = await diagnosticsOf({ ...given, "groups/address.yaml": group });
    const line = group.split("\n").indexOf("    presence: { response: A }") + 1;
    const column = "    presence: { response: A }".indexOf("A") + 1;
    expect(got.map(({ code, file, line, column }) => ({ code, file, line, column }))).toEqual([
      { code: "undetermined-answer", file: "groups/address.yaml", line, column },
      { code: "undetermined-answer", file: "groups/address.yaml", line, column },
    ]);
    expect(got[0]?.message).toContain("'billing.address.city' is always in PAY version 1's response");
  });
});

describe("the real spec", () => {
  it("determines every answer field always provided up to the body", async () => {
    await expect(buildIR(join(REPO_ROOT, "spec"))).resolves.toBeDefined();
  });
});
