/** How a state ends a text: it rejects, it accepts if the text ends here, or it accepts whatever follows. */
const REJECTS = 0;
const ACCEPTS_AT_END = 1;
const ACCEPTS_ANY_REST = 2;
/**
* Builds the table from the generator's description: `edges` holds `[from, firstCode, lastCode, to]`
* runs of ASCII characters; state 1 is the start.
*/
export function automaton(stateCount, edges, accepting, acceptingAnyRest) {
	const next = new Uint8Array(stateCount * 128);
	for (let index = 0; index + 3 < edges.length; index += 4) {
		const from = edges[index];
		const to = edges[index + 3];
		for (let code = edges[index + 1]; code <= edges[index + 2]; code++) next[from * 128 + code] = to;
	}
	const ends = new Uint8Array(stateCount);
	for (const state of accepting) ends[state] = ACCEPTS_AT_END;
	for (const state of acceptingAnyRest) ends[state] = ACCEPTS_ANY_REST;
	return {
		next,
		ends
	};
}
/** Whether the pattern accepts `text`. Any non-ASCII character rejects, since no transition reads one. */
export function matchesAutomaton(text, compiled) {
	const { next, ends } = compiled;
	let state = 1;
	for (let index = 0; index < text.length; index++) {
		if (ends[state] === ACCEPTS_ANY_REST) return true;
		const code = text.charCodeAt(index);
		if (code >= 128) return false;
		state = next[state * 128 + code];
		if (state === REJECTS) return false;
	}
	return ends[state] !== REJECTS;
}
