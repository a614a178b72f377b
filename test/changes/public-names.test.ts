// Public names stay when the API grows. A scratch copy of the spec gains an operation (a
// hypothetical CAPTURE at version 100, which AUTHORIZE and VERIFY already share) and a version
// (VERIFY 101): every name the surface records (OpenAPI operationIds and components, the package's
// exported TypeScript names) is as it was, and openapi.json keeps its title and version. A name
// that moves is a breaking `name-changed` row; the recorded names are the names the package and
// openapi.json really carry.

import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareSurfaces } from "../../generator/changes/report.js";
import { surfaceOf, type ApiSurface } from "../../generator/changes/surface.js";
import { docsEmitter } from "../../generator/emit/docs/emit-docs.js";
import { openApiEmitter } from "../../generator/emit/openapi/emit-openapi.js";
import { buildIR } from "../../generator/pipeline.js";
import { NO_RELEASE } from "../../generator/release/release-state.js";
import { releaseView } from "../../generator/release/release-view.js";
import type { GatewayIR } from "../../generator/ir/ir.js";
import * as generatedPackage from "../../generated/dist/index.js";
import { makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";
import { yaml } from "./fixture-history.js";

type Json = Record<string, unknown>;

const CAPTURE_100 = yaml(
  "kind: operation",
  "operation: CAPTURE",
  "version: 100",
  "title: Capture",
  "description: A hypothetical operation, added to see which names move.",
  "request:",
  "  fields:",
  "    order.currency: R",
  "    order.amount: R",
  "    transaction.**: O",
  "response:",
  "  fields:",
  "    order.**: C",
  "    transaction.**: C",
  "    merchant: A",
);

const VERIFY_101 = yaml(
  "kind: operation",
  "operation: VERIFY",
  "version: 101",
  "extends: 100",
  "request:",
  "  fields:",
  "    order.reference: { presence: O, type: String, length: [1, 30] }",
);

/** The one-line edits that make an operation known beside its file: the client's default and the double's outcome. */
async function addCapture(spec: string): Promise<void> {
  await mkdir(join(spec, "operations", "capture"), { recursive: true });
  await writeFile(join(spec, "operations", "capture", "100.yaml"), CAPTURE_100);
  await edit(join(spec, "api", "client.yaml"), "defaultVersions:\n", "defaultVersions:\n  CAPTURE: 100\n");
  await edit(
    join(spec, "api", "double.yaml"),
    "outcomes:\n",
    "outcomes:\n  CAPTURE:\n    orderStatus: CAPTURED\n    response: { order.status: CAPTURED }\n",
  );
}

async function edit(file: string, anchor: string, replacement: string): Promise<void> {
  const text = await readFile(file, "utf8");
  expect(text, `${file} holds ${JSON.stringify(anchor)}`).toContain(anchor);
  await writeFile(file, text.replace(anchor, replacement));
}

let before: GatewayIR;
let grown: GatewayIR;

beforeAll(async () => {
  const spec = join(await makeTempDir("spec-names-grown-"), "spec");
  await cp(join(REPO_ROOT, "spec"), spec, { recursive: true });
  await addCapture(spec);
  await writeFile(join(spec, "operations", "verify", "101.yaml"), VERIFY_101);
  [before, grown] = await Promise.all([buildIR(join(REPO_ROOT, "spec")), buildIR(spec)]);
});

afterAll(removeTempDirs);

async function openApiOf(ir: GatewayIR): Promise<Json> {
  const [file] = (await openApiEmitter.emit(ir, { release: releaseView(ir, NO_RELEASE) })) as { contents: string }[];
  return JSON.parse(file?.contents ?? "{}") as Json;
}

function operationIds(document: Json): string[] {
  return Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
    Object.values(item).flatMap((operation) => (operation.operationId === undefined ? [] : [operation.operationId])),
  );
}

const componentNames = (document: Json) => Object.keys((document.components as { schemas: Json }).schemas);

describe("public names when an operation and a version are added", () => {
  it("the spec grew: CAPTURE 100 shares version 100's path, and VERIFY has two versions", () => {
    const at100 = grown.operations.filter((operation) => operation.version === "100").map((operation) => operation.name);
    expect(at100).toContain("CAPTURE");
    expect(at100.length).toBe(before.operations.filter((operation) => operation.version === "100").length + 1);
    expect(grown.operations.filter((operation) => operation.name === "VERIFY").map((operation) => operation.version)).toEqual([
      "100",
      "101",
    ]);
  });

  it("moves no recorded name: every scope's names before are in the grown spec's, word for word", () => {
    const [old, now] = [surfaceOf(before).names ?? {}, surfaceOf(grown).names ?? {}];
    expect(Object.keys(old).length).toBeGreaterThan(before.operations.length);
    for (const [scope, names] of Object.entries(old)) expect(now[scope], scope).toMatchObject(names);
    expect(now["CAPTURE 100"]?.["openapi component request"]).toBe("Capture100Request");
    expect(now["VERIFY 101"]?.["typescript validator request"]).toBe("validateVerify101Request");
  });

  it("reports the growth without a moved name or a breaking change", () => {
    const report = compareSurfaces(surfaceOf(before), surfaceOf(grown), { from: "before", to: "grown" });
    expect(report.changes.filter((change) => change.kind === "name-changed")).toEqual([]);
    expect(report.changes.filter((change) => change.level === "breaking")).toEqual([]);
    expect(report.changes.map((change) => `${change.operation} ${change.version} ${change.kind}`)).toEqual(
      expect.arrayContaining(["CAPTURE 100 version-added", "VERIFY 101 version-added"]),
    );
  });

  it("keeps openapi.json's operationIds, components, title and version", async () => {
    const [old, now] = await Promise.all([openApiOf(before), openApiOf(grown)]);
    expect(operationIds(now)).toEqual(expect.arrayContaining(operationIds(old)));
    // Version 101 is a new path, with an operation of its own; version 100's, which CAPTURE joined, keeps its name.
    expect(operationIds(now).filter((id) => !operationIds(old).includes(id))).toEqual(["putVersion101"]);
    expect(componentNames(now)).toEqual(expect.arrayContaining(componentNames(old)));
    expect(componentNames(now).length).toBeGreaterThan(componentNames(old).length);
    expect(now.info).toMatchObject({ title: (old.info as Json).title, version: (old.info as Json).version });
  });
});

describe("the grown spec's prose and docs", () => {
  it("count and list the operations from the data: the prose that said three says four", () => {
    expect(before.api.endpoint.description).toMatch(/^All three operations/);
    expect(grown.api.endpoint.description).toMatch(/^All four operations/);
    expect(grown.api.versioning?.statements[0]).toContain("at versions 100 and 101");
  });

  it("list every version of every operation in the versioning table", () => {
    const files = [
      ...(docsEmitter.emit(grown, { release: releaseView(grown, NO_RELEASE) }) as Iterable<{ path: string; contents: string }>),
    ];
    const index = files.find((file) => file.path.endsWith("/index.md"))?.contents ?? "";
    const table = index.slice(index.indexOf("| Operation | Versions |"));
    expect(table).toContain("| `CAPTURE` | 100 |");
    expect(table).toContain("| `VERIFY` | 100, 101 (the client calls 100) |");
  });
});

describe("a moved name", () => {
  it("is a breaking name-changed row, naming the old and the new name", () => {
    const surface = surfaceOf(before);
    const names = surface.names ?? {};
    const [scope, entries] = Object.entries(names).find(([key]) => key.includes(" ")) as [string, Record<string, string>];
    const what = "openapi component request";
    const renamed: ApiSurface = { ...surface, names: { ...names, [scope]: { ...entries, [what]: "SomethingElse" } } };
    const report = compareSurfaces(surface, renamed, { from: "before", to: "renamed" });
    const [operation, version] = scope.split(" ");
    expect(report.changes).toEqual([
      expect.objectContaining({
        operation,
        version,
        path: what,
        kind: "name-changed",
        level: "breaking",
        before: entries[what],
        after: "SomethingElse",
      }),
    ]);
    expect(report.bump).toBe("major");
  });
});

describe("the recorded names are the names the outputs carry", () => {
  const recorded = async () => surfaceOf(await buildIR(join(REPO_ROOT, "spec"))).names ?? {};
  const generated = (path: string) => readFile(join(REPO_ROOT, "generated", path), "utf8");

  it("OpenAPI: every operationId and component of generated/openapi.json, and nothing else", async () => {
    const document = JSON.parse(await generated("openapi.json")) as Json;
    const names = Object.entries(await recorded()).flatMap(([, entries]) =>
      Object.entries(entries).filter(([what]) => what.startsWith("openapi ")),
    );
    const operations = names.filter(([what]) => what.startsWith("openapi operation ")).map(([, name]) => name);
    const components = names.filter(([what]) => what.startsWith("openapi component")).map(([, name]) => name);
    expect(operations.sort()).toEqual(operationIds(document).sort());
    expect(components.sort()).toEqual(componentNames(document).sort());
  });

  it("TypeScript: each validator, guard and client method is exported, each type and model declared", async () => {
    const index = await generated("dist/index.d.ts");
    const exported = generatedPackage as unknown as Record<string, unknown>;
    const client = generatedPackage.GatewayClient.prototype as unknown as Record<string, unknown>;
    let checked = 0;
    for (const [scope, entries] of Object.entries(await recorded())) {
      for (const [what, name] of Object.entries(entries)) {
        if (!what.startsWith("typescript ")) continue;
        checked++;
        if (/^typescript (validator|guard) /.test(what)) expect(typeof exported[name], `${scope} ${what}`).toBe("function");
        else if (what === "typescript client method") expect(typeof client[name], `${scope} ${what}`).toBe("function");
        else if (what === "typescript models") expect(index, `${scope} ${what}`).toContain(`as ${name} from`);
        else if (what.startsWith("typescript type ")) expect(index, `${scope} ${what}`).toMatch(new RegExp(`\\b${name}\\b`));
        else {
          const [namespace, model] = name.split(".") as [string, string];
          expect(index, `${scope} ${what}`).toContain(`as ${namespace} from`);
          const [operation, version] = scope.split(" ");
          const module = await generated(`dist/models/${operation?.toLowerCase().replace(/_/g, "-")}-${version}.d.ts`);
          expect(module, `${scope} ${what}`).toMatch(new RegExp(`export (interface|type) ${model}\\b`));
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
