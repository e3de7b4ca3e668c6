"use client";

import { Alert, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslations } from "next-intl";
import type { SettingsFormValues } from "@/lib/client/goals/settings-form";
import type { GoalDetail, GoalTaskRef } from "@/lib/goals/api";
import { GOAL_PERCENT_MAX, GOAL_VALUE_MAX, GOAL_WEIGHT_MAX } from "@/lib/goals/types";
import { MeasurementAffix } from "./measurement-affix";
import { ProjectsSelect } from "./projects-select";
import { TasksPicker } from "./tasks-picker";

type Form = UseFormReturnType<SettingsFormValues>;

/** Subgoals: the plain or weighted average, and a weight per sub-goal when weighted. */
export function SubgoalFields({ form, goal }: { form: Form; goal: GoalDetail }) {
  const t = useTranslations("goals.settings");
  return (
    <Stack gap="sm">
      <Switch
        label={t("weighted")}
        description={t("weightedHint")}
        data-testid="goal-settings-weighted"
        {...form.getInputProps("weighted", { type: "checkbox" })}
      />
      {goal.subGoals.length === 0 ? (
        <Alert color="blue" variant="light">
          {t("noSubGoals")}
        </Alert>
      ) : (
        form.values.weighted && (
          <Paper withBorder radius="sm" p="sm">
            <Stack gap="xs" role="group" aria-label={t("weights")}>
              {goal.subGoals.map((sub) => (
                <Group key={sub.id} justify="space-between" gap="sm" wrap="nowrap">
                  <Text size="sm" truncate style={{ flex: 1 }} id={`weight-label-${sub.id}`}>
                    {sub.title}
                  </Text>
                  <NumberInput
                    w={110}
                    min={0}
                    max={GOAL_WEIGHT_MAX}
                    decimalScale={2}
                    allowNegative={false}
                    clampBehavior="none"
                    aria-labelledby={`weight-label-${sub.id}`}
                    aria-description={t("weight")}
                    data-testid="goal-settings-weight"
                    {...form.getInputProps(`weights.${sub.id}`)}
                  />
                </Group>
              ))}
            </Stack>
          </Paper>
        )
      )}
    </Stack>
  );
}

/** Projects: the projects whose task modules' done share is the progress. */
export function ProjectFields({ form, goal }: { form: Form; goal: GoalDetail }) {
  return (
    <ProjectsSelect
      value={form.values.projectIds}
      onChange={(value) => form.setFieldValue("projectIds", value)}
      followed={goal.projects}
      error={form.errors.projectIds}
    />
  );
}

/** Tasks: a chosen set of tasks, done over total. */
export function TaskFields(props: {
  form: Form;
  known: ReadonlyMap<string, GoalTaskRef>;
  onPick: (task: GoalTaskRef) => void;
}) {
  const { form } = props;
  return (
    <TasksPicker
      value={form.values.taskIds}
      onChange={(value) => form.setFieldValue("taskIds", value)}
      known={props.known}
      onPick={props.onPick}
      error={form.errors.taskIds}
    />
  );
}

/** Manual: starting, target and current values, in the measurement and with the decimals chosen. */
export function ManualFields({ form }: { form: Form }) {
  const t = useTranslations("goals.settings");
  const { measurement, decimals } = form.values;
  const percent = measurement === "percent";
  const shared = {
    min: 0,
    max: percent ? GOAL_PERCENT_MAX : GOAL_VALUE_MAX,
    decimalScale: percent ? 0 : decimals,
    allowDecimal: !percent && decimals > 0,
    allowNegative: false,
    clampBehavior: "none" as const,
    rightSection: <MeasurementAffix measurement={measurement} />,
    rightSectionWidth: 52,
    withAsterisk: true,
  };
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NumberInput
          label={t("startingValue")}
          data-testid="goal-settings-start"
          {...shared}
          {...form.getInputProps("startingValue")}
        />
        <NumberInput
          label={t("targetValue")}
          data-testid="goal-settings-target"
          {...shared}
          {...form.getInputProps("targetValue")}
        />
        <NumberInput
          label={t("currentValue")}
          data-testid="goal-settings-current"
          {...shared}
          {...form.getInputProps("currentValue")}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {percent ? t("manualPercentHint") : t("manualHint")}
      </Text>
    </Stack>
  );
}
