// The little Markdown the assistants write (spec §3: a chat message's string data): paragraphs, "- "
// list items, **bold**, _emphasis_, `code`, [text](/path) links and backslash escapes. Links go only to
// paths of this site (a model's reply could name anything else). Pure; the dialog renders the result.

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "bold" | "em" | "code"; text: string }
  | { kind: "link"; text: string; href: string };

export type Block = { kind: "paragraph"; lines: Inline[][] } | { kind: "list"; items: Inline[][] };

/** A same-site path ("/…", not "//…" or "/\…"); anything else is shown as text. */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(href);
}

const TOKEN =
  /\\([\\`*_[\]<>])|\*\*([^*]+?)\*\*|(?<![\w])_([^_]+?)_(?![\w])|`([^`]+)`|\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)/g;
/** Characters that would end a Markdown link's text or start formatting, escaped (data in answers). */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, "\\$1");
}

const unescape = (text: string) => text.replace(/\\([\\`*_[\]<>])/g, "$1");

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const push = (piece: Inline) => {
    const last = out[out.length - 1];
    if (piece.kind === "text" && last?.kind === "text") last.text += piece.text;
    else if (piece.kind !== "text" || piece.text) out.push(piece);
  };
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    push({ kind: "text", text: text.slice(at, match.index) });
    const [whole, escaped, bold, em, code, linkText, href] = match;
    if (escaped !== undefined) push({ kind: "text", text: escaped });
    else if (bold !== undefined) push({ kind: "bold", text: unescape(bold) });
    else if (em !== undefined) push({ kind: "em", text: unescape(em) });
    else if (code !== undefined) push({ kind: "code", text: code });
    else if (linkText !== undefined && href !== undefined)
      push(
        isSitePath(href) ? { kind: "link", text: unescape(linkText), href } : { kind: "text", text: whole },
      );
    at = match.index + whole.length;
  }
  push({ kind: "text", text: text.slice(at) });
  return out;
}

export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.split(/\r?\n/)) {
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    const last = blocks[blocks.length - 1];
    if (item) {
      const inline = parseInline(item[1] ?? "");
      if (last?.kind === "list") last.items.push(inline);
      else blocks.push({ kind: "list", items: [inline] });
    } else if (line.trim() === "") {
      if (last && !(last.kind === "paragraph" && last.lines.length === 0))
        blocks.push({ kind: "paragraph", lines: [] });
    } else {
      const inline = parseInline(line.replace(/^#+\s+/, ""));
      if (last?.kind === "paragraph") last.lines.push(inline);
      else blocks.push({ kind: "paragraph", lines: [inline] });
    }
  }
  return blocks.filter((block) => (block.kind === "paragraph" ? block.lines.length > 0 : true));
}
