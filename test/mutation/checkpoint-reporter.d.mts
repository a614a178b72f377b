import type { MutantResult, StrykerOptions } from "@stryker-mutator/api/core";
import type { ClassPlugin, PluginKind } from "@stryker-mutator/api/plugin";
import type { DryRunCompletedEvent } from "@stryker-mutator/api/report";
import type { TestResult } from "@stryker-mutator/api/test-runner";
import type { MutationTestResult } from "mutation-testing-report-schema";

/** The least time between two writes of the incremental file. */
export const CHECKPOINT_INTERVAL_MS: number;

/** Stryker's incremental report of the mutants measured so far and the dry run's tests. */
export function checkpointReport(
  results: readonly MutantResult[],
  tests: readonly TestResult[],
  readSource: (path: string) => string,
  root: string,
): MutationTestResult;

/** Writes the incremental file while a run goes on, at most once a minute. */
export class CheckpointReporter {
  constructor(options: Pick<StrykerOptions, "incrementalFile">);
  onDryRunCompleted(event: DryRunCompletedEvent): void;
  onMutantTested(result: Readonly<MutantResult>): void;
}

export const strykerPlugins: ClassPlugin<PluginKind.Reporter, []>[];
