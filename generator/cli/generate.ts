// `npm run generate` (node generator/cli/run.mjs generate): the command of generate-command.ts on this process's
// arguments. Kept apart from it so that a test can run the command in its own process.

import { generateCommand } from "./generate-command.js";

process.exitCode = await generateCommand(process.argv.slice(2));
