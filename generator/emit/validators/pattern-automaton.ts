// A spec pattern compiled, at generation time, into a deterministic automaton over ASCII characters,
// so that a validator walks a small table instead of calling into the regular-expression engine:
// on the short values requests carry, the call alone costs more than the match. refa builds and
// minimises the automaton; a pattern it cannot express exactly stays a regular expression.

import type { DFA } from "refa";
import { minimalDfa, wholeTextSource } from "../../language/whole-text.js";

/** The table a validator module builds at load (`automaton(...)` in the runtime). */
export interface PatternAutomaton {
  /** States are numbered from 1 (the start) in breadth-first order; 0 rejects. */
  stateCount: number;
  /** Runs of ASCII characters, `[from, firstCode, lastCode, to]` each, in state then character order. */
  edges: number[];
  /** States in which the text may end. */
  accepting: number[];
  /** States from which any rest of the text is accepted (a pattern with no `$`). */
  acceptingAnyRest: number[];
}

/** Past this many states the table (128 bytes a state) outweighs the gain: the pattern stays a RegExp. */
const MAX_AUTOMATON_STATES = 64;
const ASCII_END = 128;

/**
 * The automaton accepting exactly the texts `new RegExp(source, flags).test` accepts, or undefined
 * where that cannot be had: lookarounds, back-references, `^`/`$` other than at the two ends, a
 * transition on a non-ASCII character, or too many states.
 */
export function compilePattern(source: string, flags: string): PatternAutomaton | undefined {
  const key = `/${source}/${flags}`;
  if (!compiled.has(key)) compiled.set(key, compileAnew(source, flags));
  return compiled.get(key);
}

/** Every validator module asks for the same few patterns, each once per message: build each once. */
const compiled = new Map<string, PatternAutomaton | undefined>();

function compileAnew(source: string, flags: string): PatternAutomaton | undefined {
  const language = wholeTextSource(source, flags);
  if (language === undefined) return undefined;
  const dfa = minimalDfa(language, flags);
  return dfa === undefined ? undefined : tableOf(dfa);
}

function tableOf(dfa: DFA): PatternAutomaton | undefined {
  const live = statesReachingAFinal(dfa);
  const anyRest = new Set([...dfa.finals].filter((node) => acceptsAnyRest(node, dfa.maxCharacter)));
  const numbers = numberStates(dfa.initial, live, anyRest);
  if (numbers.size > MAX_AUTOMATON_STATES) return undefined;
  const edges: number[] = [];
  for (const [node, from] of numbers) {
    if (anyRest.has(node)) continue;
    for (const [range, to] of node.out) {
      const target = numbers.get(to);
      if (target === undefined) continue;
      if (range.max >= ASCII_END) return undefined;
      edges.push(from, range.min, range.max, target);
    }
  }
  const numbered = [...numbers];
  return {
    stateCount: numbers.size + 1,
    edges,
    accepting: numbered.filter(([node]) => dfa.finals.has(node) && !anyRest.has(node)).map(([, number]) => number),
    acceptingAnyRest: numbered.filter(([node]) => anyRest.has(node)).map(([, number]) => number),
  };
}

/** A final state that loops to itself on every character. */
function acceptsAnyRest(node: DFA.Node, maxCharacter: number): boolean {
  const entries = [...node.out];
  const [entry] = entries;
  return entries.length === 1 && entry !== undefined && entry[1] === node && entry[0].min === 0 && entry[0].max === maxCharacter;
}

/** States from which some final state can be reached; the others only ever reject. */
function statesReachingAFinal(dfa: DFA): Set<DFA.Node> {
  const incoming = new Map<DFA.Node, DFA.Node[]>();
  for (const node of dfa.nodes()) for (const [, to] of node.out) incoming.set(to, [...(incoming.get(to) ?? []), node]);
  const live = new Set(dfa.finals);
  const queue = [...dfa.finals];
  for (let node = queue.pop(); node !== undefined; node = queue.pop())
    for (const from of incoming.get(node) ?? [])
      if (!live.has(from)) {
        live.add(from);
        queue.push(from);
      }
  return live;
}

/**
 * The start (1, even when nothing is accepted) and the live states, numbered in breadth-first order
 * with transitions taken in character order: the same automaton, the same numbers.
 */
function numberStates(initial: DFA.Node, live: ReadonlySet<DFA.Node>, anyRest: ReadonlySet<DFA.Node>): Map<DFA.Node, number> {
  const numbers = new Map<DFA.Node, number>([[initial, 1]]);
  const queue = [initial];
  for (let index = 0; index < queue.length; index++) {
    const node = queue[index] as DFA.Node;
    if (anyRest.has(node)) continue;
    for (const [, to] of node.out)
      if (live.has(to) && !numbers.has(to)) {
        numbers.set(to, numbers.size + 1);
        queue.push(to);
      }
  }
  return numbers;
}
