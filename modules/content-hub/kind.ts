import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const contentHubKind = defineModuleKind({
  tag: "ContentHub",
  segment: "content-hub",
  placement: "module",
  applet: null,
  integrable: true,
  ai: true,
  tutorial: null,
  catalog: {
    title: "Content hub",
    description: "Write blog posts and manage products with categories.",
    category: "Content",
    active: true,
    gradient: ["#2b8a3e", "#94d82d"],
    size: CARD_SIZES.card,
  },
});
