import "server-only";
import { getDb } from "@/lib/server/db";
import type { TriggerDefinition } from "@/lib/server/automation/types";
import { equalsSetting } from "@/lib/server/automation/filter";
import { elementLabel, type FormElement } from "@/modules/form-builder/shared/elements";

/**
 * The answers by their questions' labels in the version answered (`byQuestion`: what a database row's
 * columns or a message read by name); a label two questions share keeps the first answer.
 */
export function answersByLabel(elements: unknown, answers: unknown): Record<string, unknown> {
  const byId = answers && typeof answers === "object" ? (answers as Record<string, unknown>) : {};
  const fields: Record<string, unknown> = {};
  for (const element of Array.isArray(elements) ? (elements as FormElement[]) : []) {
    if (!(element.id in byId)) continue;
    const label = elementLabel(element);
    if (!(label in fields)) fields[label] = byId[element.id];
  }
  return fields;
}

/**
 * The form builder's automation trigger (its kind.ts `automation.triggers`): a response submitted to
 * a form (of the chosen module, and of the chosen form when one is set), with its answers as they
 * were stored (by element id) and by their questions' labels (`byQuestion`). A response deleted since
 * starts nothing.
 */
const formSubmitted: TriggerDefinition = {
  name: "form.submitted",
  events: ["form.response.submitted"],
  async fire(event) {
    if (event.type !== "form.response.submitted") return [];
    const response = await getDb().formResponse.findFirst({
      where: { id: event.responseId, formId: event.formId },
      select: { id: true, answers: true, version: { select: { title: true, elements: true } } },
    });
    if (!response) return [];
    return [
      {
        moduleId: event.moduleId,
        subject: response.id,
        variables: {
          formId: event.formId,
          responseId: response.id,
          formTitle: response.version.title,
          answers: response.answers,
          byQuestion: answersByLabel(response.version.elements, response.answers),
          moduleId: event.moduleId,
        },
      },
    ];
  },
  accepts: (config, fire) => equalsSetting(config, "formId", fire.variables.formId),
};

export const formTriggers: readonly TriggerDefinition[] = [formSubmitted];
