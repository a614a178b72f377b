// Where a mutation run's vitest runs: in Stryker's sandbox (<project>/.stryker-tmp-<run>/sandbox-<id>/),
// whose shipped code is instrumented in place, or in the project itself (a narrowed run by hand).

import { join } from "node:path";

const SANDBOX = /[\\/]\.stryker-tmp[^\\/]*[\\/]sandbox[^\\/]*[\\/]?$/;

/** The project a Stryker sandbox was copied from, or undefined when `root` is no sandbox. */
export function projectOfSandbox(root: string): string | undefined {
  return SANDBOX.test(root) ? join(root, "..", "..") : undefined;
}
