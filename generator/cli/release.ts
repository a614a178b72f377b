// `npm run release` (node generator/cli/run.mjs release): the command of release-command.ts on this process's
// arguments. Kept apart from it so that a test can run the command in its own process.

import { releaseCommand } from "./release-command.js";

// Settled by a promise rather than a top-level await: the launcher loads the commands bundled as
// CommonJS (runner/compile-cache.mjs), which has none. A rejection still ends the run with its stack.
void releaseCommand(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
