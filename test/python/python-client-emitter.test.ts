// The Python client module as the emitter writes it (generator/emit/python/python-client*.ts): the
// error classes the plan names for the TypeScript client, one method per operation in snake_case of
// the TypeScript client's names, overloads by version, and no module at all for a spec without a
// client section. (Its behaviour: test/python/client/, run by python-client.test.ts.)

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { GatewayIR } from "../../generator/ir/ir.js";
import { authenticationFailedClass, causeClasses } from "../../generator/emit/plan/error-classes.js";
import { clientMethodName } from "../../generator/emit/plan/output-plan.js";
import { pythonClientModule } from "../../generator/emit/python/python-client.js";
import { pythonClientExports, pythonMethodName } from "../../generator/emit/python/python-client-names.js";
import { defaultVersions } from "../../generator/emit/emitter.js";
import { buildIR } from "../../generator/pipeline.js";
import { REPO_ROOT } from "../support/fixtures.js";

/** The spec's IR, read without the npm package (test/support/gateway-ir.ts imports it). */
let built: Promise<GatewayIR> | undefined;
const loadGatewayIR = () => (built ??= buildIR(join(REPO_ROOT, "spec")));

describe("the Python client module", () => {
  it("declares each cause's class as the plan names it, and the refused credentials' under its base", async () => {
    const ir = await loadGatewayIR();
    const module = pythonClientModule(ir) as string;
    const classes = [...module.matchAll(/^class (\w+)\((\w+)\):/gm)].map(([, name, base]) => [name, base]);
    const authentication = authenticationFailedClass(ir.api);
    expect(authentication).toBeDefined();
    expect(classes).toEqual(
      [
        ...causeClasses(ir.api).map(({ name }) => [name, "GatewayError"]),
        [authentication?.name, authentication?.base],
        ["RawCalls", undefined],
        ["GatewayClient", "BaseGatewayClient"],
      ].filter(([, base]) => base !== undefined),
    );
    expect(pythonClientExports(ir)).toEqual(expect.arrayContaining([...causeClasses(ir.api).map(({ name }) => name), "GatewayClient"]));
  });

  it("has one method per operation, the TypeScript name in snake_case, on the client and on raw", async () => {
    const ir = await loadGatewayIR();
    const module = pythonClientModule(ir) as string;
    const methods = defaultVersions(ir).map((operation) => pythonMethodName(operation));
    expect(methods).toEqual(
      defaultVersions(ir).map((operation) => clientMethodName(operation).replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)),
    );
    for (const method of methods) expect(module.match(new RegExp(`^    def ${method}\\($`, "gm"))).toHaveLength(2);
  });

  it("overloads a method by version when the spec defines several, the default version's first", async () => {
    const ir = await loadGatewayIR();
    const [first] = ir.operations;
    const older = { ...(first as GatewayIR["operations"][number]), version: "99", isDefault: false };
    const module = pythonClientModule({ ...ir, operations: [...ir.operations, older] }) as string;
    const method = pythonMethodName(older);
    const block = module.slice(module.indexOf("class GatewayClient"));
    // The method's overloads and implementation: from its first @overload to the implementation's docstring.
    const start = block.indexOf(`    @overload\n    def ${method}(`);
    expect(start).toBeGreaterThan(0);
    const overloads = block.slice(start, block.indexOf('"""', start));
    const versions = [...overloads.matchAll(/version: ([^\n]+),\n/g)].map(([, type]) => type);
    expect(versions).toEqual([`Literal["${first?.version}"] | None = None`, 'Literal["99"]', "str | None = None"]);
    expect(block).toContain("@overload");
  });

  it("writes no module for a spec without a client section", async () => {
    const ir = await loadGatewayIR();
    const { client: _, ...api } = ir.api;
    expect(pythonClientModule({ ...ir, api })).toBeUndefined();
    expect(pythonClientExports({ ...ir, api })).toEqual([]);
  });
});
