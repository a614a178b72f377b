// The generator's commands run in the test's own process: what `npm run generate`, `changes` and
// `release` run (generator/cli/<name>-command.ts), their output captured, their exit code returned.
// A suite that promises the command line runs it as a process too (the launcher, cli/run.mjs).

import { vi } from "vitest";
import { changesCommand } from "../../generator/cli/changes-command.js";
import { generateCommand } from "../../generator/cli/generate-command.js";
import { releaseCommand } from "../../generator/cli/release-command.js";

export interface CommandOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

export const COMMANDS = { generate: generateCommand, changes: changesCommand, release: releaseCommand };

export type CommandName = keyof typeof COMMANDS;

/** The command on these arguments, in this process: its exit code, and what it wrote to stdout and stderr meanwhile. */
export async function commandInProcess(name: CommandName, ...args: string[]): Promise<CommandOutcome> {
  const printed = { stdout: "", stderr: "" };
  const capture = (stream: "stdout" | "stderr") =>
    vi.spyOn(process[stream], "write").mockImplementation((text: string | Uint8Array) => {
      printed[stream] += String(text);
      return true;
    });
  const spies = [capture("stdout"), capture("stderr")];
  try {
    return { code: await COMMANDS[name](args), ...printed };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
