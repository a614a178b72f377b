// `npm run changes` (node generator/cli/run.mjs changes): the command of changes-command.ts on this process's
// arguments. Kept apart from it so that a test can run the command in its own process.

import { changesCommand } from "./changes-command.js";

process.exitCode = await changesCommand(process.argv.slice(2));
