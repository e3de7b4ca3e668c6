import "server-only";
import sanitizeHtml from "sanitize-html";
import { richTextOptions } from "@/lib/server/rich-text/sanitize-description";

// The task description's rich text plus images (tiptap's Image): from our file storage (a relative
// /api/v1/files/… address) or any https address. Anything else is dropped.
const options: sanitizeHtml.IOptions = {
  ...richTextOptions,
  allowedTags: [...(richTextOptions.allowedTags || []), "img"],
  allowedAttributes: {
    ...richTextOptions.allowedAttributes,
    img: ["src", "alt", "title", "width", "height"],
  },
  allowedSchemesByTag: { img: ["https"] },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** A post's body as stored: safe HTML (scripts, handlers, styles and unknown tags removed). */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, options).trim();
}
