// The guides as Markdown: the package's README.md (a title, what the package is, then every guide)
// and the docs' guides page. Code blocks are fenced with a fence longer than any run of backticks
// they hold.

import { markdownFence } from "../../../language/markdown-text.js";
import type { Guide, GuideBlock } from "./guide.js";

function blockMarkdown(block: GuideBlock): string {
  switch (block.kind) {
    case "text":
      return block.text;
    case "list":
      return block.items.map((item) => `- ${item}`).join("\n");
    case "code":
      return markdownFence(block.language, block.code);
  }
}

/** Each guide under a heading of `level` (`##`), its blocks a paragraph each. */
export function guidesMarkdown(guides: readonly Guide[], level: string): string {
  return guides.map((guide) => [`${level} ${guide.title}`, ...guide.blocks.map(blockMarkdown)].join("\n\n")).join("\n\n");
}

/** A Markdown page: a comment, a title, an introduction, the guides. */
export function guidePage(header: string, title: string, introduction: string, guides: readonly Guide[]): string {
  return `<!-- ${header} -->\n\n# ${title}\n\n${introduction}\n\n${guidesMarkdown(guides, "##")}\n`;
}
