"use client";

import { GoalSection } from "./goal-section";
import {
  Button,
  Center,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconAdjustments,
  IconChartLine,
  IconFileTypeCsv,
  IconPencilPlus,
  IconTable,
} from "@tabler/icons-react";
import dayjs from "dayjs";
import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useMemo, useState } from "react";
import { checkInsCsv, checkInsFileName } from "@/lib/client/goals/check-ins-csv";
import { downloadCsv } from "@/lib/client/download-csv";
import type { GoalDetail } from "@/lib/goals/api";
import { progressChart } from "@/lib/goals/ideal-line";
import { formatGoalValue } from "@/lib/goals/progress";
import { GoalProgressRing } from "../goal-progress";
import { CheckInsTable } from "./check-ins-table";
import { useGoalLinks } from "./use-goal-links";

const GoalProgressChart = dynamic(() => import("./progress-chart"), {
  ssr: false,
  loading: () => <Skeleton h={260} radius="md" />,
});

type View = "chart" | "table";

/** What the progress is made of, in a sentence per source. */
function useSourceSummary(goal: GoalDetail): string {
  const t = useTranslations("goals.progress.summary");
  const locale = useLocale();
  switch (goal.source) {
    case "manual":
      return t("manual", {
        current: formatGoalValue(goal.currentValue, goal, locale),
        target: formatGoalValue(goal.targetValue, goal, locale),
        start: formatGoalValue(goal.startingValue, goal, locale),
      });
    case "subgoals":
      return goal.subGoals.length === 0
        ? t("noSubGoals")
        : t(goal.weighted ? "subgoalsWeighted" : "subgoals", { count: goal.subGoals.length });
    case "projects": {
      const done = goal.projects.reduce((sum, project) => sum + project.done, 0);
      const total = goal.projects.reduce((sum, project) => sum + project.total, 0);
      return t("projects", { done, total, count: goal.projects.length });
    }
    case "tasks": {
      const done = goal.tasks.filter((task) => task.status === "done").length;
      return t("tasks", { done, total: goal.tasks.length });
    }
  }
}

/**
 * The goal's Progress: the big figure, what it is made of, Update progress and Progress settings,
 * and the check-ins over the time period against the ideal line, as a chart or a table, with a CSV
 * export.
 */
export function ProgressSection({ goal }: { goal: GoalDetail }) {
  const t = useTranslations("goals");
  const links = useGoalLinks(goal.id);
  const summary = useSourceSummary(goal);
  const [view, setView] = useState<View>("chart");
  const [openedAt] = useState(() => Date.now());
  const lastCheckIn = goal.checkIns.at(-1);
  const now = Math.max(openedAt, lastCheckIn ? Date.parse(lastCheckIn.createdAt) || 0 : 0);
  const chart = useMemo(
    () => progressChart({ period: goal.timePeriod, checkIns: goal.checkIns, now, decimals: goal.decimals }),
    [goal.timePeriod, goal.checkIns, now, goal.decimals],
  );

  const exportCsv = () =>
    downloadCsv(
      checkInsFileName(goal.title, dayjs().format("YYYY-MM-DD")),
      checkInsCsv(goal.checkIns, goal, {
        header: [
          t("checkIns.columns.date"),
          t("checkIns.columns.kind"),
          t("checkIns.columns.progressPercent"),
          t("checkIns.columns.value"),
          t("checkIns.columns.note"),
          t("checkIns.columns.by"),
        ],
        kind: (kind) => t(`checkIns.kinds.${kind}`),
      }),
    );

  return (
    <GoalSection id="goal-progress-title" title={t("progress.title")}>
      <Group gap="xl" align="center" wrap="wrap">
        <GoalProgressRing progress={goal.progress} decimals={goal.decimals} status={goal.status} />
        <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
          <Text fw={600}>{t(`sources.${goal.source}`)}</Text>
          <Text size="sm" c="dimmed" data-testid="goal-progress-summary">
            {summary}
          </Text>
          {goal.progress === null && (
            <Text size="sm" c="dimmed">
              {t("progress.noDataHint")}
            </Text>
          )}
          {goal.rights.edit && (
            <Group gap="sm" mt="xs" wrap="wrap">
              <Button
                component={Link}
                href={links.dialog("update-progress")}
                scroll={false}
                leftSection={<IconPencilPlus size={16} aria-hidden />}
                data-testid="goal-update-progress"
              >
                {t("progress.update")}
              </Button>
              <Button
                component={Link}
                href={links.dialog("progress-settings")}
                scroll={false}
                variant="default"
                leftSection={<IconAdjustments size={16} aria-hidden />}
                data-testid="goal-progress-settings"
              >
                {t("progress.settings")}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>

      <Group justify="space-between" gap="sm" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value === "table" ? "table" : "chart")}
          aria-label={t("progress.viewLabel")}
          data={[
            {
              value: "chart",
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconChartLine size={16} aria-hidden />
                  {t("progress.chartView")}
                </Group>
              ),
            },
            {
              value: "table",
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconTable size={16} aria-hidden />
                  {t("progress.tableView")}
                </Group>
              ),
            },
          ]}
          data-testid="goal-progress-view"
        />
        <Button
          variant="default"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          onClick={exportCsv}
          disabled={goal.checkIns.length === 0}
          data-testid="goal-check-ins-export"
        >
          {t("progress.exportCsv")}
        </Button>
      </Group>

      {view === "chart" ? (
        chart.points.length === 0 ? (
          <Center mih={120}>
            <Text c="dimmed" ta="center" data-testid="goal-chart-empty">
              {t("progress.chartEmpty")}
            </Text>
          </Center>
        ) : (
          <>
            <GoalProgressChart chart={chart} decimals={goal.decimals} now={openedAt} />
            {!chart.withIdeal && (
              <Text size="sm" c="dimmed">
                {t("progress.noIdeal")}
              </Text>
            )}
            <VisuallyHidden>{t("progress.chartHint")}</VisuallyHidden>
          </>
        )
      ) : goal.checkIns.length === 0 ? (
        <Center mih={120}>
          <Text c="dimmed">{t("checkIns.empty")}</Text>
        </Center>
      ) : (
        <CheckInsTable checkIns={goal.checkIns} format={goal} withValues={goal.source === "manual"} />
      )}
    </GoalSection>
  );
}
