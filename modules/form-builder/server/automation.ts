import "server-only";
import { getDb } from "@/lib/server/db";
import type { TriggerDefinition } from "@/lib/server/automation/types";
import { equalsSetting } from "@/lib/server/automation/filter";

/**
 * The form builder's automation trigger (its kind.ts `automation.triggers`): a response submitted to
 * a form (of the chosen module, and of the chosen form when one is set), with its answers as they
 * were stored. A response deleted since starts nothing.
 */
const formSubmitted: TriggerDefinition = {
  name: "form.submitted",
  events: ["form.response.submitted"],
  async fire(event) {
    if (event.type !== "form.response.submitted") return [];
    const response = await getDb().formResponse.findFirst({
      where: { id: event.responseId, formId: event.formId },
      select: { id: true, answers: true },
    });
    if (!response) return [];
    return [
      {
        moduleId: event.moduleId,
        subject: response.id,
        variables: {
          formId: event.formId,
          responseId: response.id,
          answers: response.answers,
          moduleId: event.moduleId,
        },
      },
    ];
  },
  accepts: (config, fire) => equalsSetting(config, "formId", fire.variables.formId),
};

export const formTriggers: readonly TriggerDefinition[] = [formSubmitted];
