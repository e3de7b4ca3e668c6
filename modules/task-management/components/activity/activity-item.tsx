"use client";

import { Avatar, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";
import relativeTime from "dayjs/plugin/relativeTime";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { TaskActivityRow, TaskColumnRow, TaskPerson } from "@/modules/task-management/shared/types";
import { describeUpdate, type ActivityFormatContext } from "./activity-format";

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

const strong = (chunks: ReactNode) => <b>{chunks}</b>;

interface ActivityItemProps {
  row: TaskActivityRow;
  people: readonly TaskPerson[];
  columns: readonly Pick<TaskColumnRow, "id" | "name">[];
  selfId: string;
  /** Re-renders the relative times. */
  now: number;
}

/** One activity row: who did what and when (relative, the exact time on hover). */
export function ActivityItem({ row, people, columns, selfId, now }: ActivityItemProps) {
  const t = useTranslations("tasks");
  const locale = useLocale();
  const person = (id: string | undefined, fallback?: string) => {
    if (id && id === selfId) return t("me");
    return people.find((candidate) => candidate.id === id)?.name ?? fallback ?? t("activity.someone");
  };
  const actor = person(row.actingUser?.id, row.actingUser?.name);
  const image = people.find((candidate) => candidate.id === row.actingUser?.id)?.image;

  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const ctx: ActivityFormatContext = {
    t: (key, values) => t(key, values),
    has: (key) => t.has(key),
    columnName: (id) => columns.find((column) => column.id === id)?.name,
    personName: (id) => people.find((candidate) => candidate.id === id) && person(id),
    formatDate: (iso) => {
      const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
      return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
    },
  };

  let headline: ReactNode;
  let body: ReactNode = null;
  const { changes } = row;
  switch (changes.type) {
    case "created":
      headline = t.rich("activity.created", { actor, b: strong });
      break;
    case "updated": {
      const fields = describeUpdate(changes.fields, ctx);
      headline = t.rich("activity.updated", { actor, b: strong });
      body = (
        <Stack gap={2}>
          {fields.map((change) => (
            <Text
              key={change.field}
              size="xs"
              c="dimmed"
              data-testid="activity-change"
              style={{ wordBreak: "break-word" }}
            >
              {t("activity.change", { field: change.label, from: change.from, to: change.to })}
            </Text>
          ))}
        </Stack>
      );
      break;
    }
    case "moved":
      headline = t.rich("activity.moved", {
        actor,
        from: ctx.columnName(changes.sourceColumn.id) ?? changes.sourceColumn.name,
        to: ctx.columnName(changes.destinationColumn.id) ?? changes.destinationColumn.name,
        b: strong,
      });
      break;
    case "assigned":
    case "unassigned":
      headline = t.rich(`activity.${changes.type}`, {
        actor,
        person: person(changes.actUser.id, changes.actUser.name),
        b: strong,
      });
      break;
    case "commented":
      headline = t.rich("activity.commented", {
        actor: person(changes.comment.user.id, changes.comment.user.name),
        b: strong,
      });
      body = (
        <Paper withBorder p="xs" radius="sm" data-testid="activity-comment">
          <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
            {changes.comment.text}
          </Text>
        </Paper>
      );
      break;
  }

  const created = dayjs(row.createdAt);
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" data-testid="activity-row" data-action={row.actionType}>
      <Avatar src={image} name={row.actingUser?.name ?? "?"} color="initials" size={28} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" style={{ wordBreak: "break-word" }}>
          {headline}
        </Text>
        {body}
        <Tooltip label={created.format("LLL")} withinPortal>
          <Text size="xs" c="dimmed" component="time" dateTime={row.createdAt} w="fit-content">
            {created.from(now)}
          </Text>
        </Tooltip>
      </Stack>
    </Group>
  );
}
