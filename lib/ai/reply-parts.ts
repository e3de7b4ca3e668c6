// A reply's ```json code blocks become json messages (spec §4: "On completion each JSON code block is
// extracted into a json message"); the text around them stays text. Shared by the dialog and tests.

/** A piece of a reply, in order: text, or the value of one JSON code block. */
export type ReplyPart = { type: "string"; data: string } | { type: "json"; data: unknown };

const FENCE = /```json[ \t]*\r?\n([\s\S]*?)\r?\n?```/gi;

/**
 * Splits a reply into its text and its ```json blocks. A block whose content is not valid JSON stays
 * text (shown as written). Blank text between blocks is dropped.
 */
export function replyParts(content: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  const pushText = (text: string) => {
    if (text.trim()) parts.push({ type: "string", data: text.trim() });
  };
  let last = 0;
  for (const match of content.matchAll(FENCE)) {
    const start = match.index;
    let value: unknown;
    try {
      value = JSON.parse(match[1] ?? "");
    } catch {
      continue;
    }
    pushText(content.slice(last, start));
    parts.push({ type: "json", data: value });
    last = start + match[0].length;
  }
  pushText(content.slice(last));
  return parts;
}

/** A ```json block holding `value`, as the assistants write drafts. */
export function jsonBlock(value: unknown): string {
  return "```json\n" + JSON.stringify(value, null, 2) + "\n```";
}
