"use client";

import { GoalSection } from "./goal-section";
import { Anchor, Badge, Group, Stack, Table, Text } from "@mantine/core";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { goalProjectHref, goalTaskHref } from "@/lib/client/goals/links";
import type { GoalDetail, GoalProjectRef, GoalTaskRef } from "@/lib/goals/api";
import { formatGoalValue, formatProgress } from "@/lib/goals/progress";
import { useGoalDates } from "../goal-period";
import { GoalDescription } from "./goal-description";
import { GoalPeriodField } from "./goal-period-field";
import { useGoalLinks } from "./use-goal-links";

const TASK_STATUS_COLORS = { todo: "gray", "work-in-progress": "blue", done: "teal" } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** What the goal follows, a row each, or the text that says it follows nothing. */
function FollowedList<Item extends { id: string }>({
  items,
  empty,
  testId,
  children,
}: {
  items: readonly Item[];
  empty: string;
  testId: string;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }} data-testid={testId}>
      {items.map((item) => (
        <Group component="li" key={item.id} justify="space-between" gap="xs" wrap="nowrap">
          {children(item)}
        </Group>
      ))}
    </Stack>
  );
}

function FollowedProjects({ projects }: { projects: readonly GoalProjectRef[] }) {
  const t = useTranslations("goals.overview");
  const locale = useLocale();
  return (
    <FollowedList items={projects} empty={t("noProjects")} testId="goal-projects">
      {(project) => (
        <>
          <Anchor component={Link} href={goalProjectHref(project.id)} size="sm" truncate>
            {project.name}
          </Anchor>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {t("projectDone", {
              done: project.done,
              total: project.total,
              percent: formatProgress(project.total > 0 ? project.done / project.total : null, 0, locale),
            })}
          </Text>
        </>
      )}
    </FollowedList>
  );
}

function FollowedTasks({ tasks, back }: { tasks: readonly GoalTaskRef[]; back: string }) {
  const t = useTranslations("goals.overview");
  const tStatus = useTranslations("goals.taskStatus");
  return (
    <FollowedList items={tasks} empty={t("noTasks")} testId="goal-tasks">
      {(task) => (
        <>
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text size="xs" ff="monospace" c="dimmed" style={{ flexShrink: 0 }}>
              {task.key}
            </Text>
            <Anchor component={Link} href={goalTaskHref(task, back)} size="sm" truncate>
              {task.title}
            </Anchor>
          </Group>
          <Badge variant="light" color={TASK_STATUS_COLORS[task.status]} size="sm" style={{ flexShrink: 0 }}>
            {tStatus(task.status)}
          </Badge>
        </>
      )}
    </FollowedList>
  );
}

/** A row of the details table: its label, then its value. */
function Detail({
  label,
  labelWidth,
  testId,
  children,
}: {
  label: string;
  labelWidth?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Table.Tr>
      <Table.Th w={labelWidth} fw={500} c="dimmed" fz="sm">
        {label}
      </Table.Th>
      <Table.Td fz="sm" data-testid={testId}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The goal's Overview: description, time period, where progress comes from (with the projects or
 * tasks followed, each linked), measurement, reminder and the next one, and when it was created.
 */
export function OverviewSection({ goal }: { goal: GoalDetail }) {
  const t = useTranslations("goals");
  const locale = useLocale();
  const dates = useGoalDates();
  const links = useGoalLinks(goal.id);

  return (
    <GoalSection id="goal-overview-title" title={t("overview.title")}>
      <Field label={t("overview.description")}>
        <GoalDescription goal={goal} />
      </Field>
      <Field label={t("overview.period")}>
        <GoalPeriodField goal={goal} />
      </Field>
      <Field label={t("overview.source")}>
        <Text size="sm" data-testid="goal-source">
          {t(`sources.${goal.source}`)}
        </Text>
      </Field>
      {goal.source === "projects" && (
        <Field label={t("overview.projects")}>
          <FollowedProjects projects={goal.projects} />
        </Field>
      )}
      {goal.source === "tasks" && (
        <Field label={t("overview.tasks")}>
          <FollowedTasks tasks={goal.tasks} back={links.page} />
        </Field>
      )}
      <Table
        variant="vertical"
        layout="fixed"
        withRowBorders={false}
        verticalSpacing={4}
        horizontalSpacing={0}
      >
        <Table.Tbody>
          <Detail label={t("overview.measurement")} labelWidth="45%">
            {goal.source === "manual"
              ? t(`measurements.${goal.measurement}`)
              : t("overview.measurementComputed")}
          </Detail>
          {goal.source === "manual" && (
            <Detail label={t("overview.values")}>
              {t("overview.valuesText", {
                start: formatGoalValue(goal.startingValue, goal, locale),
                target: formatGoalValue(goal.targetValue, goal, locale),
              })}
            </Detail>
          )}
          <Detail label={t("overview.decimals")}>{goal.decimals}</Detail>
          <Detail label={t("overview.reminder")} testId="goal-reminder">
            {t(`reminders.${goal.reminder}`)}
          </Detail>
          {goal.reminder !== "never" && (
            <Detail label={t("overview.nextReminder")}>
              {goal.nextReminderAt ? dates.dateTime(goal.nextReminderAt) : "—"}
            </Detail>
          )}
          <Detail label={t("overview.created")}>{dates.day(goal.createdAt)}</Detail>
          <Detail label={t("overview.updated")}>{dates.dateTime(goal.updatedAt)}</Detail>
        </Table.Tbody>
      </Table>
    </GoalSection>
  );
}
