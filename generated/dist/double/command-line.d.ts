import type { RunningDouble } from "./gateway-double.js";
/** Where the command writes: standard output (the URL, the usage) and standard error (mistakes, the log). */
export interface CommandOutput {
	stdout(text: string): void;
	stderr(text: string): void;
}
/** What a run of the command ended with: an exit code, or a double left running (its caller stops it). */
export type CommandOutcome = {
	exitCode: number;
} | {
	double: RunningDouble;
};
/** Runs the command on its arguments (`process.argv.slice(2)`): the usage, a mistake, or a running double. */
export declare function runGatewayMockCommand(args: string[], output: CommandOutput): Promise<CommandOutcome>;
