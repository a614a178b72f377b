// The fuzz properties of `npm run fuzz`, at a size for `npm test`: every validator (operation,
// version, direction) against every input kind, a few hundred inputs each, and the giant inputs at
// a thousandth of their size. No time bounds here: the long run judges time.

import { describe, expect, it } from "vitest";
import { loadGatewayIR, messageCases } from "../support/gateway-ir.js";
import { fuzzValidator, type FuzzSettings } from "./fuzz-run.js";

const cases = messageCases(await loadGatewayIR());
const settings: FuzzSettings = {
  inputsPerValidator: 600,
  poolSize: 20,
  seed: 20261125,
  ordinaryBoundMs: undefined,
  giantScale: { depth: 1_000, items: 1_000, stringBytes: 50 * 1024 },
  timeGiantInputs: false,
};

describe("fuzzed validators", () => {
  it.each(cases.map((messageCase) => ({ label: messageCase.label, messageCase })))(
    "$label: never throw, answer in shape, echo no value, leave the prototypes alone",
    ({ messageCase }) => {
      const reports = fuzzValidator(messageCase, settings);
      expect(reports.reduce((sum, report) => sum + report.inputs, 0)).toBeGreaterThanOrEqual(settings.inputsPerValidator);
      expect(reports.flatMap((report) => report.problems)).toEqual([]);
    },
    60_000,
  );
});
