"use client";

import {
  Button,
  Divider,
  Group,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Input,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconChecklist, IconFolders, IconHandFinger, IconSitemap } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormError } from "@/components/ui/form-error";
import { goalApi, type ProgressSettingsBody } from "@/lib/client/goals/api";
import {
  parseDecimals,
  settingsBody,
  settingsErrors,
  settingsFormValues,
  type SettingsFormValues,
} from "@/lib/client/goals/settings-form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import type { GoalDetail, GoalTaskRef } from "@/lib/goals/api";
import { GOAL_MEASUREMENTS, GOAL_REMINDERS, GOAL_SOURCES, type GoalSource } from "@/lib/goals/types";
import { progressSettingsSchema } from "@/lib/schemas/goals";
import { useGoal } from "../goal/goal-context";
import { GoalDialogRoute } from "./goal-dialog-route";
import { ManualFields, ProjectFields, SubgoalFields, TaskFields } from "./source-fields";

const SOURCE_ICONS: Record<GoalSource, typeof IconSitemap> = {
  subgoals: IconSitemap,
  projects: IconFolders,
  tasks: IconChecklist,
  manual: IconHandFinger,
};
const isSource = (value: string): value is GoalSource => GOAL_SOURCES.some((source) => source === value);

/**
 * /goals/{goalId}/progress-settings: where progress comes from (Subgoals, Projects, Tasks, Manual)
 * with that source's fields, how values are written (measurement, decimals) and the reminder.
 */
export function ProgressSettingsModal({ redirect }: { redirect?: string }) {
  const t = useTranslations("goals");
  return (
    <GoalDialogRoute
      title={() => t("settings.title")}
      redirect={redirect}
      size="xl"
      testId="goal-progress-settings-modal"
    >
      {(goal, close) => <ProgressSettingsForm goal={goal} close={close} />}
    </GoalDialogRoute>
  );
}

function ProgressSettingsForm({ goal, close }: { goal: GoalDetail; close: () => void }) {
  const t = useTranslations();
  const { apply } = useGoal();
  const { loading, error, submit: run } = useFormSubmit();
  const subGoalIds = useMemo(() => goal.subGoals.map((sub) => sub.id), [goal.subGoals]);
  const [knownTasks, setKnownTasks] = useState<ReadonlyMap<string, GoalTaskRef>>(
    () => new Map(goal.tasks.map((task) => [task.id, task])),
  );
  const pick = useCallback(
    (task: GoalTaskRef) =>
      setKnownTasks((known) => (known.has(task.id) ? known : new Map(known).set(task.id, task))),
    [],
  );
  const form = useForm<SettingsFormValues>({
    initialValues: settingsFormValues(goal),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(settingsErrors(values, subGoalIds)).map(([field, key]) => [field, t(key)]),
      ),
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      // Validated already: the parse gives the body its types (ids deduplicated, defaults filled).
      const parsed = progressSettingsSchema.safeParse(settingsBody(values, subGoalIds));
      if (!parsed.success) return;
      const body: ProgressSettingsBody = parsed.data;
      apply(await goalApi.saveProgressSettings(goal.id, body));
      close();
      return "navigating";
    }),
  );

  const { source } = form.values;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={error} />
        <Radio.Group
          label={t("goals.settings.source")}
          description={t("goals.settings.sourceHint")}
          value={source}
          onChange={(value) => isSource(value) && form.setFieldValue("source", value)}
          error={form.errors.source}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="xs">
            {GOAL_SOURCES.map((option) => {
              const Icon = SOURCE_ICONS[option];
              return (
                <Radio.Card
                  key={option}
                  value={option}
                  radius="md"
                  p="sm"
                  data-testid={`goal-source-${option}`}
                >
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Radio.Indicator mt={2} />
                    <Stack gap={2}>
                      <Group gap={6} wrap="nowrap">
                        <Icon size={16} aria-hidden />
                        <Text fw={600} size="sm">
                          {t(`goals.sources.${option}`)}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t(`goals.settings.sourceText.${option}`)}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>

        {source === "subgoals" && <SubgoalFields form={form} goal={goal} />}
        {source === "projects" && <ProjectFields form={form} goal={goal} />}
        {source === "tasks" && <TaskFields form={form} known={knownTasks} onPick={pick} />}
        {source === "manual" && <ManualFields form={form} />}

        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t("goals.settings.measurement")}
            description={source === "manual" ? undefined : t("goals.settings.measurementComputed")}
            data={GOAL_MEASUREMENTS.map((value) => ({ value, label: t(`goals.measurements.${value}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="goal-settings-measurement"
            {...form.getInputProps("measurement")}
          />
          <Input.Wrapper label={t("goals.settings.decimals")} labelElement="div" error={form.errors.decimals}>
            <SegmentedControl
              fullWidth
              mt={4}
              value={String(form.values.decimals)}
              onChange={(value) => {
                const decimals = parseDecimals(value);
                if (decimals !== null) form.setFieldValue("decimals", decimals);
              }}
              data={["0", "1", "2", "3"]}
              aria-label={t("goals.settings.decimals")}
              data-testid="goal-settings-decimals"
            />
          </Input.Wrapper>
          <Select
            label={t("goals.settings.reminder")}
            data={GOAL_REMINDERS.map((value) => ({ value, label: t(`goals.reminders.${value}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="goal-settings-reminder"
            {...form.getInputProps("reminder")}
          />
        </SimpleGrid>

        <DialogActions closeLabel={t("common.cancel")} onClose={close}>
          <Button type="submit" loading={loading} data-testid="goal-settings-save">
            {t("common.save")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
