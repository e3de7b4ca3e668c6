// Rich text to plain text, plain text to an excerpt, and text into HTML: the one place for each.
// Pure; server and client. (Making rich text safe is lib/server/rich-text/.)

/** Text put into HTML, as an element's text or an attribute's value: `& < > " '` escaped. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The text of some HTML: tags dropped (or each replaced by `between`), then the entities a
 * serializer writes decoded (`&amp;` last, so `&amp;lt;` reads `&lt;`). Whitespace is left as it is.
 */
export function stripHtmlTags(html: string, between = ""): string {
  return html
    .replace(/<[^>]*>/g, between)
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** HTML's text with its blocks on lines (an e-mail's text part): line breaks and block ends are new lines. */
export function htmlToText(html: string): string {
  const lines = html.replace(/<\s*br\s*\/?>/gi, "\n").replace(/<\/(p|h[1-6]|li|blockquote|pre)>/gi, "\n");
  return stripHtmlTags(lines)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** HTML's text on one line: block ends and line breaks are spaces between words, whitespace collapsed. */
export function htmlToLine(html: string): string {
  const spaced = html.replace(/<\/(p|li|h\d|blockquote)>/gi, " ").replace(/<br\s*\/?>/gi, " ");
  return oneLine(stripHtmlTags(spaced));
}

/** A text on one line: runs of whitespace (new lines too) one space, none at either end. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * A text on one line cut to at most `max` characters, the last one an ellipsis when cut.
 * `tight`: no space left before the ellipsis.
 */
export function excerpt(text: string, max: number, options: { tight?: boolean } = {}): string {
  const line = oneLine(text);
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${options.tight ? cut.trimEnd() : cut}…`;
}

/** An excerpt of (stored, sanitised) HTML's text: tags dropped, entities decoded; "" for none. */
export function htmlExcerpt(html: string | null, max = 200): string {
  return html ? excerpt(stripHtmlTags(html), max) : "";
}
