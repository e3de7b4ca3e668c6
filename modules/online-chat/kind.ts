import { defineModuleKind } from "@/lib/modules/kind";

export const onlineChatKind = defineModuleKind({
  tag: "OnlineChat",
  segment: "online-chat",
  placement: "project",
  applet: "onlineChat",
  integrable: false,
  ai: true,
  tutorial: 6,
});
