// Patterns the generator compiled into deterministic automata over ASCII characters (see
// generator/emit/validators/pattern-automaton.ts). Walking a table is several times cheaper than a
// call into the regular-expression engine on the short values a request carries.

/** A compiled pattern: `next[state * 128 + code]` is the next state (0 rejects); `ends[state]` says how it ends. */
export interface Automaton {
  readonly next: Uint8Array;
  readonly ends: Uint8Array;
}

/** How a state ends a text: it rejects, it accepts if the text ends here, or it accepts whatever follows. */
const REJECTS = 0;
const ACCEPTS_AT_END = 1;
const ACCEPTS_ANY_REST = 2;

/**
 * Builds the table from the generator's description: `edges` holds `[from, firstCode, lastCode, to]`
 * runs of ASCII characters; state 1 is the start.
 */
export function automaton(
  stateCount: number,
  edges: readonly number[],
  accepting: readonly number[],
  acceptingAnyRest: readonly number[],
): Automaton {
  const next = new Uint8Array(stateCount * 128);
  for (let index = 0; index + 3 < edges.length; index += 4) {
    const from = edges[index] as number;
    const to = edges[index + 3] as number;
    for (let code = edges[index + 1] as number; code <= (edges[index + 2] as number); code++) next[from * 128 + code] = to;
  }
  const ends = new Uint8Array(stateCount);
  for (const state of accepting) ends[state] = ACCEPTS_AT_END;
  for (const state of acceptingAnyRest) ends[state] = ACCEPTS_ANY_REST;
  return { next, ends };
}

/** Whether the pattern accepts `text`. Any non-ASCII character rejects, since no transition reads one. */
export function matchesAutomaton(text: string, compiled: Automaton): boolean {
  const { next, ends } = compiled;
  let state = 1;
  for (let index = 0; index < text.length; index++) {
    if (ends[state] === ACCEPTS_ANY_REST) return true;
    const code = text.charCodeAt(index);
    if (code >= 128) return false;
    state = next[state * 128 + code] as number;
    if (state === REJECTS) return false;
  }
  return ends[state] !== REJECTS;
}
