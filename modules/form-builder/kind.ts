import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const formBuilderKind = defineModuleKind({
  tag: "FormBuilder",
  segment: "form-builder",
  placement: "module",
  applet: "formBuilder",
  integrable: true,
  ai: false,
  tutorial: 8,
  catalog: {
    title: "Form builder",
    description: "Build forms by drag and drop, from scratch, a template or a prompt.",
    category: "Productivity",
    active: true,
    gradient: ["#f76707", "#fab005"],
    size: CARD_SIZES.card,
  },
});
