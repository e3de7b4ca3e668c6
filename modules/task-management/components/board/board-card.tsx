"use client";

import { IconDots } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { memo, useState, type KeyboardEvent } from "react";
import { deferredModule, useDeferredModule } from "@/lib/client/deferred-module";
import type { TaskColumnRow, TaskPerson, TaskSummary } from "@/modules/task-management/shared/types";
import classes from "./board.module.css";
import card from "./card.module.css";
import { restingItem, type SortableItem } from "./drag-kit";
import { TaskCardContent, TaskCardFrame } from "./task-card";

const cardMenu = deferredModule(() => import("./card-menu"));
const preloadMenu = () => {
  cardMenu.load().catch(() => {
    // Tried again on the next click.
  });
};

export interface TaskCardActions {
  open: (task: TaskSummary) => void;
  moveTo: (task: TaskSummary, columnId: string) => void;
  remove: (task: TaskSummary) => void;
}

/**
 * The card's ⋯ button; its menu ('Move to' any column, 'Delete': card-menu.tsx) loads when the
 * button is first pointed at or focused and is mounted on first use only, so scrolling past cards
 * mounts none.
 */
function TaskCardMenu({
  task,
  columns,
  actions,
}: {
  task: TaskSummary;
  columns: TaskColumnRow[];
  actions: TaskCardActions;
}) {
  const t = useTranslations("tasks.board");
  const [mounted, setMounted] = useState(false);
  const loaded = useDeferredModule(cardMenu, mounted);
  // Opened (first click) and loaded: the menu, open from its first render.
  const menu = mounted ? (loaded ?? cardMenu.loaded()) : null;
  const trigger = (
    <button
      type="button"
      className={card.menuButton}
      aria-label={t("taskOptions", { key: task.key })}
      aria-haspopup="menu"
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={mounted ? undefined : () => setMounted(true)}
    >
      <IconDots size={16} aria-hidden />
    </button>
  );
  if (!menu) return trigger;
  return <menu.CardMenu trigger={trigger} task={task} columns={columns} actions={actions} />;
}

export interface BoardCardProps {
  task: TaskSummary;
  /** The column it is shown in (during a drag: where it would land). */
  columnId: string;
  done: boolean;
  canWrite: boolean;
  columns: TaskColumnRow[];
  people: Map<string, TaskPerson>;
  selfId: string;
  actions: TaskCardActions;
}

/** A card before the drag layer has loaded: the same markup, its body a handle at rest. */
export const StaticBoardCard = memo(function StaticBoardCard(props: BoardCardProps) {
  const t = useTranslations("tasks.board");
  return <BoardCardView {...props} item={restingItem(t("dragTask"), !props.canWrite)} />;
});

/**
 * A card that opens on click or Enter and is dragged after a 300 ms press (the board's sensor), or
 * picked up with Space. Only its body is the drag handle, so the menu beside it stays a plain button.
 * `item` binds it to dnd-kit (drag-layer.tsx) or holds it at rest.
 */
export function BoardCardView({
  task,
  columnId,
  done,
  canWrite,
  columns,
  people,
  selfId,
  actions,
  item,
}: BoardCardProps & { item: SortableItem }) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, style, isDragging } = item;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" && !isDragging) {
      event.preventDefault();
      actions.open(task);
      return;
    }
    listeners?.onKeyDown?.(event);
  };

  return (
    <div
      ref={setNodeRef}
      style={style}
      className={isDragging ? classes.cardDragging : undefined}
      data-testid="task-card"
      data-task-id={task.id}
      data-column-id={columnId}
    >
      <TaskCardFrame
        menu={canWrite ? <TaskCardMenu task={task} columns={columns} actions={actions} /> : undefined}
      >
        <div
          ref={setActivatorNodeRef}
          className={classes.cardBody}
          {...attributes}
          {...listeners}
          onKeyDown={onKeyDown}
          onClick={() => actions.open(task)}
        >
          <TaskCardContent task={task} people={people} selfId={selfId} done={done} />
        </div>
      </TaskCardFrame>
    </div>
  );
}
