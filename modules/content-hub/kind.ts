import { defineModuleKind } from "@/lib/modules/kind";

export const contentHubKind = defineModuleKind({
  tag: "ContentHub",
  segment: "content-hub",
  placement: "module",
  applet: null,
  integrable: true,
  ai: true,
  tutorial: null,
});
