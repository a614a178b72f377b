// The guides as the templates take them: the Markdown pages read `blocks` as they are; the HTML page
// reads text and list items in inline parts (code or not), so that handlebars escapes each.

import { inlineParts, type Guide, type GuideBlock } from "./guide.js";

type Parts = ReturnType<typeof inlineParts>;

export type GuideView = Guide & { blocks: (GuideBlock & { parts?: Parts; itemParts?: Parts[] })[] };

export function guideViews(guides: readonly Guide[]): GuideView[] {
  return guides.map((guide) => ({ ...guide, blocks: guide.blocks.map(blockView) }));
}

function blockView(block: GuideBlock): GuideView["blocks"][number] {
  switch (block.kind) {
    case "text":
      return { ...block, parts: inlineParts(block.text) };
    case "list":
      return { ...block, itemParts: block.items.map(inlineParts) };
    case "code":
      return block;
  }
}
