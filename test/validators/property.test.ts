// Property tests of the generated validators against the IR they were generated from: valid bodies
// validate; one value out of its bounds is INVALID on exactly its path; a required field left out
// is MISSING; an unknown key in a closed request object is UNSUPPORTED; nothing ever throws, and
// hostile input (deep nesting, 5 MB values, prototype keys, odd numbers) is answered in shape.
//
// FC_NUM_RUNS sets the runs per property (default 100 in npm test; `npm run property` runs 1,000),
// FC_SEED replays a run, FC_SHRINK=1 shrinks a
// counterexample (slow on bodies this large, so off by default: the assertion messages name the field).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as generated from "../../generated/dist/index.js";
import type { OperationName, ValidationResult } from "../../generated/dist/index.js";
import { validBody } from "../support/arbitraries.js";
import { deleteAt, presentValues, setAt } from "../support/body-paths.js";
import { exampleBody, placeValue } from "../support/example-bodies.js";
import { loadGatewayIR, messageCases, type MessageCase } from "../support/gateway-ir.js";
import { complaint, deepArray, deepObject, FIVE_MB, hugeValues, representativeSites, richBody } from "../support/hostile.js";
import { errorsOf, findings, isWellFormed, preview } from "../support/results.js";
import { anyValue, bodyAnd, bodyObjects, bodyWithUnknownKey, mutatedBody, removals } from "../support/scenarios.js";

const NUM_RUNS = Number(process.env.FC_NUM_RUNS ?? 100);
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const settings = { numRuns: NUM_RUNS, endOnFailure: process.env.FC_SHRINK !== "1", ...(SEED === undefined ? {} : { seed: SEED }) };

const ir = await loadGatewayIR();
const cases = messageCases(ir);

function caseOf(name: string, direction: MessageCase["direction"]): MessageCase {
  const found = cases.find((candidate) => candidate.operation.name === name && candidate.direction === direction);
  if (!found) throw new Error(`no ${name} ${direction}`);
  return found;
}

/** The validator exported under `validate<Operation><Version><Direction>`, and its newest-version alias. */
function exportedValidators({ operation, direction }: MessageCase): { versioned: unknown; newest: unknown; isNewest: boolean } {
  const name = operation.name.toLowerCase().replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
  const suffix = direction === "request" ? "Request" : "Response";
  const exports = generated as Record<string, unknown>;
  const isNewest = ir.operations.every((other) => other.name !== operation.name || Number(other.version) <= Number(operation.version));
  return { versioned: exports[`validate${name}${operation.version}${suffix}`], newest: exports[`validate${name}${suffix}`], isNewest };
}

describe.each(cases)("$label", (messageCase) => {
  const { operation, direction, message, validate } = messageCase;

  it("accepts every generated valid body, and leaves it unchanged", () => {
    fc.assert(
      fc.property(validBody(operation, direction), (body) => {
        const before = structuredClone(body);
        const result = validate(body);
        expect(findings(result), `valid body refused: ${JSON.stringify(body)}`).toEqual([]);
        expect(body).toEqual(before);
      }),
      settings,
    );
  });

  it("reports a value out of its bounds as INVALID on exactly its path", () => {
    fc.assert(
      fc.property(mutatedBody(messageCase), (scenario) => {
        fc.pre(scenario !== undefined);
        const { body, path, mutation, target } = scenario;
        const result = validate(body);
        const context = `${mutation.label} at ${path}: ${preview(mutation.value)} gave ${JSON.stringify(findings(result))}`;
        expect(findings(result), context).toContain(`${path}:INVALID`);
        // Explanations state the rule, never the value (a value may be a card number); enumerations name their values.
        const stated =
          typeof mutation.value === "string" && mutation.value.length >= 8 && target.node.kind !== "enum" ? mutation.value : undefined;
        for (const error of errorsOf(result)) {
          expect(stated === undefined || !error.explanation.includes(stated), `explanation repeats the value: ${context}`).toBe(true);
        }
      }),
      settings,
    );
  });

  it("gives one finding at most for the value out of its bounds (the first failing check)", () => {
    fc.assert(
      fc.property(mutatedBody(messageCase), (scenario) => {
        fc.pre(scenario !== undefined);
        const { body, path, mutation } = scenario;
        const found = findings(validate(body));
        const context = `${mutation.label} at ${path}: ${preview(mutation.value)} gave ${JSON.stringify(found)}`;
        expect(
          found.filter((finding) => finding.startsWith(`${path}:`)),
          context,
        ).toEqual([`${path}:INVALID`]);
      }),
      settings,
    );
  });

  it("reports nothing but the value out of its bounds (rules do not judge a refused value)", () => {
    fc.assert(
      fc.property(mutatedBody(messageCase), (scenario) => {
        fc.pre(scenario !== undefined);
        const { body, path, mutation } = scenario;
        expect(findings(validate(body)), `${mutation.label} at ${path}: ${preview(mutation.value)}`).toEqual([`${path}:INVALID`]);
      }),
      settings,
    );
  });

  it("reports a required field left out as MISSING on its path", () => {
    fc.assert(
      fc.property(
        bodyAnd(messageCase, (body) => removals(messageCase, body)),
        (scenario) => {
          fc.pre(scenario !== undefined);
          const body = structuredClone(scenario.body);
          deleteAt(body, scenario.target.segments);
          const found = findings(validate(body));
          const context = `without ${scenario.target.segments.join(".")}: ${JSON.stringify(found)}`;
          // A line item without a factor may also change a total (absent factors count as zero): INVALID findings may come too.
          expect(
            found.filter((finding) => !finding.endsWith(":INVALID")),
            context,
          ).toEqual([`${scenario.target.expected}:MISSING`]);
        },
      ),
      settings,
    );
  });

  if (direction === "request") {
    it("reports an unknown key in a closed object as UNSUPPORTED on its path", () => {
      fc.assert(
        fc.property(
          bodyWithUnknownKey(messageCase, (object) => object.closed),
          (scenario) => {
            fc.pre(scenario !== undefined);
            const { target, key } = scenario;
            const body = structuredClone(scenario.body);
            setAt(body, [...target.segments, key], "surplus");
            const path = target.path === "" ? key : `${target.path}.${key}`;
            expect(findings(validate(body)), `key ${JSON.stringify(key)} in ${target.path || "the body"}`).toEqual([`${path}:UNSUPPORTED`]);
          },
        ),
        settings,
      );
    });
  } else {
    it("tolerates unknown keys anywhere in a response", () => {
      // `error` at the top turns a response into the error shape of section 7.
      fc.assert(
        fc.property(
          bodyWithUnknownKey(messageCase, () => true, ["error"]),
          (scenario) => {
            fc.pre(scenario !== undefined);
            const body = structuredClone(scenario.body);
            setAt(body, [...scenario.target.segments, scenario.key], { surplus: [1, "two"] });
            expect(findings(validate(body)), `key ${JSON.stringify(scenario.key)} in ${scenario.target.path || "the body"}`).toEqual([]);
          },
        ),
        settings,
      );
    });
  }

  it("never throws on any value in any field, and answers in the contract's shape", () => {
    const scenarios = bodyAnd(messageCase, (body) => presentValues(message.root, body)).chain((scenario) =>
      scenario === undefined ? fc.constant(undefined) : anyValue.map((value) => ({ ...scenario, value })),
    );
    fc.assert(
      fc.property(scenarios, (scenario) => {
        fc.pre(scenario !== undefined);
        const body = structuredClone(scenario.body);
        setAt(body, scenario.target.segments, scenario.value);
        expect(isWellFormed(validate(body))).toBe(true);
      }),
      settings,
    );
  });

  it("never throws on any body at all, and answers in the contract's shape", () => {
    fc.assert(
      fc.property(anyValue, (body) => {
        expect(isWellFormed(validate(body))).toBe(true);
      }),
      settings,
    );
  });

  it("the dispatcher (version as text or number), the versioned validator and the newest-version alias agree", () => {
    const { versioned, newest, isNewest } = exportedValidators(messageCase);
    expect(typeof versioned).toBe("function");
    if (isNewest) expect(typeof newest).toBe("function");
    const validateVersion = versioned as (body: unknown) => ValidationResult;
    const dispatch = direction === "request" ? generated.validateRequest : generated.validateResponse;
    const bodies = fc.oneof(
      validBody(operation, direction),
      mutatedBody(messageCase).map((scenario) => scenario?.body),
      anyValue,
    );
    fc.assert(
      fc.property(bodies, (body) => {
        // A response carrying `error` is the error shape of section 7, whatever the operation.
        const routed =
          direction === "response" && generated.isErrorResponse(body) ? generated.validateErrorResponse(body) : validateVersion(body);
        expect(dispatch(operation.name as OperationName, operation.version, body)).toEqual(routed);
        expect(dispatch(operation.name as OperationName, Number(operation.version), body)).toEqual(routed);
        if (isNewest) expect((newest as (body: unknown) => ValidationResult)(body)).toEqual(validateVersion(body));
      }),
      settings,
    );
    expect(findings(dispatch(operation.name as OperationName, "999", {}))).toEqual(["apiOperation:UNSUPPORTED"]);
    expect(findings(dispatch(operation.name.toLowerCase() as OperationName, operation.version, {}))).toEqual(["apiOperation:UNSUPPORTED"]);
  });
});

/**
 * Nothing bounds hostile input; the validators must still answer, in the contract's shape, without
 * throwing. How fast is bench/'s business; a hang fails these tests by vitest's timeout.
 */
describe("hostile input", () => {
  const DEPTH = 100_000;
  const deepArrayValue = deepArray(DEPTH);
  const deepObjects = new Map<string, Record<string, unknown>>();
  const deepObjectKeyed = (key: string): Record<string, unknown> => {
    const cached = deepObjects.get(key) ?? deepObject(DEPTH, key);
    deepObjects.set(key, cached);
    return cached;
  };
  const failed = (problems: (string | undefined)[]) => problems.filter((problem) => problem !== undefined);

  it.each(cases)("$label: arrays and objects 100000 deep, as the body and as the value of every field", (messageCase) => {
    const body = richBody(messageCase);
    const problems = [deepArrayValue, deepObjectKeyed("a"), deepObjectKeyed("order")].map((deep, index) =>
      complaint(messageCase, `deep body ${index}`, deep),
    );
    for (const target of presentValues(messageCase.message.root, body)) {
      // An object keyed like the field's own first field is read one level further down.
      const own = target.node.kind === "object" ? deepObjectKeyed(target.node.fields[0]?.name ?? "a") : deepObjectKeyed("a");
      for (const deep of [deepArrayValue, deepObjectKeyed("a"), own]) {
        const copy = structuredClone(body);
        setAt(copy, target.segments, deep);
        problems.push(complaint(messageCase, `deep value at ${target.path}`, copy));
      }
    }
    expect(failed(problems)).toEqual([]);
  });

  it("a 5 MB string in a field of each kind is answered in shape", () => {
    const problems: (string | undefined)[] = [];
    for (const { messageCase: site, field, node } of representativeSites(cases)) {
      for (const { label, value } of hugeValues(node)) {
        const body = exampleBody(site.message);
        const { path } = placeValue(site.message, body, field.path, value);
        problems.push(complaint(site, `${label} at ${path}`, body));
      }
    }
    expect(failed(problems)).toEqual([]);
  });

  it("a 5 MB decimal in a sub-total or a line item is refused by its field, and the rules leave it alone", () => {
    const authorize = caseOf("AUTHORIZE", "request");
    const withValue = (path: string, value: string) => {
      const body = exampleBody(authorize.message);
      placeValue(authorize.message, body, "order.itemAmount", "1");
      placeValue(authorize.message, body, path, value);
      return body;
    };
    expect(findings(authorize.validate(withValue("order.amount", "1".repeat(FIVE_MB))))).toEqual(["order.amount:INVALID"]);
    expect(findings(authorize.validate(withValue("order.item[].quantity", `0.${"0".repeat(FIVE_MB)}1`)))).toEqual([
      "order.item[0].quantity:INVALID",
    ]);
  });

  it.each(cases)(
    "$label: __proto__, constructor and prototype keys from JSON.parse pollute nothing and are refused in closed objects",
    (messageCase) => {
      const hostileKeys = ["__proto__", "constructor", "prototype"];
      const values: Record<string, unknown> = JSON.parse(
        '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}}',
      );
      const body = richBody(messageCase);
      const objects = bodyObjects(messageCase.message.root, body);
      for (const { segments } of objects) for (const key of hostileKeys) setAt(body, [...segments, key], values[key]);
      const parsed: unknown = JSON.parse(JSON.stringify(body));
      expect(Object.hasOwn(parsed as object, "__proto__")).toBe(true);
      const found = findings(messageCase.validate(parsed));
      expect(Object.prototype).not.toHaveProperty("polluted");
      if (messageCase.direction === "response") {
        expect(found).toEqual([]);
        return;
      }
      const refused = objects
        .filter((object) => object.closed)
        .flatMap(({ path }) => hostileKeys.map((key) => `${path === "" ? key : `${path}.${key}`}:UNSUPPORTED`));
      expect(found).toEqual(expect.arrayContaining(refused));
      expect(found.every((finding) => finding.endsWith(":UNSUPPORTED"))).toBe(true);
    },
  );

  it("an amount under __proto__ does not count as the amount", () => {
    const body = JSON.parse('{"apiOperation":"AUTHORIZE","order":{"currency":"USD","__proto__":{"amount":"1","netAmount":"1"}}}');
    expect(findings(caseOf("AUTHORIZE", "request").validate(body))).toContain("order.amount:MISSING");
  });

  it("NaN, Infinity, 1e308, -0 and other odd numbers in number-like fields never throw; NaN and Infinity are refused", () => {
    const oddNumbers = [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      1e308,
      -1e308,
      -0,
      5e-324,
      2 ** 53 + 2,
      -(2 ** 53) - 2,
    ];
    const problems: (string | undefined)[] = [];
    const leaves = representativeSites(cases).filter(({ node }) => node.kind !== "map" && node.kind !== "array");
    for (const { messageCase: site, field } of leaves) {
      for (const number of oddNumbers) {
        const body = exampleBody(site.message);
        const { path } = placeValue(site.message, body, field.path, number);
        problems.push(complaint(site, `${number} at ${path}`, body));
        if (!Number.isFinite(number) && !findings(site.validate(body)).includes(`${path}:INVALID`))
          problems.push(`${site.label}: ${number} at ${path} accepted`);
      }
    }
    expect(failed(problems)).toEqual([]);
  });

  it("100000 unknown keys, 100000 line items and 100000 custom fields are answered in shape", () => {
    const authorize = caseOf("AUTHORIZE", "request");
    const initiate = caseOf("INITIATE_BROWSER_PAYMENT", "request");
    const many = <T>(make: (index: number) => T) => Array.from({ length: 100_000 }, (_, index) => make(index));
    const wide = { ...exampleBody(initiate.message), ...Object.fromEntries(many((index) => [`unknown${index}`, index])) };
    const items = exampleBody(authorize.message);
    placeValue(
      authorize.message,
      items,
      "order.item",
      many(() => ({})),
    );
    const custom = exampleBody(authorize.message);
    placeValue(authorize.message, custom, "order.custom", Object.fromEntries(many((index) => [`name${index}`, "v"])));
    const problems = [
      complaint(initiate, "100000 unknown keys", wide),
      complaint(authorize, "100000 line items", items),
      complaint(authorize, "100000 custom fields", custom),
    ];
    expect(failed(problems)).toEqual([]);
    expect(findings(initiate.validate(wide))).toHaveLength(100_000);
  });
});
