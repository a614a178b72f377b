/** A compiled pattern: `next[state * 128 + code]` is the next state (0 rejects); `ends[state]` says how it ends. */
export interface Automaton {
	readonly next: Uint8Array;
	readonly ends: Uint8Array;
}
/**
* Builds the table from the generator's description: `edges` holds `[from, firstCode, lastCode, to]`
* runs of ASCII characters; state 1 is the start.
*/
export declare function automaton(stateCount: number, edges: readonly number[], accepting: readonly number[], acceptingAnyRest: readonly number[]): Automaton;
/** Whether the pattern accepts `text`. Any non-ASCII character rejects, since no transition reads one. */
export declare function matchesAutomaton(text: string, compiled: Automaton): boolean;
