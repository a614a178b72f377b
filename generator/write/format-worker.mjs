// Prettier in a worker thread (see format.ts): it loads and formats while the main thread builds the
// IR and runs the emitters. The models' JSDoc is written onto their text here too, just before
// prettier, since finding their properties takes a parser (prettier's, loaded here anyway:
// typescript-parser.mjs).
// Plain JavaScript, so that it runs the same under tsx, vitest and node.
import { parentPort } from "node:worker_threads";

const { format } = await import("prettier");
const { insertMemberDocs } = await import("../emit/models/insert-member-docs.mjs");
const { typescriptParser } = await import("./typescript-parser.mjs");
const parser = await typescriptParser();

/** One file at a time: prettier's format is asynchronous, and many at once would hold every file's syntax tree together. */
let queue = Promise.resolve();

parentPort.on("message", (request) => {
  queue = queue.then(() => answer(request));
});

/** The JSDoc table, sent as JSON (format.ts), as the maps insertMemberDocs reads. */
function parseMemberDocs(text) {
  return new Map(JSON.parse(text).map(([name, members]) => [name, new Map(members)]));
}

async function answer({ id, contents, memberDocs, options }) {
  try {
    const documented = memberDocs === undefined ? undefined : insertMemberDocs(contents, parseMemberDocs(memberDocs), parser.parse);
    const laidOut = await format(documented ?? contents, { ...options, parser: parser.name, plugins: parser.plugins });
    parentPort.postMessage({ id, contents: laidOut, documented });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}
