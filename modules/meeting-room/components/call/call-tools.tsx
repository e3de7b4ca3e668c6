"use client";

import { Button, Group, Paper } from "@mantine/core";
import { IconChalkboard, IconMessages } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { BoardLoader } from "../board/board-loader";
import { MeetingChat } from "../chat/meeting-chat";
import classes from "./call.module.css";

interface CallToolsProps {
  meeting: { moduleId: string; meetingId: string; userId: string };
}

/** A member's tools in the call: the meeting's conversation and its whiteboard, each toggled open. */
export function CallTools({ meeting }: CallToolsProps) {
  const t = useTranslations("meetingRoom");
  const [chat, setChat] = useState(false);
  const [board, setBoard] = useState(false);
  const toggle = (
    on: boolean,
    set: (next: boolean) => void,
    label: string,
    icon: React.ReactNode,
    testId: string,
  ) => (
    <Button
      size="xs"
      variant={on ? "light" : "default"}
      leftSection={icon}
      aria-pressed={on}
      onClick={() => set(!on)}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  return (
    <>
      <Group gap="xs" justify="flex-end">
        {toggle(chat, setChat, t("chat.toggle"), <IconMessages size={16} aria-hidden />, "call-chat-toggle")}
        {toggle(
          board,
          setBoard,
          t("board.toggle"),
          <IconChalkboard size={16} aria-hidden />,
          "call-board-toggle",
        )}
      </Group>
      {(chat || board) && (
        <Group align="stretch" gap="md" wrap="wrap" className={classes.tools}>
          {chat && (
            <Paper withBorder p="xs" className={classes.chat} data-testid="call-chat">
              <MeetingChat
                moduleId={meeting.moduleId}
                meetingId={meeting.meetingId}
                me={{ id: meeting.userId }}
              />
            </Paper>
          )}
          {board && (
            <div className={classes.board} data-testid="call-board">
              <BoardLoader moduleId={meeting.moduleId} meetingId={meeting.meetingId} />
            </div>
          )}
        </Group>
      )}
    </>
  );
}
