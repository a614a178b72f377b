// Which sums the field checks' walk tells that a part is present (rule-checks.ts, `triggerPlan`), and
// which still read their parts: a rule whose part lies in an object the message does not have (here
// a 'not shown' region of the minimal fixture's Pay 1 request) keeps the plain reads, and both kinds
// judge the same bodies they did before the walk told anything.

import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageEmitter } from "../../generator/emit/package/emit-package.js";
import { runtimeEmitter } from "../../generator/emit/runtime/emit-runtime.js";
import { validatorsEmitter } from "../../generator/emit/validators/emit-validators.js";
import { triggerPlan } from "../../generator/emit/validators/rule-checks.js";
import { buildIR, emitAll } from "../../generator/pipeline.js";
import type { GatewayIR, MessageIR, SumRule } from "../../generator/ir/ir.js";
import type { RuleCheck } from "../../generator/emit/shared/facets/check.js";
import { copyFixture, makeTempDir, removeTempDirs } from "../support/fixtures.js";
import { findings } from "../support/results.js";
import type { ValidationResult } from "../../generated/dist/index.js";

type Validate = (body: unknown) => ValidationResult;

const SHIPPING_SUM: SumRule = {
  id: "shipping-amount",
  kind: "sum",
  text: "If shipping.amount is given, it must equal order.amount.",
  checkable: true,
  total: "order.amount",
  add: ["shipping.amount"],
  subtract: [],
  unlessPresent: [],
  when: "any-part",
};

let ir: GatewayIR;
let request: MessageIR;
let validate: Validate;
let source: string;

beforeAll(async () => {
  ir = await buildIR(await copyFixture("minimal-spec"));
  const pay = ir.operations.find((operation) => operation.name === "PAY" && operation.version === "1");
  if (pay === undefined) throw new Error("the minimal fixture has no PAY 1");
  request = pay.request;
  request.rules.push(SHIPPING_SUM);
  const output = await makeTempDir("rule-triggers-");
  for (const file of await emitAll(ir, [validatorsEmitter, runtimeEmitter, packageEmitter])) {
    await mkdir(dirname(join(output, file.path)), { recursive: true });
    await writeFile(join(output, file.path), file.contents);
    if (file.path === "src/validators/pay-1.ts") source = file.contents;
  }
  const validators = (await import(pathToFileURL(join(output, "dist", "validators", "pay-1.js")).href)) as Record<string, unknown>;
  validate = validators.validatePay1Request as Validate;
});

afterAll(removeTempDirs);

const body = (order: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
  apiOperation: "PAY",
  order: { id: "o-1", currency: "USD", ...order },
  ...more,
});

describe("a sum that applies when any part is present", () => {
  it("is told by the walk where every part is a key of an object the message has", () => {
    const plan = triggerPlan(request);
    const checkOf = (id: string) => plan.rules.find((rule) => rule.id === id)?.check;
    const subtotals = checkOf("order-subtotals");
    const shipping = checkOf(SHIPPING_SUM.id);
    expect(subtotals?.check).toBe("sumEquals");
    expect(shipping?.check).toBe("sumEquals");
    expect(plan.bitOf.get(subtotals as RuleCheck)).toBe(1);
    expect(plan.bitOf.has(shipping as RuleCheck)).toBe(false);
    expect(plan.byObject.get("order")).toEqual(
      new Map([
        ["itemAmount", 1],
        ["taxAmount", 1],
      ]),
    );
    expect(source).toContain("if (field !== undefined) found |= 1;");
  });

  it("reads its parts where one lies in an object the message does not have", () => {
    expect(source).toContain('(body as PropertyBag)["shipping"]?.["amount"] !== undefined');
    expect(findings(validate(body({ amount: "5" }, { shipping: { amount: "5" } })))).toEqual([]);
    expect(findings(validate(body({ amount: "1" }, { shipping: { amount: "5" } })))).toEqual(["order.amount:INVALID"]);
  });

  it("judges a walk-told sum on the parts the body sends", () => {
    expect(findings(validate(body({ amount: "3.00", itemAmount: "1.00", taxAmount: "2.00" })))).toEqual([]);
    expect(findings(validate(body({ amount: "3.00", taxAmount: "2.00" })))).toEqual(["order.amount:INVALID"]);
    expect(findings(validate(body({ amount: "3.00" })))).toEqual([]);
    // A part sent as undefined (no JSON value) is no part: the field check refuses it, the sum is not applied by it.
    expect(findings(validate(body({ amount: "3.00", taxAmount: undefined })))).toEqual(["order.taxAmount:INVALID"]);
  });
});
