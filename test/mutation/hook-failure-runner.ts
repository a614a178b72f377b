// The vitest runner of mutation runs (vitest.mutation.config.ts). When a hook of a file fails (a
// mutant that makes a `beforeAll` throw), vitest marks the file failed and its tests skipped.
// StrykerJS 9.6's vitest runner looks for the failure only among a skipped test's describe blocks,
// never at the file itself, so it counts such a mutant as survived although every test of the file
// stopped. This runner marks each test a failed hook kept from running as failed with the hook's
// error, which is what the mutant did to it.
import { updateTask, type File, type Suite, type Test } from "@vitest/runner";
import { VitestTestRunner } from "vitest/runners";

export default class HookFailureRunner extends VitestTestRunner {
  override async onAfterRunSuite(suite: Suite): Promise<void> {
    await super.onAfterRunSuite(suite);
    if (!isFile(suite) || suite.result?.state !== "fail") return;
    for (const test of testsOf(suite)) {
      if (test.result?.state !== "skip") continue;
      test.result = { ...test.result, state: "fail", errors: suite.result.errors ?? [] };
      updateTask("test-finished", test, this);
    }
  }
}

function isFile(suite: Suite): suite is File {
  return "filepath" in suite;
}

function testsOf(suite: Suite): Test[] {
  return suite.tasks.flatMap((task) => (task.type === "suite" ? testsOf(task) : task.type === "test" ? [task] : []));
}
