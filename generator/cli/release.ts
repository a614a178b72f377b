// `npm run release` (node generator/cli/run.mjs release): the command of release-command.ts on this process's
// arguments. Kept apart from it so that a test can run the command in its own process.

import { releaseCommand } from "./release-command.js";

process.exitCode = await releaseCommand(process.argv.slice(2));
