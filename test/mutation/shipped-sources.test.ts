// In Stryker's sandbox the shipped code is instrumented in place; a mutation run's suites that
// generate a package make the generator copy it from the project's own folder instead
// (GATEWAY_CODEGEN_SHIPPED_SOURCES, set by vitest.mutation.config.ts in a sandbox only).

import { cp, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { SHIPPED_ROOT, SHIPPED_SOURCES_VARIABLE, shippedDirectory, shippedFolder } from "../../generator/emit/plan/shipped-code.js";
import { shippedErrorClasses } from "../../generator/emit/plan/shipped-facts.js";
import { makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";
import { projectOfSandbox } from "./sandbox-project.js";

afterAll(removeTempDirs);
afterEach(() => {
  delete process.env[SHIPPED_SOURCES_VARIABLE];
});

describe("the folder the generator copies the shipped code from", () => {
  it("is the one beside the generator unless the variable names another", () => {
    expect(shippedDirectory()).toBe(`${join(REPO_ROOT, SHIPPED_ROOT)}/`);
    expect(shippedFolder("client").map((file) => file.path)).toContain("src/client/errors.ts");
    process.env[SHIPPED_SOURCES_VARIABLE] = "";
    expect(shippedDirectory()).toBe(`${join(REPO_ROOT, SHIPPED_ROOT)}/`);
  });

  it("is the named one for the files it copies and the facts it reads", async () => {
    const copy = await makeTempDir("shipped-sources-");
    await cp(join(REPO_ROOT, SHIPPED_ROOT), copy, { recursive: true });
    await writeFile(join(copy, "client", "marker.ts"), "export const MARKER = 1;\n");
    const errors = join(copy, "client", "errors.ts");
    await writeFile(errors, "/** Only this one. */\nexport class OnlyError extends Error {}\n");
    process.env[SHIPPED_SOURCES_VARIABLE] = copy;
    expect(shippedDirectory()).toBe(`${copy}/`);
    const client = shippedFolder("client");
    expect(client.find((file) => file.path === "src/client/marker.ts")?.contents).toMatch(/\nexport const MARKER = 1;\n$/);
    expect(shippedErrorClasses()).toEqual([{ name: "OnlyError", base: "Error", doc: "Only this one." }]);
  });
});

describe("a Stryker sandbox's project", () => {
  it.each([["/work/p/.stryker-tmp-generator-changes-part1-6906/sandbox-DGzp8e"], ["/work/p/.stryker-tmp/sandbox-abc/"]])(
    "of %s is the folder two above it",
    (root) => {
      expect(projectOfSandbox(root)).toBe("/work/p");
    },
  );

  it.each([["/work/p"], ["/work/p/sandbox-1"], ["/work/p/.stryker-tmp-x"], ["/work/p/.stryker-tmp-x/sandbox-1/test"]])(
    "is none for %s, which is no sandbox",
    (root) => {
      expect(projectOfSandbox(root)).toBeUndefined();
    },
  );
});
