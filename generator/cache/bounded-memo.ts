// Values kept in memory by key for the life of the process, up to a budget of the keys' sizes: past
// it, the least recently used go. The watch mode keeps what a save did not change this way.

export interface BoundedMemo<T> {
  get(key: string): T | undefined;
  /** Keeps `value` (counted as `size` against the budget); returns it. */
  set(key: string, value: T, size: number): T;
}

export function boundedMemo<T>(budget: number): BoundedMemo<T> {
  const kept = new Map<string, { value: T; size: number }>();
  let used = 0;
  return {
    get(key) {
      const found = kept.get(key);
      if (found === undefined) return undefined;
      kept.delete(key);
      kept.set(key, found);
      return found.value;
    },
    set(key, value, size) {
      const previous = kept.get(key);
      if (previous !== undefined) used -= previous.size;
      kept.delete(key);
      if (size > budget) return value;
      kept.set(key, { value, size });
      used += size;
      for (const [oldest, { size: oldestSize }] of kept) {
        if (used <= budget) break;
        kept.delete(oldest);
        used -= oldestSize;
      }
      return value;
    },
  };
}
