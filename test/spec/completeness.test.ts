// Nothing the seed states is dropped: every field path it names is a catalogue row, a group, a gap
// bound or a rule's field, and every enumeration-like word it writes is a value in the spec.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildSpecModel } from "../../generator/check/spec-model.js";
import { loadSpec } from "../../generator/load/load-spec.js";
import { buildCatalogue } from "../../generator/check/catalogue.js";

const seedPath = resolve(import.meta.dirname, "../../../shared/seed/gateway-api.md");
const specRoot = resolve(import.meta.dirname, "../../spec");

/** Upper-case words of the seed that are prose, not enumeration values; each with the reason. */
const NOT_VALUES: Record<string, string> = {
  REST: "the API style",
  URL: "prose",
  URI: "prose",
  JSON: "prose",
  ISO: "standard name",
  RFC: "standard name",
  ITU: "standard name",
  E123: "standard name",
  EMV: "standard name",
  IATA: "standard name",
  ASCII: "type name",
  API: "prose",
  HTTP: "prose",
  HTTPS: "prose",
  YYYY: "date format",
  SSSZ: "date format",
  MMDD: "date format",
  HHMMSS: "time format",
  XID: "3-D Secure term in a description",
  ALWAYS: "ALWAYS PROVIDED, a presence marker",
  PROVIDED: "ALWAYS PROVIDED, a presence marker",
  CONDITIONAL: "a presence marker",
  OPTIONAL: "a presence marker",
  UNMASK: "a value of responseControls.sensitiveData, a String field; kept in its description",
  ACCOUNT_FUNDING: "named as a purchase type but in neither list of order.purchaseType; kept in its description",
};

describe.runIf(existsSync(seedPath))("completeness against the seed", () => {
  const seed = existsSync(seedPath) ? readFileSync(seedPath, "utf8") : "";

  it("has every field path the seed names", async () => {
    const { model } = buildSpecModel(await loadSpec(specRoot));
    const known = new Set(buildCatalogue(model).keys());
    for (const document of model.documents.values()) {
      const fields = (document.value as { fields?: Record<string, unknown> }).fields;
      for (const path of Object.keys(fields ?? {})) known.add(path);
    }
    const gapBounds = model.operations.flatMap((operation) =>
      (["request", "response"] as const).flatMap((direction) =>
        (operation.value[direction]?.gaps ?? []).flatMap((gap) => [gap.after, gap.before, gap.within, ...(gap.includes ?? [])]),
      ),
    );
    const covered = (path: string) =>
      known.has(path) || [...known].some((other) => other.startsWith(`${path}.`)) || gapBounds.includes(path);
    const named = [
      ...new Set(
        [...seed.matchAll(/\b[a-zA-Z][a-zA-Z0-9]*(?:\[n\])?(?:\.[a-zA-Z0-9]+(?:\[n\])?)+/g)].map((match) =>
          match[0].replace(/\[n\]/g, "[]"),
        ),
      ),
    ]
      .filter((path) => !path.endsWith("SSSZ"))
      .map((path) => path.replace(/\.X$/, "")); // order.custom.X: X is the merchant's name
    // Rows inside a group name their fields relative to it ("entity.id" in the initiator row).
    const coveredRelative = (path: string) =>
      covered(path) || [...known].some((other) => other.endsWith(`.${path}`) || other.includes(`.${path}.`));
    expect(named.length).toBeGreaterThan(200);
    expect(named.filter((path) => !coveredRelative(path))).toEqual([]);
  });

  it("has every enumeration value the seed writes", async () => {
    const specText = (await loadSpec(specRoot)).map((file) => JSON.stringify(file.data)).join("\n");
    const words = [...new Set([...seed.matchAll(/\b[A-Z][A-Z0-9_]{2,}\b/g)].map((match) => match[0]))];
    expect(words.length).toBeGreaterThan(200);
    expect(words.filter((word) => !(word in NOT_VALUES) && !specText.includes(`"${word}"`))).toEqual([]);
  });

  it("records every 'not shown' statement of the seed as a gap", async () => {
    const specText = (await loadSpec(specRoot)).map((file) => JSON.stringify(file.data)).join("\n");
    const statements = seed.split("\n").filter((line) => /not shown/.test(line) && !/^This document|gap is marked|^#/.test(line));
    expect(statements.length).toBeGreaterThanOrEqual(16);
    // Each statement's distinctive words appear in some gap text.
    const gapTexts = [...specText.matchAll(/"(?:text|open)":"([^"]*not shown[^"]*)"/g)].map((match) => match[1] as string);
    const normal = (text: string) => text.toLowerCase().replace(/\[n\]/g, "[]").replace(/\s+/g, " ");
    for (const statement of statements) {
      // The sentence that says 'not shown', without list markers ("- ", "1. ").
      const sentence =
        statement
          .replace(/\|/g, " ")
          .replace(/^\s*(?:-|\d+\.)\s*/, "")
          .trim()
          .split(/(?<=\.)\s+(?=[A-Z])/)
          .find((part) => part.includes("not shown")) ?? statement;
      const key = normal(sentence).slice(0, 30);
      expect(
        gapTexts.some((text) => normal(text).includes(key)),
        statement,
      ).toBe(true);
    }
  });
});
