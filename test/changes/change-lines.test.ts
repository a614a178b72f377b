// One change as one line of text: on an operation's own page of the reference (describeChange, no
// operation named), and in logs and the CLI (changeLine, the operation first). A change of the whole
// operation or of the API has no subject; a version added names the version it is measured against.

import { describe, expect, it } from "vitest";
import { changeAt, type ChangeSite } from "../../generator/changes/change.js";
import { deprecationChangeWords } from "../../generator/changes/deprecations.js";
import { changeLine, describeChange, reportMarkdown } from "../../generator/changes/report.js";

const request: ChangeSite = { operation: "VERIFY", version: "100", direction: "request" };
const api: ChangeSite = { operation: "*", version: "*", direction: "api" };
const bound = changeAt(request, "order.reference", "bound-narrowed", "narrows", "1-40", "1-30", "length");

describe("a change in one line", () => {
  it("on the operation's page: its direction and path, what changed, and its level", () => {
    expect(describeChange(bound)).toBe("request order.reference: length 1-40 -> 1-30, breaking for callers");
  });

  it("without a subject where the change is the whole operation's or the API's", () => {
    const operation = changeAt({ ...request, direction: "api" }, "", "documentation-changed", "documents", "Verify", "Check", "title");
    expect(describeChange(operation)).toBe("title Verify -> Check, documentation");
    const endpoint = changeAt(api, "endpoint", "endpoint-changed", "breaks", "PUT", "POST", "method");
    expect(describeChange(endpoint)).toBe("endpoint: method PUT -> POST, breaking for callers");
  });

  it("for whoever moves from the base of an added version: the level it has for them", () => {
    const relative = changeAt({ ...request, relativeTo: "99" }, "order.reference", "bound-narrowed", "narrows", "1-40", "1-30", "length");
    expect(describeChange(relative)).toBe("request order.reference: length 1-40 -> 1-30, breaking for callers");
    expect(changeLine(relative)).toBe("VERIFY 100 request order.reference: length 1-40 -> 1-30 (against 99), breaking for callers");
  });

  it("says whom a breaking change breaks, and marks what touches security", () => {
    const response: ChangeSite = { ...request, direction: "response" };
    expect(changeLine(changeAt(response, "order.status", "field-removed", "breaks", "always String", null))).toBe(
      "VERIFY 100 response order.status: removed (was always String), breaking for response readers",
    );
    const lost = changeAt(request, "order.note", "sensitivity-changed", "undecided", "free-text", null, "sensitivity class", true);
    expect(changeLine(lost)).toBe(
      "VERIFY 100 request order.note: no longer sensitive (was free-text): logs and the double's answers show it in clear, warning (security)",
    );
  });

  it("names no subject for a change of every operation as a whole", () => {
    expect(changeLine(changeAt(api, "", "documentation-changed", "documents", "One.", "Two.", "title"))).toBe(
      "every operation: title One. -> Two., documentation",
    );
  });

  it("in logs: every operation for the API's, then the rest", () => {
    expect(changeLine(bound)).toBe("VERIFY 100 request order.reference: length 1-40 -> 1-30, breaking for callers");
    const shared = changeAt(api, "client", "client-changed", "undecided", "30 s", "5 s", "time-out per attempt");
    expect(changeLine(shared)).toBe("every operation client: time-out per attempt 30 s -> 5 s, warning");
  });
});

describe("a deprecation's words", () => {
  const quote = (text: string) => `«${text}»`;

  it.each([
    [changeAt(request, "", "deprecated", "compatible", null, "since 2026-11-01"), "deprecated «since 2026-11-01»"],
    [
      changeAt(request, "", "deprecation-withdrawn", "compatible", "since 2026-11-01", null),
      "no longer deprecated (was deprecated «since 2026-11-01»)",
    ],
    [changeAt(request, "", "deprecation-changed", "documents", "since 1", "since 2", "deprecation"), "deprecation «since 1» -> «since 2»"],
    [changeAt(request, "", "deprecation-changed", "documents", null, null, "deprecation"), "deprecation none -> none"],
  ])("%#", (change, words) => {
    expect(deprecationChangeWords(change, quote)).toBe(words);
  });

  it("are none for any other change", () => {
    expect(deprecationChangeWords(bound, quote)).toBeUndefined();
  });
});

describe("the report in Markdown", () => {
  const shared = changeAt(api, "client", "client-changed", "undecided", "30 s", "5 s", "time-out per attempt");

  it("counts each level, one warning or several, and heads each level's section", () => {
    const one = reportMarkdown({ bump: "major", from: "release 1.0.0", to: "the working spec", changes: [shared, bound] });
    expect(one).toBe(
      [
        "# API changes",
        "",
        "From release 1.0.0 to the working spec: **major** (1 breaking, 1 warning, 0 compatible, 0 documentation).",
        "",
        "## Breaking changes",
        "",
        "### VERIFY 100",
        "",
        "- Request `order.reference`: length `1-40` -> `1-30`. Callers that send what it no longer allows are refused.",
        "",
        "## Warnings",
        "",
        "### Every operation",
        "",
        "- `client`: time-out per attempt `30 s` -> `5 s`. Calls that succeeded may now fail: check them against your latency and answers.",
        "",
      ].join("\n"),
    );
    const two = reportMarkdown({ bump: "minor", from: "a", to: "b", changes: [shared, { ...shared, path: "double" }] });
    expect(two.split("\n")[2]).toBe("From a to b: **minor** (0 breaking, 2 warnings, 0 compatible, 0 documentation).");
  });

  it("says no change when there is none", () => {
    expect(reportMarkdown({ bump: "none", from: "a", to: "b", changes: [] })).toBe(
      "# API changes\n\nFrom a to b: **none** (0 breaking, 0 warnings, 0 compatible, 0 documentation).\n\nNo change.\n",
    );
  });
});
