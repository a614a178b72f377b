// Escaping for Markdown (CommonMark with GitHub tables): every text from the IR goes through one
// of these, so that no character of the gateway's words is read as Markdown syntax.

/** Inline text: punctuation Markdown could read as syntax is backslash-escaped (also a list or heading marker at the start); lines are joined. */
export function markdownText(text: string): string {
  return oneLine(text)
    .replace(/[\\`*_[\]<>|&~]/g, (character) => `\\${character}`)
    .replace(/^([#+-])(?=\s|$)/, "\\$1")
    .replace(/^(\d+)([.)])(?=\s|$)/, "$1\\$2");
}

/** A code span inside a table cell: fenced with more backticks than the text holds, pipes escaped (GFM reads `\|` in a cell as `|`). */
export function markdownCellCode(text: string): string {
  return markdownCode(text).replace(/\|/g, "\\|");
}

/** A code span outside tables (there a backslash before `|` would show). */
export function markdownCode(text: string): string {
  const line = oneLine(text);
  const longestRun = Math.max(0, ...[...line.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longestRun + 1);
  // CommonMark drops one space at each end when both ends have one, and needs one beside a backtick.
  const pad = line.startsWith("`") || line.endsWith("`") || (line.startsWith(" ") && line.endsWith(" ") && line.trim() !== "") ? " " : "";
  return `${fence}${pad}${line}${pad}${fence}`;
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ");
}

/** A fenced code block: the fence is longer than any backtick run of the text, so that none can close it. */
export function markdownFence(language: string, text: string): string {
  const longestRun = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longestRun + 1);
  return `${fence}${language}\n${text.replace(/\n$/, "")}\n${fence}`;
}
