import "server-only";
import { formContentSchema } from "@/modules/form-builder/shared/elements";
import * as z from "@/lib/zod";
import { sanitizeContent } from "@/lib/server/rich-text/sanitize-content";
import { AppError } from "@/lib/server/errors";
import { issueMessages } from "@/lib/server/validation";

/**
 * Checks a whole form's content (elements, configuration, logic together): 400 with the issues.
 * Custom Code is stored sanitised (the content hub's rules), so every place that shows it — the
 * editor, the preview, the public form — renders safe HTML without a sanitiser of its own.
 */
export function checkContent(content: { elements: unknown; configuration: unknown; logic: unknown }) {
  const parsed = z.safeParse(formContentSchema, content);
  if (!parsed.success) throw new AppError("bad_request", issueMessages(parsed.error));
  const elements = parsed.data.elements.map((e) =>
    e.type === "customCode" && e.configuration.html
      ? { ...e, configuration: { ...e.configuration, html: sanitizeContent(e.configuration.html) } }
      : e,
  );
  return { ...parsed.data, elements };
}
