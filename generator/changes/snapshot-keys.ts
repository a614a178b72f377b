// The words `api-snapshot.json` uses for two facts whose names inside the generator are the
// repository's own (`seedText`, `seedPath`: the source document's words and path): the file ships in
// the package, whose reader knows the document by its title, not by the repository's nickname.
// Files written before the rename are read as well.

const WRITTEN: Readonly<Record<string, string>> = { seedText: "sourceText", seedPath: "sourcePath" };
const READ: Readonly<Record<string, string>> = { sourceText: "seedText", sourcePath: "seedPath" };

/** Maps keyed by field path: their keys are the API's names, never renamed. */
const PATH_MAPS = new Set(["fields", "errorShape", "root"]);

/** The list of parts a snapshot records names keys by dotted path (`api.endpoint.seedPath`): its last segment is a key. */
const PART_LIST = "parts";

function renamePart(part: string, names: Readonly<Record<string, string>>): string {
  const dot = part.lastIndexOf(".");
  const key = part.slice(dot + 1);
  return names[key] === undefined ? part : `${part.slice(0, dot + 1)}${names[key]}`;
}

/** A copy of `value` with every object key `names` lists renamed, but for the field paths of a path map. */
function renameKeys(value: unknown, names: Readonly<Record<string, string>>, keysArePaths = false): unknown {
  if (Array.isArray(value)) return value.map((entry) => renameKeys(entry, names));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      keysArePaths ? key : (names[key] ?? key),
      !keysArePaths && key === PART_LIST && Array.isArray(entry)
        ? entry.map((part) => (typeof part === "string" ? renamePart(part, names) : part))
        : renameKeys(entry, names, !keysArePaths && PATH_MAPS.has(key)),
    ]),
  );
}

/** The surface as the file writes it. */
export function toFileKeys(value: unknown): unknown {
  return renameKeys(value, WRITTEN);
}

/** A file's surface (either naming) as the generator names its facts. */
export function fromFileKeys(value: unknown): unknown {
  return renameKeys(value, READ);
}
