import "server-only";
import { getDb } from "@/lib/server/db";
import { fileUrl } from "@/lib/server/files/file-key";
import type { IntegrationSource } from "@/lib/server/integrations/deliveries";
import { elementLabel, isInputType, type FormElement } from "@/modules/form-builder/shared/elements";
import { isFileAnswer } from "@/modules/form-builder/shared/validation";

/** An answer as one line of text (a file by its name and address; yes/no as ✓ and ✗). */
export function answerText(value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "boolean") return value ? "✓" : "✗";
  if (isFileAnswer(value)) return `${value.name} (${fileUrl(value.fileKey.replace(/^\//, ""))})`;
  if (typeof value === "string" && value.startsWith("data:image/")) return "[signature]";
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(", ");
  if (typeof value === "object") return Object.values(value).map(answerText).filter(Boolean).join(" ");
  return String(value);
}

/**
 * The form builder's integration source (its manifest's `formTasks` and `formPosts`): a submitted
 * response as its answered questions, in the order of the version answered. A response deleted
 * since makes nothing.
 */
export const formResponseSource: IntegrationSource = {
  features: ["formTasks", "formPosts"],
  eventTypes: ["form.response.submitted"],
  async read(event) {
    if (event.type !== "form.response.submitted") return null;
    const response = await getDb().formResponse.findFirst({
      where: { id: event.responseId, formId: event.formId },
      select: { id: true, answers: true, version: { select: { title: true, elements: true } } },
    });
    if (!response) return null;
    const answers = (response.answers ?? {}) as Record<string, unknown>;
    const elements = (
      Array.isArray(response.version.elements) ? response.version.elements : []
    ) as FormElement[];
    const fields = elements.flatMap((element) => {
      const text = isInputType(element.type) ? answerText(answers[element.id]) : null;
      return text === null
        ? []
        : [{ id: element.id, label: elementLabel(element), type: element.type, text }];
    });
    return {
      moduleId: event.moduleId,
      item: { sourceId: response.id, groupId: event.formId, groupTitle: response.version.title, fields },
    };
  },
};
