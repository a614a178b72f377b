// `npm run changes` (node generator/cli/run.mjs changes): the command of changes-command.ts on this process's
// arguments. Kept apart from it so that a test can run the command in its own process.

import { changesCommand } from "./changes-command.js";

// Settled by a promise rather than a top-level await: the launcher loads the commands bundled as
// CommonJS (runner/compile-cache.mjs), which has none. A rejection still ends the run with its stack.
void changesCommand(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
