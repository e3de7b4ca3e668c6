// A chat message's markdown-lite (issue 32): the assistants' little Markdown (lib/ai/markdown-lite.ts:
// paragraphs, "- " lists, **bold**, _emphasis_, `code`, [text](/path) links to this site) plus web
// addresses written in the text, which become links that open in a new tab, and the message's
// @mentions, which stand out. Pure: the message view renders the result as React nodes, never as HTML.
import { parseBlocks, type Block, type Inline } from "@/lib/ai/markdown-lite";
import { CHANNEL_MENTION } from "./constants";

export type MessageInline =
  Inline | { kind: "url"; text: string; href: string } | { kind: "mention"; text: string; me: boolean };

/** Who a message mentions, by name, and who is reading it. */
export interface MentionNames {
  /** The names of the people it mentions ("@Name" in the text stands out). */
  people: readonly { name: string; me: boolean }[];
  /** "@channel" by an operator: everyone, the reader too. */
  channel: boolean;
}

/** Each plain text cut at `pattern`'s matches, which become what `make` makes of them. */
function splitText(
  items: MessageInline[],
  pattern: RegExp,
  make: (match: string) => MessageInline,
): MessageInline[] {
  return items.flatMap((item): MessageInline[] => {
    if (item.kind !== "text") return [item];
    const out: MessageInline[] = [];
    let at = 0;
    for (const match of item.text.matchAll(pattern)) {
      if (match.index > at) out.push({ kind: "text", text: item.text.slice(at, match.index) });
      out.push(make(match[0]));
      at = match.index + match[0].length;
    }
    if (at < item.text.length) out.push({ kind: "text", text: item.text.slice(at) });
    return out;
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Splits plain text at the mentions ("@Name" not followed by a letter or digit), longest names first. */
function markMentions(items: MessageInline[], mentions: MentionNames | undefined): MessageInline[] {
  const names = new Map<string, boolean>();
  for (const person of mentions?.people ?? []) names.set(`@${person.name}`, person.me);
  if (mentions?.channel) names.set(CHANNEL_MENTION, true);
  if (names.size === 0) return items;
  const pattern = new RegExp(
    `(${[...names.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|")})(?![\\p{L}\\p{N}_])`,
    "gu",
  );
  return splitText(items, pattern, (text) => ({ kind: "mention", text, me: names.get(text) ?? false }));
}
export type MessageBlock =
  { kind: "paragraph"; lines: MessageInline[][] } | { kind: "list"; items: MessageInline[][] };

/** http(s) addresses; a trailing full stop, comma, colon, semicolon, quote or bracket is not part of one. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,:;!?'")\]]/gi;

function linkify(items: Inline[]): MessageInline[] {
  return splitText(items, URL_PATTERN, (text) => ({ kind: "url", text, href: text }));
}

export function messageBlocks(text: string, mentions?: MentionNames): MessageBlock[] {
  const inline = (items: Inline[]) => markMentions(linkify(items), mentions);
  return parseBlocks(text).map((block: Block): MessageBlock =>
    block.kind === "list"
      ? { kind: "list", items: block.items.map(inline) }
      : { kind: "paragraph", lines: block.lines.map(inline) },
  );
}

/**
 * What a list shows of a message: its text, or for a message of files only, a paperclip and their
 * names (as the server's previewSql).
 */
export function messagePreview(message: { body: string; attachments?: readonly { name: string }[] }): string {
  if (message.body || !message.attachments?.length) return message.body;
  return `📎 ${message.attachments.map((file) => file.name).join(", ")}`;
}
