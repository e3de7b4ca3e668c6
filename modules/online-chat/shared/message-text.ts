// A chat message's markdown-lite (issue 32): the assistants' little Markdown (lib/ai/markdown-lite.ts:
// paragraphs, "- " lists, **bold**, _emphasis_, `code`, [text](/path) links to this site) plus web
// addresses written in the text, which become links that open in a new tab. Pure: the message view
// renders the result as React nodes, never as HTML.
import { parseBlocks, type Block, type Inline } from "@/lib/ai/markdown-lite";

export type MessageInline = Inline | { kind: "url"; text: string; href: string };
export type MessageBlock =
  { kind: "paragraph"; lines: MessageInline[][] } | { kind: "list"; items: MessageInline[][] };

/** http(s) addresses; a trailing full stop, comma, colon, semicolon, quote or bracket is not part of one. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,:;!?'")\]]/gi;

function linkify(items: Inline[]): MessageInline[] {
  return items.flatMap((item): MessageInline[] => {
    if (item.kind !== "text") return [item];
    const out: MessageInline[] = [];
    let at = 0;
    for (const match of item.text.matchAll(URL_PATTERN)) {
      if (match.index > at) out.push({ kind: "text", text: item.text.slice(at, match.index) });
      out.push({ kind: "url", text: match[0], href: match[0] });
      at = match.index + match[0].length;
    }
    if (at < item.text.length) out.push({ kind: "text", text: item.text.slice(at) });
    return out;
  });
}

export function messageBlocks(text: string): MessageBlock[] {
  return parseBlocks(text).map((block: Block): MessageBlock =>
    block.kind === "list"
      ? { kind: "list", items: block.items.map(linkify) }
      : { kind: "paragraph", lines: block.lines.map(linkify) },
  );
}
