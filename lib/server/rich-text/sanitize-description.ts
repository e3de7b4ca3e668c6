import "server-only";
import sanitizeHtml from "sanitize-html";
import { stripHtmlTags } from "@/lib/html-text";

// What the rich-text editor (tiptap StarterKit + Link) produces; anything else is dropped. The
// Content hub's post body adds images to it (lib/server/rich-text/sanitize-content.ts).
export const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "hr",
    "a",
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer nofollow" }),
  },
};

/** The description as stored: safe HTML, or null when nothing visible remains. */
export function sanitizeDescription(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, richTextOptions).trim();
  return stripHtmlTags(clean).trim() || /<(hr|li)\b/.test(clean) ? clean : null;
}
