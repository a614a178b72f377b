#!/usr/bin/env node
// npx gateway-mock: the gateway double from the command line, with every option startGatewayMock
// takes. The work is double/command-line.ts's; this file only gives it the process: its arguments,
// its standard streams, its exit code, and a stop on SIGINT or SIGTERM.

import { runGatewayMockCommand } from "./command-line.js";

void runGatewayMockCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}).then((outcome) => {
  if ("exitCode" in outcome) {
    process.exitCode = outcome.exitCode;
    return;
  }
  const stop = () => void outcome.double.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
});
