// The fuzz properties, run for one validator (one operation, version and direction) at a time: each
// input kind as a fast-check run, then the giant inputs. Shared by `npm run fuzz` (run-fuzz.ts, the
// long run with the time bounds) and `npm test` (fuzz.test.ts, a short run without them).

import fc from "fast-check";
import type { MessageCase } from "../support/gateway-ir.js";
import { checkCall, prototypeChanges, prototypeSnapshot } from "./call-checks.js";
import { giantBoundMs, giantCases, type GiantScale } from "./giant-inputs.js";
import { inputKinds, validBodyPool, type InputKind } from "./input-kinds.js";

export interface FuzzSettings {
  /** Inputs per validator, shared out evenly over the input kinds. */
  inputsPerValidator: number;
  /** Valid bodies per message that the kinds start from. */
  poolSize: number;
  seed: number;
  /** The bound of one call on an ordinary input; undefined: time is not judged. */
  ordinaryBoundMs: number | undefined;
  giantScale: GiantScale;
  /** Whether giant inputs are held to their bound, proportional to their size. */
  timeGiantInputs: boolean;
}

export interface RunReport {
  /** The input kind, or the giant input. */
  name: string;
  inputs: number;
  slowestMs: number;
  /** The bound the slowest call was held to, if any. */
  boundMs: number | undefined;
  problems: string[];
}

/** Every input kind, then every giant input, against one validator. */
export function fuzzValidator(messageCase: MessageCase, settings: FuzzSettings): RunReport[] {
  const pool = validBodyPool(messageCase, settings.poolSize, settings.seed);
  const kinds = inputKinds(messageCase, pool);
  const runs = Math.ceil(settings.inputsPerValidator / kinds.length);
  return [...kinds.map((kind) => fuzzKind(messageCase, kind, runs, settings)), ...fuzzGiantInputs(messageCase, settings)];
}

function fuzzKind(messageCase: MessageCase, kind: InputKind, runs: number, settings: FuzzSettings): RunReport {
  const report: RunReport = { name: kind.name, inputs: 0, slowestMs: 0, boundMs: settings.ordinaryBoundMs, problems: [] };
  const options = { mayThrowOnRead: kind.mayThrowOnRead, boundMs: settings.ordinaryBoundMs };
  const before = prototypeSnapshot();
  const property = fc.property(kind.arbitrary, ({ input }) => {
    const outcome = checkCall(messageCase.validate, input, options);
    report.inputs++;
    report.slowestMs = Math.max(report.slowestMs, outcome.milliseconds);
    if (outcome.problem !== undefined) throw new Error(outcome.problem);
  });
  // fc.check, not fc.assert: a counterexample may be a cycle or a proxy that throws, or large;
  // the seed and path replay it (FC_SEED), and the message says what went wrong.
  const details = fc.check(property, { numRuns: runs, seed: settings.seed, endOnFailure: true });
  if (details.failed) {
    const reason = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    report.problems.push(`${messageCase.label}, ${kind.name}: ${reason} (seed ${details.seed}, path "${details.counterexamplePath}")`);
  }
  const changes = prototypeChanges(before);
  if (changes.length > 0) report.problems.push(`${messageCase.label}, ${kind.name}: built-in prototypes changed: ${changes.join(", ")}`);
  return report;
}

function fuzzGiantInputs(messageCase: MessageCase, settings: FuzzSettings): RunReport[] {
  return giantCases(messageCase, settings.giantScale).map((giant) => {
    const boundMs = settings.timeGiantInputs ? giantBoundMs(giant.bytes) : undefined;
    const before = prototypeSnapshot();
    const outcome = checkCall(messageCase.validate, giant.make(), { mayThrowOnRead: false, boundMs });
    const problems = outcome.problem === undefined ? [] : [`${messageCase.label}, ${giant.label}: ${outcome.problem}`];
    const changes = prototypeChanges(before);
    if (changes.length > 0) problems.push(`${messageCase.label}, ${giant.label}: built-in prototypes changed: ${changes.join(", ")}`);
    return { name: giant.label, inputs: 1, slowestMs: outcome.milliseconds, boundMs, problems };
  });
}
