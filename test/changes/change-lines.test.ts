// One change as one line of text: on an operation's own page of the reference (describeChange, no
// operation named), and in logs and the CLI (changeLine, the operation first). A change of the whole
// operation or of the API has no subject; a version added names the version it is measured against.

import { describe, expect, it } from "vitest";
import { changeAt, type ChangeSite } from "../../generator/changes/change.js";
import { deprecationChangeWords } from "../../generator/changes/deprecations.js";
import { changeLine, describeChange } from "../../generator/changes/report.js";

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
