import "server-only";
import type { TriggerDefinition } from "@/lib/server/automation/types";
import { equalsSetting } from "@/lib/server/automation/filter";

/**
 * The content hub's automation trigger (its kind.ts `automation.triggers`): a post or product
 * published (the public change its webhook is told of), of the chosen content type when one is set.
 */
const contentPublished: TriggerDefinition = {
  name: "content.published",
  events: ["content-hub.public-change"],
  fire(event) {
    if (event.type !== "content-hub.public-change" || event.change !== "published") return [];
    return [
      {
        moduleId: event.moduleId,
        subject: event.contentId,
        variables: {
          contentType: event.contentType,
          contentId: event.contentId,
          slug: event.slug,
          moduleId: event.moduleId,
          actorId: event.actorId,
        },
      },
    ];
  },
  accepts: (config, fire) => equalsSetting(config, "contentType", fire.variables.contentType),
};

export const contentTriggers: readonly TriggerDefinition[] = [contentPublished];
