import { defineModuleKind } from "@/lib/modules/kind";

export const formBuilderKind = defineModuleKind({
  tag: "FormBuilder",
  segment: "form-builder",
  placement: "module",
  applet: "formBuilder",
  integrable: true,
  search: ["form"],
  // Each response becomes a task on the linked board, or a draft post in the linked content hub.
  integrations: [
    { with: "TaskManagement", feature: "formTasks" },
    { with: "ContentHub", feature: "formPosts" },
  ],
  ai: false,
  tutorial: 8,
  guide: ["build", "logic", "share", "responses"],
  automation: {
    triggers: [
      {
        name: "form.submitted",
        fields: [
          { key: "module", kind: "module", moduleTag: "FormBuilder" },
          { key: "formId", kind: "text" },
        ],
        variables: ["formId", "formTitle", "responseId", "answers", "byQuestion", "moduleId"],
      },
    ],
  },
});
