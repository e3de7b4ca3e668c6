import { defineModuleKind } from "@/lib/modules/kind";

export const contentHubKind = defineModuleKind({
  tag: "ContentHub",
  segment: "content-hub",
  placement: "module",
  applet: null,
  integrable: true,
  search: ["post", "product"],
  ai: true,
  tutorial: null,
  automation: {
    triggers: [
      {
        name: "content.published",
        fields: [
          { key: "module", kind: "module", moduleTag: "ContentHub" },
          { key: "contentType", kind: "select", options: ["blog", "product"] },
        ],
        variables: ["contentType", "contentId", "slug", "moduleId", "actorId"],
      },
    ],
  },
});
