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

function FollowedProjects({ projects }: { projects: readonly GoalProjectRef[] }) {
  const t = useTranslations("goals.overview");
  const locale = useLocale();
  if (projects.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("noProjects")}
      </Text>
    );
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }} data-testid="goal-projects">
      {projects.map((project) => (
        <Group component="li" key={project.id} justify="space-between" gap="xs" wrap="nowrap">
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
        </Group>
      ))}
    </Stack>
  );
}

function FollowedTasks({ tasks, back }: { tasks: readonly GoalTaskRef[]; back: string }) {
  const t = useTranslations("goals.overview");
  const tStatus = useTranslations("goals.taskStatus");
  if (tasks.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("noTasks")}
      </Text>
    );
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }} data-testid="goal-tasks">
      {tasks.map((task) => (
        <Group component="li" key={task.id} justify="space-between" gap="xs" wrap="nowrap">
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
        </Group>
      ))}
    </Stack>
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
          <Table.Tr>
            <Table.Th w="45%" fw={500} c="dimmed" fz="sm">
              {t("overview.measurement")}
            </Table.Th>
            <Table.Td fz="sm">
              {goal.source === "manual"
                ? t(`measurements.${goal.measurement}`)
                : t("overview.measurementComputed")}
            </Table.Td>
          </Table.Tr>
          {goal.source === "manual" && (
            <Table.Tr>
              <Table.Th fw={500} c="dimmed" fz="sm">
                {t("overview.values")}
              </Table.Th>
              <Table.Td fz="sm">
                {t("overview.valuesText", {
                  start: formatGoalValue(goal.startingValue, goal, locale),
                  target: formatGoalValue(goal.targetValue, goal, locale),
                })}
              </Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th fw={500} c="dimmed" fz="sm">
              {t("overview.decimals")}
            </Table.Th>
            <Table.Td fz="sm">{goal.decimals}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th fw={500} c="dimmed" fz="sm">
              {t("overview.reminder")}
            </Table.Th>
            <Table.Td fz="sm" data-testid="goal-reminder">
              {t(`reminders.${goal.reminder}`)}
            </Table.Td>
          </Table.Tr>
          {goal.reminder !== "never" && (
            <Table.Tr>
              <Table.Th fw={500} c="dimmed" fz="sm">
                {t("overview.nextReminder")}
              </Table.Th>
              <Table.Td fz="sm">{goal.nextReminderAt ? dates.dateTime(goal.nextReminderAt) : "—"}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th fw={500} c="dimmed" fz="sm">
              {t("overview.created")}
            </Table.Th>
            <Table.Td fz="sm">{dates.day(goal.createdAt)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th fw={500} c="dimmed" fz="sm">
              {t("overview.updated")}
            </Table.Th>
            <Table.Td fz="sm">{dates.dateTime(goal.updatedAt)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </GoalSection>
  );
}
