// The command line of a generator command, parsed by node's parseArgs; an unknown option or an option
// without its value is the user's mistake, said in one line before the usage, never a stack trace.

import { parseArgs, type ParseArgsConfig } from "node:util";

/** What a command was given, or the mistake parseArgs found in it. */
export type CommandLine<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>> | { mistake: string };

export function parseCommandLine<T extends ParseArgsConfig>(config: T): CommandLine<T> {
  try {
    return parseArgs(config);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined || !code.startsWith("ERR_PARSE_ARGS_")) throw error;
    return { mistake: (error as Error).message };
  }
}
