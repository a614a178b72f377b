// Each change of the report in words (generator/changes/change-words.ts): what moved, quoted by the
// caller's quote, and for a breaking change or a warning why it matters and to whom, different for
// callers and response readers where they break differently; nothing for the other levels.

import { describe, expect, it } from "vitest";
import { changeAt, type Change, type ChangeKind, type ChangeSite, type Effect, type Level } from "../../generator/changes/change.js";
import { whatChanged, whyItMatters } from "../../generator/changes/change-words.js";

const quote = (text: string) => `«${text}»`;
const request: ChangeSite = { operation: "PAY", version: "1", direction: "request" };
const response: ChangeSite = { operation: "PAY", version: "1", direction: "response" };

function change(kind: ChangeKind, before: string | null, after: string | null, extra: Partial<Change> = {}, site = request): Change {
  return { ...changeAt(site, "order.amount", kind, "alters", before, after), ...extra };
}

describe("what changed", () => {
  it.each<[string, Change, string]>([
    ["a version added", change("version-added", null, "2"), "version «2» added"],
    ["a version added on another", change("version-added", "1", "2"), "version «2» added, extending version «1»"],
    ["a version removed", change("version-removed", "1", null, { deprecation: null }), "version «1» removed without deprecation"],
    [
      "a deprecated version removed",
      change("version-removed", "1", null, { deprecation: "since 2026-11-01" }),
      "version «1» removed (deprecated «since 2026-11-01»)",
    ],
    [
      "the default version",
      change("default-version-changed", "1", "2"),
      "the client calls version «2» instead of «1», and the unversioned types name version «2»",
    ],
    ["a field added", change("field-added", null, "optional String"), "added («optional String»)"],
    [
      "a field removed",
      change("field-removed", "optional String", null, { deprecation: null }),
      "removed without deprecation (was «optional String»)",
    ],
    ["a value added", change("enum-value-added", null, "B"), "value «B» added"],
    ["a value removed", change("enum-value-removed", "B", null), "value «B» removed"],
    ["a rule added", change("rule-added", null, "r: “x”"), "rule added: «r: “x”»"],
    ["a rule removed", change("rule-removed", "r: “x”", null), "rule removed: «r: “x”»"],
    [
      "a region added",
      change("gap-added", null, "order.*"),
      "the fields the reference does not show (accepted unchecked) now include «order.*»",
    ],
    [
      "a region removed",
      change("gap-removed", "order.*", null),
      "the fields the reference does not show (accepted unchecked) no longer include «order.*»",
    ],
    ["a region widened", change("gap-widened", "a", "b"), "the fields the reference does not show (accepted unchecked): «a» -> «b»"],
    ["a region shrunk", change("gap-shrunk", "a", "b"), "the fields the reference does not show (accepted unchecked): «a» -> «b»"],
    ["a region changed", change("gap-changed", "a", "b"), "the fields the reference does not show (accepted unchecked): «a» -> «b»"],
    ["a rename", change("name-changed", "a", "b"), "renamed «a» -> «b»"],
    [
      "a part the old snapshot does not record",
      change("part-not-recorded", null, null, { facet: "retry.attempts" }),
      "the snapshot compared with does not record this part (retry.attempts)",
    ],
    ["an unnamed part not recorded", change("part-not-recorded", null, null), "the snapshot compared with does not record this part"],
    ["a scheme added", change("authentication-changed", null, "tls", { facet: "scheme" }), "scheme «tls» added"],
    ["a scheme removed", change("authentication-changed", "basic", null, { facet: "scheme" }), "scheme «basic» removed"],
    ["authentication otherwise", change("authentication-changed", "a", "b", { facet: "user" }), "user «a» -> «b»"],
    [
      "sensitivity added",
      change("sensitivity-changed", null, "card number"),
      "now sensitive («card number»): masked in logs and the double's answers",
    ],
    [
      "sensitivity removed",
      change("sensitivity-changed", "card number", null),
      "no longer sensitive (was «card number»): logs and the double's answers show it in clear",
    ],
    ["sensitivity moved", change("sensitivity-changed", "a", "b"), "masked as «b» instead of «a»"],
    [
      "a difference not classified",
      change("changed", "1", "2", { facet: "double" }),
      "«double» differs, which the report does not classify: «1» -> «2»",
    ],
    ["an unnamed difference", change("changed", null, "2"), "a value differs, which the report does not classify: none -> «2»"],
    ["a bound, by its facet", change("bound-narrowed", "1-40", "1-30", { facet: "length" }), "length «1-40» -> «1-30»"],
    ["a change without a facet, by its kind", change("presence-changed", "optional", null), "presence changed «optional» -> none"],
    ["a deprecation", change("deprecated", null, "since 2026-11-01"), "deprecated «since 2026-11-01»"],
  ])("%s", (_, given, words) => {
    expect(whatChanged(given, quote)).toBe(words);
  });
});

describe("why it matters", () => {
  const at = (kind: ChangeKind, site: ChangeSite, effect: Effect = "alters") => changeAt(site, "x", kind, effect, "a", "b");
  const every: ChangeKind[] = [
    "version-removed",
    "default-version-changed",
    "field-added",
    "field-removed",
    "presence-changed",
    "type-changed",
    "bound-narrowed",
    "bound-widened",
    "bound-changed",
    "pattern-tightened",
    "pattern-loosened",
    "pattern-changed",
    "charset-tightened",
    "charset-loosened",
    "charset-changed",
    "format-changed",
    "enum-value-added",
    "enum-value-removed",
    "list-opened",
    "list-closed",
    "list-kind-changed",
    "gap-removed",
    "gap-shrunk",
    "gap-changed",
    "rule-added",
    "rule-tightened",
    "rule-removed",
    "rule-loosened",
    "rule-changed",
    "sensitivity-changed",
    "mask-changed",
    "endpoint-changed",
    "path-parameter-added",
    "path-parameter-removed",
    "authentication-changed",
    "client-changed",
    "error-role-changed",
    "status-changed",
    "double-changed",
    "name-changed",
    "part-not-recorded",
    "changed",
  ];

  it.each(every)("%s says why, when it breaks or warns, and nothing at other levels", (kind) => {
    for (const site of [request, response]) {
      for (const level of ["breaking", "warning"] as Level[]) expect(whyItMatters(at(kind, site), level).length, level).toBeGreaterThan(10);
      for (const level of ["compatible", "documentation"] as Level[]) expect(whyItMatters(at(kind, site), level), level).toBe("");
    }
  });

  it("says a rename breaks code made from the package, and a part not recorded is to be checked by hand", () => {
    expect(whyItMatters(at("name-changed", request), "breaking")).toBe(
      "code and SDKs made from the package or its openapi.json that use the old name no longer compile",
    );
    expect(whyItMatters(at("part-not-recorded", request), "warning")).toBe(
      "it was written by an older generator: check by hand what this part changed since",
    );
  });

  it("has no reason for a kind that never breaks", () => {
    expect(whyItMatters(at("field-added", request), "breaking")).not.toBe("");
    expect(whyItMatters(at("version-added", request), "breaking")).toBe("");
    expect(whyItMatters(at("gap-added", request), "warning")).toBe("");
  });

  it.each<ChangeKind>(["field-removed", "presence-changed", "enum-value-removed", "list-closed", "bound-narrowed", "rule-added"])(
    "%s says one thing to callers and another to readers",
    (kind) => {
      const [caller, reader] = [whyItMatters(at(kind, request), "breaking"), whyItMatters(at(kind, response), "breaking")];
      expect(caller).not.toBe(reader);
      expect(`${caller} ${reader}`).toMatch(/callers/);
    },
  );

  it("tells a rule rewritten into another kind, a client change and a status change by their level", () => {
    const pairs: [ChangeKind, Effect, Effect, string, string][] = [
      [
        "rule-changed",
        "undecided",
        "alters",
        "the rule was rewritten into another kind: check by hand which bodies it refuses now",
        "bodies valid before may be refused",
      ],
      [
        "client-changed",
        "undecided",
        "breaks",
        "calls that succeeded may now fail: check them against your latency and answers",
        "code that passes the old argument no longer compiles",
      ],
      [
        "status-changed",
        "undecided",
        "breaks",
        "error handling that branches on the status may take another branch",
        "code, tests and tools (openapi.json) that expect the old status break",
      ],
    ];
    for (const [kind, warning, breaking, warningWords, breakingWords] of pairs) {
      const warned = at(kind, request, warning);
      const broken = at(kind, request, breaking);
      expect(warned.level).toBe("warning");
      expect(broken.level).toBe("breaking");
      expect(whyItMatters(warned, "warning"), kind).toBe(warningWords);
      expect(whyItMatters(broken, "breaking"), kind).toBe(breakingWords);
    }
  });
});
