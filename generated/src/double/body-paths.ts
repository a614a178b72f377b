/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// Reading and writing a JSON body by dotted path, where `[]` stands for every item of a list.

/** Own, plain-object check: prototype keys are never followed. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function segments(path: string): string[] {
  return path.split(".");
}

/** Every value at `path` (several when the path crosses a list), with a setter for each. */
function visit(body: unknown, path: string, onLeaf: (parent: Record<string, unknown>, key: string) => void): void {
  const walk = (node: unknown, rest: string[]): void => {
    const [head, ...tail] = rest as [string, ...string[]];
    if (!isRecord(node)) return;
    const isList = head.endsWith("[]");
    const key = isList ? head.slice(0, -2) : head;
    if (tail.length === 0 && !isList) return onLeaf(node, key);
    if (!Object.hasOwn(node, key)) return;
    const child = node[key];
    if (isList) {
      if (Array.isArray(child)) for (const item of child) if (tail.length > 0) walk(item, tail);
      return;
    }
    walk(child, tail);
  };
  walk(body, segments(path));
}

export function getAt(body: unknown, path: string): unknown {
  let found: unknown;
  visit(body, path, (parent, key) => {
    if (found === undefined && Object.hasOwn(parent, key)) found = parent[key];
  });
  return found;
}

/** Sets `path` on a body, creating the groups on the way (not lists). */
export function setAt(body: Record<string, unknown>, path: string, value: unknown): void {
  const keys = segments(path);
  let node = body;
  for (const key of keys.slice(0, -1)) {
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    if (!isRecord(next)) Object.defineProperty(node, key, { value: {}, enumerable: true, writable: true, configurable: true });
    node = node[key] as Record<string, unknown>;
  }
  Object.defineProperty(node, keys.at(-1) as string, { value, enumerable: true, writable: true, configurable: true });
}

/** Sets the field wherever its parent group (or list item) exists, in place of any value it has. */
export function setWhereParentExists(body: Record<string, unknown>, path: string, value: unknown): void {
  visit(body, path, (parent, key) => {
    Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
  });
}

/**
 * Takes out every group (or list item) that lacks one of `required` (dotted paths, parents first):
 * the deepest first, so that a group taken out is in turn missing from its own parent.
 */
export function removeGroupsLacking(body: Record<string, unknown>, required: readonly string[]): void {
  for (const path of [...required].reverse()) {
    const cut = path.lastIndexOf(".");
    if (cut === -1) continue;
    const [groupPath, key] = [path.slice(0, cut), path.slice(cut + 1)];
    const groupCut = groupPath.lastIndexOf(".");
    const [parentPath, groupKey] = groupCut === -1 ? ["", groupPath] : [groupPath.slice(0, groupCut), groupPath.slice(groupCut + 1)];
    const removeFrom = (parent: Record<string, unknown>) => removeLacking(parent, groupKey, key);
    if (parentPath === "") removeFrom(body);
    else visit(body, `${parentPath}.${PLACEHOLDER}`, (parent) => removeFrom(parent));
  }
}

/** A key no path holds: visiting `<path>.<PLACEHOLDER>` reaches every group at `<path>`. */
const PLACEHOLDER = "\u0000";

/** Removes `parent[groupKey]` when it is a group without `key`, or the items of that list without it. */
function removeLacking(parent: Record<string, unknown>, groupKey: string, key: string): void {
  const isList = groupKey.endsWith("[]");
  const name = isList ? groupKey.slice(0, -2) : groupKey;
  if (!Object.hasOwn(parent, name)) return;
  const group = parent[name];
  if (isList) {
    if (!Array.isArray(group)) return;
    const kept = group.filter((item) => isRecord(item) && Object.hasOwn(item, key));
    if (kept.length === 0) delete parent[name];
    else if (kept.length < group.length) parent[name] = kept;
    return;
  }
  if (isRecord(group) && !Object.hasOwn(group, key)) delete parent[name];
}
