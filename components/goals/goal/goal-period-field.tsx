"use client";

import { Group, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { goalApi } from "@/lib/client/goals/api";
import type { GoalDetail } from "@/lib/goals/api";
import { goalTimePeriodSchema } from "@/lib/schemas/goals";
import { useGoalDates } from "../goal-period";
import { PeriodInput } from "../period-input";
import { InlineEditActions, InlineEditButton } from "./inline-edit";
import { useGoalAction } from "./use-goal-action";

type Range = [string | null, string | null];

/** The goal's time period, changed or cleared in place by those who may edit the goal. */
export function GoalPeriodField({ goal }: { goal: GoalDetail }) {
  const t = useTranslations();
  const dates = useGoalDates();
  const { run, busy } = useGoalAction();
  const [draft, setDraft] = useState<Range | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (draft === null) {
    return (
      <Group gap="xs" wrap="wrap">
        <Text size="sm" data-testid="goal-period">
          {dates.period(goal.timePeriod)}
        </Text>
        {goal.rights.edit && (
          <InlineEditButton
            onClick={() =>
              setDraft(goal.timePeriod ? [goal.timePeriod.start, goal.timePeriod.end] : [null, null])
            }
            testId="goal-period-edit"
          >
            {t("goals.overview.changePeriod")}
          </InlineEditButton>
        )}
      </Group>
    );
  }

  const save = async () => {
    const [start, end] = draft;
    if (Boolean(start) !== Boolean(end)) return setError(t("goals.form.periodIncomplete"));
    let timePeriod = null;
    if (start && end) {
      const parsed = goalTimePeriodSchema.safeParse({ start, end });
      if (!parsed.success)
        return setError(t(parsed.error.issues[0]?.message ?? "validation.goalPeriodInvalid"));
      timePeriod = parsed.data;
    }
    if (await run("period", () => goalApi.update(goal.id, { timePeriod }))) setDraft(null);
  };

  return (
    <Stack gap="xs">
      <PeriodInput
        value={draft}
        onChange={(value) => {
          setDraft(value);
          setError(null);
        }}
        error={error}
        testId="goal-period-input"
      />
      <InlineEditActions
        onCancel={() => {
          setDraft(null);
          setError(null);
        }}
        onSave={() => void save()}
        saving={busy === "period"}
        saveTestId="goal-period-save"
      />
    </Stack>
  );
}
