"use client";

import { IconCalendar, IconChecklist, IconClockPlay, IconRepeat, type Icon } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useTranslations } from "next-intl";
import { memo, useState, type CSSProperties, type ReactNode } from "react";
import { initials, initialsColor } from "@/lib/users/initials";
import type { TaskPerson, TaskSummary } from "@/modules/task-management/shared/types";
import { ISSUE_TYPE_ICONS, PRIORITY_ICONS } from "@/modules/task-management/components/task-icons";
import { useTaskTimers } from "@/modules/task-management/components/task-module-context";
import classes from "./board.module.css";
import card from "./card.module.css";

const MAX_LABELS = 3;
const MAX_AVATARS = 3;

/** The light variant of a theme colour, for a glyph's or an avatar's background and foreground. */
function tone(color: string): CSSProperties {
  return {
    "--tone": `var(--mantine-color-${color}-light-color)`,
    "--tone-bg": `var(--mantine-color-${color}-light)`,
  } as CSSProperties;
}

/**
 * An issue type's or a priority's glyph in its colour, named for assistive technology and by the
 * browser's own tooltip: a board renders hundreds while scrolling, where a floating tooltip each
 * would cost more than the card.
 */
function Glyph({ glyph: Svg, color, name }: { glyph: Icon; color: string; name: string }) {
  return (
    <span className={card.icon} style={tone(color)} role="img" aria-label={name} title={name}>
      <Svg size={12} aria-hidden />
    </span>
  );
}

/** Due date: red when past and the task is not in the last column (not done). */
function DueDate({ dueDate, done }: { dueDate: string; done: boolean }) {
  const t = useTranslations("tasks.board");
  const due = dayjs(dueDate);
  const overdue = !done && due.isBefore(dayjs(), "day");
  const date = due.format("MMM D");
  return (
    <span
      className={`${card.mark} ${card.due} ${overdue ? card.overdue : card.dimmed}`}
      aria-label={overdue ? t("overdue", { date }) : t("due", { date })}
      data-overdue={overdue || undefined}
    >
      <IconCalendar size={14} aria-hidden />
      {date}
    </span>
  );
}

function Labels({ labels }: { labels: string[] }) {
  const t = useTranslations("tasks.board");
  if (labels.length === 0) return null;
  const rest = labels.slice(MAX_LABELS);
  return (
    <div className={card.labels}>
      {labels.slice(0, MAX_LABELS).map((label) => (
        <span key={label} className={card.label}>
          {label}
        </span>
      ))}
      {rest.length > 0 && (
        <span className={`${card.label} ${card.moreLabels}`} title={rest.join(", ")}>
          {t("moreLabels", { count: rest.length })}
        </span>
      )}
    </div>
  );
}

/** A person's picture, or their initials in their colour when there is none or it fails to load. */
function PersonAvatar({ name, image }: { name: string; image: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (image && failed !== image) {
    return (
      <span className={card.avatar} title={name}>
        {/* eslint-disable-next-line @next/next/no-img-element -- avatars are any URL a sign-in gave */}
        <img src={image} alt={name} onError={() => setFailed(image)} />
      </span>
    );
  }
  return (
    <span className={card.avatar} style={tone(initialsColor(name))} title={name} role="img" aria-label={name}>
      <span aria-hidden>{initials(name)}</span>
    </span>
  );
}

function Assignees({
  ids,
  people,
  selfId,
}: {
  ids: string[];
  people: Map<string, TaskPerson>;
  selfId: string;
}) {
  const t = useTranslations("tasks");
  if (ids.length === 0) return null;
  const named = ids.map((id) => {
    const person = people.get(id);
    return { id, name: id === selfId ? t("me") : (person?.name ?? "?"), image: person?.image ?? null };
  });
  const rest = named.slice(MAX_AVATARS);
  return (
    <div
      className={card.avatars}
      aria-label={`${t("board.assignees")}: ${named.map((p) => p.name).join(", ")}`}
    >
      {named.slice(0, MAX_AVATARS).map((person) => (
        <PersonAvatar key={person.id} name={person.name} image={person.image} />
      ))}
      {rest.length > 0 && (
        <span className={card.avatar} title={rest.map((p) => p.name).join(", ")}>
          {t("board.moreAssignees", { count: rest.length })}
        </span>
      )}
    </div>
  );
}

/** The mark of timers running on the task now, naming whose (the caller as "Me"). */
function RunningTimers({
  taskId,
  people,
  selfId,
}: {
  taskId: string;
  people: Map<string, TaskPerson>;
  selfId: string;
}) {
  const t = useTranslations("tasks");
  const ids = useTaskTimers(taskId);
  if (ids.length === 0) return null;
  const names = ids.map((id) => (id === selfId ? t("me") : (people.get(id)?.name ?? "?"))).join(", ");
  const label = t("board.timerRunning", { names });
  return (
    <span
      className={`${card.mark} ${card.teal}`}
      aria-label={label}
      title={label}
      data-testid="task-timer-running"
    >
      <IconClockPlay size={14} aria-hidden className={classes.timerPulse} />
      {ids.length > 1 && <span aria-hidden>{ids.length}</span>}
    </span>
  );
}

export interface TaskCardContentProps {
  task: TaskSummary;
  people: Map<string, TaskPerson>;
  selfId: string;
  /** The task sits in the board's last column (done): no overdue warning. */
  done: boolean;
  parentKey?: string | null;
}

/**
 * What a card shows (§3): key, title, type and priority, labels, due date, people, progress. Plain
 * markup (card.module.css), and names of icons and people as native tooltips (title): no Mantine
 * component and no floating popover per card.
 */
export const TaskCardContent = memo(function TaskCardContent({
  task,
  people,
  selfId,
  done,
  parentKey,
}: TaskCardContentProps) {
  const t = useTranslations("tasks.board");
  const tType = useTranslations("tasks.issueType");
  const tPriority = useTranslations("tasks.priority");
  const { subtasks, checkList } = task;
  const parent = parentKey ?? task.parentKey;
  const type = ISSUE_TYPE_ICONS[task.issueType];
  const priority = PRIORITY_ICONS[task.priority];
  return (
    <div className={card.content}>
      <div className={card.row}>
        <span className={card.key} data-testid="task-key">
          {task.key}
        </span>
        {parent && <span className={card.parent}>· {t("parent", { key: parent })}</span>}
      </div>
      <p className={card.title} data-testid="task-title">
        {task.title}
      </p>
      <Labels labels={task.labels} />
      {subtasks.total > 0 && (
        <div className={card.row} aria-label={t("subtasks", { done: subtasks.done, total: subtasks.total })}>
          <span className={card.progress} aria-hidden>
            <span
              className={card.progressBar}
              style={{ width: `${(subtasks.done / subtasks.total) * 100}%` }}
              data-complete={subtasks.done === subtasks.total || undefined}
            />
          </span>
          <span className={card.dimmed} aria-hidden>
            {subtasks.done}/{subtasks.total}
          </span>
        </div>
      )}
      <div className={card.footer}>
        <div className={card.meta}>
          <Glyph glyph={type.icon} color={type.color} name={tType(task.issueType)} />
          <Glyph glyph={priority.icon} color={priority.color} name={tPriority(task.priority)} />
          <RunningTimers taskId={task.id} people={people} selfId={selfId} />
          {task.dueDate && <DueDate dueDate={task.dueDate} done={done} />}
          {task.repeat && (
            <span
              className={`${card.mark} ${card.dimmed}`}
              role="img"
              aria-label={t("repeats")}
              title={t("repeats")}
              data-testid="task-card-repeats"
            >
              <IconRepeat size={14} aria-hidden />
            </span>
          )}
          {checkList.total > 0 && (
            <span
              className={`${card.mark} ${checkList.done === checkList.total ? card.teal : card.dimmed}`}
              aria-label={t("checklist", { done: checkList.done, total: checkList.total })}
            >
              <IconChecklist size={14} aria-hidden />
              <span aria-hidden>
                {checkList.done}/{checkList.total}
              </span>
            </span>
          )}
        </div>
        <Assignees ids={task.assignees} people={people} selfId={selfId} />
      </div>
    </div>
  );
});

/** The card's frame: the content and, beside it (not inside the focusable body), its menu. */
export function TaskCardFrame({ children, menu }: { children: ReactNode; menu?: ReactNode }) {
  return (
    <div className={classes.card}>
      {children}
      {menu && <div className={classes.cardMenu}>{menu}</div>}
    </div>
  );
}
