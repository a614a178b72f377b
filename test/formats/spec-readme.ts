// The string formats spec/README.md names in its list of facets: the one prose a newcomer edits
// beside the formats table, read so that a test can hold the two together.

/** The formats of the sentence "`format` (one of `date`, `time`, ...)". */
export function formatsNamedBySpecReadme(readme: string): string[] {
  const list = /`format` \(one of ([^)]*)\)/.exec(readme)?.[1];
  if (list === undefined) throw new Error("spec/README.md has no list of formats: `format` (one of ...)");
  return [...list.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);
}
