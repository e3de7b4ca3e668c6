"use client";

import { Modal } from "@mantine/core";
import { useTranslations } from "next-intl";
import { BoardLoader } from "./board/board-loader";
import classes from "./board/board.module.css";

interface BoardDialogProps {
  moduleId: string;
  meetingId: string;
  onClose: () => void;
}

/** …/{meetingId}/board: the meeting's whiteboard over the page, the whole window (Escape closes it). */
export function BoardDialog({ moduleId, meetingId, onClose }: BoardDialogProps) {
  const t = useTranslations("meetingRoom.board");
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={t("title")}
      closeButtonProps={{ "aria-label": t("close") }}
      classNames={{ body: classes.dialogBody }}
      // Excalidraw takes its own keys (Escape too) while the canvas has focus.
      closeOnEscape
    >
      <BoardLoader moduleId={moduleId} meetingId={meetingId} />
    </Modal>
  );
}
