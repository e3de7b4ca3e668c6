"use client";

import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import classes from "./board.module.css";

export interface PlaceholderColumnProps {
  creating: boolean;
  onCreate: () => void;
}

/**
 * The last, placeholder column: a click or a dropped card creates the next-letter column (§4).
 * `setNodeRef` and `isOver` make it a drop target (drag-layer.tsx); without them it takes clicks only.
 */
export function PlaceholderColumn({
  creating,
  onCreate,
  setNodeRef,
  isOver = false,
}: PlaceholderColumnProps & { setNodeRef?: (element: HTMLElement | null) => void; isOver?: boolean }) {
  const t = useTranslations("tasks.board");
  return (
    <div
      ref={setNodeRef}
      className={`${classes.placeholder} ${isOver ? classes.placeholderOver : ""}`}
      data-testid="board-placeholder"
    >
      <Button
        variant="subtle"
        color="gray"
        fullWidth
        justify="flex-start"
        leftSection={<IconPlus size={16} />}
        loading={creating}
        onClick={onCreate}
      >
        {t("addGroup")}
      </Button>
    </div>
  );
}
