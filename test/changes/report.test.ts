// The change report on the fixture history: for each pair, the change it must name (kind, place,
// breaking or not) and the bump, then its Markdown and JSON against golden files. Refresh the
// goldens with `npx vitest run test/changes -u` and review the diff.

import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compareSurfaces, reportJson, reportMarkdown } from "../../generator/changes/report.js";
import { surfaceOf, type ApiSurface } from "../../generator/changes/surface.js";
import { buildIR } from "../../generator/pipeline.js";
import { FIXTURES_ROOT, fixtureWith, removeTempDirs } from "../support/fixtures.js";
import { CHANGE_CASES } from "./fixture-history.js";

afterAll(removeTempDirs);

async function surfaceWith(files: Record<string, string | null>): Promise<ApiSurface> {
  return surfaceOf(await buildIR(await fixtureWith("minimal-spec", files)));
}

const labels = { from: "before", to: "after" };

describe("the change report on the fixture history", () => {
  it.each(Object.entries(CHANGE_CASES))("%s", async (name, { before = {}, after, want, bump }) => {
    const report = compareSurfaces(await surfaceWith(before), await surfaceWith({ ...before, ...after }), labels);
    expect(report.changes, JSON.stringify(report.changes, null, 2)).toContainEqual(expect.objectContaining(want));
    expect(report.bump).toBe(bump);
    await expect(reportMarkdown(report)).toMatchFileSnapshot(join(FIXTURES_ROOT, "changes", name, "report.md"));
    await expect(reportJson(report)).toMatchFileSnapshot(join(FIXTURES_ROOT, "changes", name, "report.json"));
  });

  it("reads a released snapshot whose sections an older generator wrote in another form: warnings, never a crash", async () => {
    const surface = await surfaceWith({});
    // The double as release 1.0.0 recorded it: statuses as a map, no roles, no provider page.
    const olderDouble = { status: { created: 201, ok: 200 }, copies: [] } as unknown as ApiSurface["api"]["double"];
    const released: ApiSurface = { ...surface, api: { ...surface.api, double: olderDouble } };
    const report = compareSurfaces(released, surface, labels);
    const doubleRows = report.changes.filter((change) => change.path === "double");
    expect(doubleRows.length).toBeGreaterThan(0);
    expect(doubleRows.every((change) => change.kind === "changed" && change.level === "warning")).toBe(true);
    expect(report.changes.filter((change) => change.path !== "double")).toEqual([]);
  });

  it("finds nothing between a spec and itself, and gives the same bytes every time", async () => {
    const [first, second] = [await surfaceWith({}), await surfaceWith({})];
    const report = compareSurfaces(first, second, labels);
    expect(report).toEqual({ bump: "none", ...labels, changes: [] });
    expect(reportMarkdown(report)).toContain("No change.");
    const changed = await surfaceWith(CHANGE_CASES["request-bound-narrowed"]?.after ?? {});
    expect(reportJson(compareSurfaces(first, changed, labels))).toBe(reportJson(compareSurfaces(second, changed, labels)));
  });

  it("lists the differences of an added version from its base as documentation, with their level for whoever moves", async () => {
    const { after, bump } = CHANGE_CASES["version-added"] ?? expect.unreachable();
    const report = compareSurfaces(await surfaceWith({}), await surfaceWith(after), labels);
    expect(bump).toBe("minor");
    expect(report.changes).toContainEqual(
      expect.objectContaining({
        operation: "PAY",
        version: "3",
        path: "order.reference",
        kind: "bound-narrowed",
        level: "documentation",
        breaking: false,
        relativeTo: "2",
        levelFromBase: "breaking",
      }),
    );
    expect(report.bump).toBe("minor");
    expect(reportMarkdown(report)).toContain("- Request `order.reference`: length `1-40` -> `1-30` (breaking for callers moving from 2)");
  });
});
