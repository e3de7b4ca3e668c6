"use client";

import { GoalSection } from "./goal-section";
import { Avatar, Button, Text, Timeline } from "@mantine/core";
import { IconAdjustments, IconPencil, IconRefresh } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { GoalCheckInKind, GoalDetail } from "@/lib/goals/api";
import { formatGoalValue, formatProgress } from "@/lib/goals/progress";
import { useGoalDates } from "../goal-period";

const SHOWN = 10;

const KIND_ICONS: Record<GoalCheckInKind, typeof IconPencil> = {
  manual: IconPencil,
  computed: IconRefresh,
  settings: IconAdjustments,
};

/** The goal's check-ins, newest first, with who made them and their notes. */
export function CheckInHistory({ goal }: { goal: GoalDetail }) {
  const t = useTranslations("goals.checkIns");
  const locale = useLocale();
  const dates = useGoalDates();
  const [all, setAll] = useState(false);
  const newest = [...goal.checkIns].reverse();
  const rows = all ? newest : newest.slice(0, SHOWN);

  return (
    <GoalSection id="goal-check-ins-title" title={t("title")}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="goal-check-ins-empty">
          {t("empty")}
        </Text>
      ) : (
        <Timeline bulletSize={26} lineWidth={2} data-testid="goal-check-ins">
          {rows.map((row) => {
            const Icon = KIND_ICONS[row.kind];
            const progress =
              row.progress === null ? t("noData") : formatProgress(row.progress, goal.decimals, locale);
            return (
              <Timeline.Item
                key={row.id}
                bullet={
                  row.actor ? (
                    <Avatar src={row.actor.image} name={row.actor.name} color="initials" size={22} alt="" />
                  ) : (
                    <Icon size={14} aria-hidden />
                  )
                }
                title={
                  <Text size="sm" fw={600}>
                    {row.value !== null && goal.source === "manual"
                      ? t("headlineValue", { value: formatGoalValue(row.value, goal, locale), progress })
                      : t("headline", { progress })}
                  </Text>
                }
                data-testid="goal-check-in"
              >
                {row.note && (
                  <Text size="sm" mt={2} style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                    {row.note}
                  </Text>
                )}
                <Text size="xs" c="dimmed" mt={4}>
                  {t("meta", {
                    kind: t(`kinds.${row.kind}`),
                    who: row.actor?.name ?? t("system"),
                    when: dates.dateTime(row.createdAt),
                  })}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      {newest.length > SHOWN && (
        <Button variant="subtle" size="xs" onClick={() => setAll((shown) => !shown)} w="fit-content">
          {all ? t("showFewer") : t("showAll", { count: newest.length })}
        </Button>
      )}
    </GoalSection>
  );
}
