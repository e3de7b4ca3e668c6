import { defineModuleKind } from "@/lib/modules/kind";

export const formBuilderKind = defineModuleKind({
  tag: "FormBuilder",
  segment: "form-builder",
  placement: "module",
  applet: "formBuilder",
  integrable: true,
  ai: false,
  tutorial: 8,
});
