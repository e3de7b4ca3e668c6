import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const onlineChatKind = defineModuleKind({
  tag: "OnlineChat",
  segment: "online-chat",
  placement: "project",
  applet: "onlineChat",
  integrable: false,
  ai: false,
  tutorial: 6,
  catalog: {
    title: "Online chat",
    description: "Talk with your team in conversations that update in real time.",
    category: "Quick Access",
    active: true,
    gradient: ["#1c7ed6", "#22b8cf"],
    size: CARD_SIZES.card,
  },
});
