// The README's "Adding to the spec" is the guide a spec author follows to add an operation, a version,
// a type, a group and a rule. This test reads its steps from the README itself (each YAML block
// starts with a comment saying where it goes: a new file, under a key, or at the end of a file),
// applies exactly those to a scratch copy of the spec, and generates: the run succeeds and the new
// operation, version, type, group and rule are in its outputs, with no public name moved.

import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareSurfaces } from "../../generator/changes/report.js";
import { surfaceOf } from "../../generator/changes/surface.js";
import type { GeneratedFile } from "../../generator/emit/emitter.js";
import { emitters } from "../../generator/emit/emitters.js";
import { buildIR, emitAll } from "../../generator/pipeline.js";
import type { GatewayIR } from "../../generator/ir/ir.js";
import { allFields } from "../support/gateway-ir.js";
import { makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";

/** One step of the guide: where its text goes, and the text. */
interface Step {
  file: string;
  place: { newFile: true } | { under: string } | { atEnd: true };
  text: string;
}

/** The guide's section of the README, and its steps in order. */
async function guideSteps(): Promise<{ headings: string[]; steps: Step[] }> {
  const readme = await readFile(join(REPO_ROOT, "README.md"), "utf8");
  const start = readme.indexOf("\n## Adding to the spec\n");
  expect(start, "the README has a section 'Adding to the spec'").toBeGreaterThan(0);
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end);
  const headings = [...section.matchAll(/^### (.+)$/gm)].map((match) => match[1] as string);
  const steps = [...section.matchAll(/^```yaml\n# (spec\/\S+)(?: \(a new file\)|, under (.+)|, (at the end))\n([\s\S]*?)^```$/gm)].map(
    (match): Step => {
      const [, file, under, atEnd, text] = match as unknown as [string, string, string | undefined, string | undefined, string];
      const place = under !== undefined ? { under } : atEnd !== undefined ? { atEnd: true as const } : { newFile: true as const };
      return { file, place, text };
    },
  );
  return { headings, steps };
}

async function apply(root: string, step: Step): Promise<void> {
  const path = join(root, step.file);
  if ("newFile" in step.place) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, step.text, { flag: "wx" });
    return;
  }
  const text = await readFile(path, "utf8");
  if ("atEnd" in step.place) {
    await writeFile(path, `${text.endsWith("\n") ? text : `${text}\n`}${step.text}`);
    return;
  }
  const lines = text.split("\n");
  const key = step.place.under;
  const at = lines.findIndex((line) => line.trim() === key);
  expect(at, `${step.file} has a line '${key}'`).toBeGreaterThanOrEqual(0);
  lines.splice(at + 1, 0, ...step.text.replace(/\n$/, "").split("\n"));
  await writeFile(path, lines.join("\n"));
}

let steps: Step[];
let headings: string[];
let before: GatewayIR;
let after: GatewayIR;
let files: Map<string, string>;

beforeAll(async () => {
  ({ steps, headings } = await guideSteps());
  const root = await makeTempDir("spec-names-adding-");
  await cp(join(REPO_ROOT, "spec"), join(root, "spec"), { recursive: true });
  for (const step of steps) await apply(root, step);
  [before, after] = await Promise.all([buildIR(join(REPO_ROOT, "spec")), buildIR(join(root, "spec"))]);
  const generated: GeneratedFile[] = await emitAll(after, emitters);
  files = new Map(generated.map((file) => [file.path, file.contents]));
}, 240_000);

afterAll(removeTempDirs);

const fileText = (path: string) => {
  const text = files.get(path);
  expect(text, `${path} is generated`).toBeDefined();
  return text as string;
};

describe("the README's 'Adding to the spec', applied to a scratch copy", () => {
  it("has a step for an operation, a version, a type, a group and a rule, each a YAML block saying where it goes", () => {
    expect(headings).toEqual(["An operation", "A version", "A type", "A group", "A rule"]);
    expect(steps.length).toBeGreaterThanOrEqual(9);
    expect(new Set(steps.map((step) => Object.keys(step.place)[0]))).toEqual(new Set(["newFile", "under", "atEnd"]));
  });

  it("generates the new operation: its models, validators, schemas, docs page and OpenAPI component", () => {
    expect(after.operations.map((operation) => `${operation.name} ${operation.version}`)).toEqual(
      expect.arrayContaining(["CAPTURE 100", "VERIFY 101"]),
    );
    for (const path of [
      "src/models/capture-100.ts",
      "src/validators/capture-100.ts",
      "schema/100/capture.request.schema.json",
      "docs/100/capture.md",
    ])
      fileText(path);
    expect(Object.keys(JSON.parse(fileText("openapi.json")).components.schemas)).toEqual(
      expect.arrayContaining(["Capture100Request", "Capture100Response", "Verify101Request"]),
    );
    expect(fileText("dist/index.d.ts")).toContain("Capture100Models");
  });

  it("generates the new version beside the one it extends, with its narrower bound", () => {
    const schema = JSON.parse(fileText("schema/101/verify.request.schema.json"));
    expect(schema.properties.order.properties.reference.maxLength).toBe(30);
    fileText("docs/101/verify.md");
    expect(after.operations.find((operation) => operation.name === "VERIFY" && operation.isDefault)?.version).toBe("100");
  });

  it("mounts the group and uses the type where the catalogue says, in every operation that selects order.**", () => {
    const authorize = after.operations.find((operation) => operation.name === "AUTHORIZE") as GatewayIR["operations"][number];
    const fields = new Map(allFields(authorize.request.root).map((field) => [field.path, field]));
    expect(fields.get("order.pickupContact")?.group).toBe("contact");
    expect(fields.has("order.pickupContact.phone")).toBe(true);
    const code = fields.get("order.pickupCode")?.type;
    expect(code?.kind === "string" ? code.typeName : code?.kind).toBe("PickupCode");
    expect(after.dataTypes.map((type) => type.name)).toContain("PickupCode");
    expect(fileText("docs/data-types.md")).toContain("PickupCode");
    expect(fileText("docs/groups.md")).toContain("contact");
  });

  it("applies the rule where the operation names it, and the report calls it breaking for callers", () => {
    const authorize = after.operations.find((operation) => operation.name === "AUTHORIZE") as GatewayIR["operations"][number];
    expect(authorize.request.rules.map((rule) => rule.id)).toContain("pickup-code-for-store-pickup");
    expect(fileText("src/validators/authorize-100.ts")).toContain("pickupCode");
    const report = compareSurfaces(surfaceOf(before), surfaceOf(after), { from: "before", to: "after" });
    expect(report.changes.filter((change) => change.level === "breaking").map((change) => `${change.operation} ${change.kind}`)).toEqual([
      "AUTHORIZE rule-added",
    ]);
    expect(report.changes.filter((change) => change.kind === "name-changed")).toEqual([]);
  });

  it("says four operations where the prose counts them with a placeholder", () => {
    expect(after.api.endpoint.description).toMatch(/^All four operations/);
  });
});
