"use client";

import { Drawer } from "@mantine/core";
import { useTranslations } from "next-intl";
import { MeetingChat } from "./chat/meeting-chat";
import classes from "./chat/chat.module.css";

interface ChatDialogProps {
  moduleId: string;
  meetingId: string;
  me: { id: string };
  onClose: () => void;
}

/** …/{meetingId}/chat: the meeting's conversation in a drawer over the page (Escape closes it). */
export function ChatDialog({ moduleId, meetingId, me, onClose }: ChatDialogProps) {
  const t = useTranslations("meetingRoom.chat");
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={t("title")}
      closeButtonProps={{ "aria-label": t("close") }}
      classNames={{ body: classes.drawerBody }}
    >
      <MeetingChat moduleId={moduleId} meetingId={meetingId} me={me} />
    </Drawer>
  );
}
