/**
 * The text of some HTML: tags dropped, then the entities a serializer writes decoded (`&amp;` last,
 * so `&amp;lt;` reads `&lt;`). Whitespace is left as it is. Pure; server and client.
 */
export function stripHtmlTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
