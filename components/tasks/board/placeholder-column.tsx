"use client";

import { useDroppable } from "@dnd-kit/core";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import classes from "./board.module.css";
import { PLACEHOLDER_ID } from "./use-board-dnd";

/** The last, placeholder column: a click or a dropped card creates the next-letter column (§4). */
export function PlaceholderColumn({ creating, onCreate }: { creating: boolean; onCreate: () => void }) {
  const t = useTranslations("tasks.board");
  const { setNodeRef, isOver } = useDroppable({ id: PLACEHOLDER_ID, data: { type: "placeholder" } });
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
