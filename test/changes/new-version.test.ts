// Adding VERIFY 101 (extends 100, one bound narrowed) to a scratch copy of the spec: the report
// lists the new version and its difference, client.verify() still calls version 100, and both
// versions can be called against the gateway double, each validated by its own rules.

import { cp, mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareSurfaces } from "../../generator/changes/report.js";
import { surfaceOf } from "../../generator/changes/surface.js";
import { emitters } from "../../generator/emit/emitters.js";
import { buildIR, emitAll } from "../../generator/pipeline.js";
import type { GatewayIR } from "../../generator/ir/ir.js";
import { makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";
import { yaml } from "./fixture-history.js";

type Package = typeof import("../../generated/dist/index.js");

const VERIFY_101 = yaml(
  "kind: operation",
  "operation: VERIFY",
  "version: 101",
  "extends: 100",
  "request:",
  "  fields:",
  "    order.reference: { presence: O, type: String, length: [1, 30] }",
);

let released: GatewayIR;
let withNewVersion: GatewayIR;
let generated: Package;

beforeAll(async () => {
  const spec = join(await makeTempDir("spec-101-"), "spec");
  await cp(join(REPO_ROOT, "spec"), spec, { recursive: true });
  await writeFile(join(spec, "operations", "verify", "101.yaml"), VERIFY_101);
  [released, withNewVersion] = [await buildIR(join(REPO_ROOT, "spec")), await buildIR(spec)];
  const out = await makeTempDir("generated-101-");
  for (const file of await emitAll(withNewVersion, emitters)) {
    await mkdir(dirname(join(out, file.path)), { recursive: true });
    await writeFile(join(out, file.path), file.contents);
  }
  generated = (await import(pathToFileURL(join(out, "dist", "index.js")).href)) as Package;
}, 60_000);

afterAll(removeTempDirs);

describe("a new version of an operation", () => {
  it("is reported as an addition with its difference from the version it extends, and moves no default", () => {
    const report = compareSurfaces(surfaceOf(released), surfaceOf(withNewVersion), { from: "spec", to: "spec with VERIFY 101" });
    expect(report.bump).toBe("minor");
    expect(report.changes).toEqual([
      expect.objectContaining({ operation: "VERIFY", version: "101", kind: "version-added", breaking: false }),
      expect.objectContaining({ operation: "VERIFY", version: "101", path: "order.reference", kind: "bound-narrowed", relativeTo: "100" }),
      // The versioning section's sentence is written from the operation files: it now names version 101.
      expect.objectContaining({ path: "versioning", kind: "documentation-changed", after: null }),
      expect.objectContaining({
        path: "versioning",
        kind: "documentation-changed",
        after: expect.stringContaining("Verify at versions 100 and 101"),
      }),
    ]);
    expect(
      withNewVersion.operations.filter((operation) => operation.isDefault).map((operation) => `${operation.name} ${operation.version}`),
    ).toEqual(["AUTHORIZE 100", "INITIATE_BROWSER_PAYMENT 17", "VERIFY 100"]);
  });

  it("leaves client.verify() on version 100 and calls version 101 when a call names it", async () => {
    const { GatewayClient, InvalidRequestError, startGatewayMock } = generated;
    const double = await startGatewayMock({ merchants: { MERCHANT01: "secret-password" } });
    try {
      // Typed by the committed package, which has no version 101: the scratch package's own types are not at hand here.
      const client = new GatewayClient({ baseUrl: double.url, merchantId: "MERCHANT01", apiPassword: "secret-password" }) as unknown as {
        verify(params: object, options?: { version: string }): Promise<{ version?: string }>;
      };
      const reference = "R".repeat(35);
      const body = { order: { currency: "USD", reference } };
      const byDefault = await client.verify({ orderId: "order-a", transactionId: "1", body });
      expect(byDefault.version).toBe("100");
      const pinned = await client.verify(
        { orderId: "order-b", transactionId: "1", body: { order: { currency: "USD" } } },
        { version: "101" },
      );
      expect(pinned.version).toBe("101");
      // Version 101 allows 30 characters where 100 allows 40: the call is refused before it is sent.
      const refused = await client
        .verify({ orderId: "order-c", transactionId: "1", body }, { version: "101" })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(InvalidRequestError);
      expect((refused as InstanceType<typeof InvalidRequestError>).error.field).toBe("order.reference");
      expect(double.order("MERCHANT01", "order-c")).toBeUndefined();
    } finally {
      await double.close();
    }
  });
});
