/** `source` with each block of `docs` (lower-cased interface name -> property name -> lines) before its property, found by `parse`'s tree. */
export function insertMemberDocs(source: string, docs: Map<string, Map<string, string[]>>, parse: (text: string) => unknown): string;
