"use client";

import { Button, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { goalApi } from "@/lib/client/goals/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import type { GoalDetail } from "@/lib/goals/api";
import { formatGoalValue, formatProgress, manualProgress } from "@/lib/goals/progress";
import { GOAL_NOTE_MAX, GOAL_PERCENT_MAX, GOAL_VALUE_MAX } from "@/lib/goals/types";
import { computedProgressUpdateSchema, progressUpdateSchemaFor } from "@/lib/schemas/goals";
import { useGoal } from "../goal/goal-context";
import { GoalDialogRoute } from "./goal-dialog-route";
import { MeasurementAffix } from "./measurement-affix";

interface Values {
  value: number | string;
  note: string;
}

/** /goals/{goalId}/update-progress: a check-in; a Manual goal's new current value, any goal's note. */
export function UpdateProgressModal({ redirect }: { redirect?: string }) {
  const t = useTranslations("goals");
  return (
    <GoalDialogRoute
      title={() => t("updateProgress.title")}
      redirect={redirect}
      testId="goal-update-progress-modal"
    >
      {(goal, close) => <UpdateProgressForm goal={goal} close={close} />}
    </GoalDialogRoute>
  );
}

function UpdateProgressForm({ goal, close }: { goal: GoalDetail; close: () => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const { apply } = useGoal();
  const { loading, error, submit: run } = useFormSubmit();
  const manual = goal.source === "manual";
  const resolveManual = useMemo(() => translatedResolver(progressUpdateSchemaFor(goal), t), [goal, t]);
  const resolveComputed = useMemo(() => translatedResolver(computedProgressUpdateSchema, t), [t]);
  const form = useForm<Values>({
    initialValues: { value: goal.currentValue, note: "" },
    validate: (values) => {
      const note = values.note.trim();
      // The server's schemas: a manual goal's value by its measurement and decimals; a note on the others.
      if (manual) return resolveManual({ value: values.value as number, note: note || undefined });
      return resolveComputed({ note });
    },
  });

  const percent = goal.measurement === "percent";
  const typed = typeof form.values.value === "number" ? form.values.value : null;
  const preview =
    manual && typed !== null
      ? formatProgress(
          manualProgress({
            startingValue: goal.startingValue,
            targetValue: goal.targetValue,
            currentValue: typed,
          }),
          goal.decimals,
          locale,
        )
      : null;

  const submit = form.onSubmit((values) =>
    run(async () => {
      const note = values.note.trim() || undefined;
      const body = manual ? { value: Number(values.value), ...(note ? { note } : {}) } : { note };
      apply(await goalApi.checkIn(goal.id, body));
      close();
      return "navigating";
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={error} />
        <Text size="sm" c="dimmed">
          {t("goals.updateProgress.current", {
            progress: formatProgress(goal.progress, goal.decimals, locale),
          })}
        </Text>
        {manual ? (
          <>
            <NumberInput
              label={t("goals.updateProgress.value")}
              description={t("goals.updateProgress.valueHint", {
                start: formatGoalValue(goal.startingValue, goal, locale),
                target: formatGoalValue(goal.targetValue, goal, locale),
              })}
              min={0}
              max={percent ? GOAL_PERCENT_MAX : GOAL_VALUE_MAX}
              decimalScale={percent ? 0 : goal.decimals}
              allowDecimal={!percent && goal.decimals > 0}
              allowNegative={false}
              clampBehavior="none"
              rightSection={<MeasurementAffix measurement={goal.measurement} />}
              rightSectionWidth={52}
              withAsterisk
              data-autofocus
              data-testid="goal-update-value"
              {...form.getInputProps("value")}
            />
            {preview && (
              <Text size="sm" data-testid="goal-update-preview">
                {t("goals.updateProgress.preview", { progress: preview })}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm">{t("goals.updateProgress.computedHint")}</Text>
        )}
        <Textarea
          label={t("goals.updateProgress.note")}
          placeholder={t("goals.updateProgress.notePlaceholder")}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={GOAL_NOTE_MAX}
          withAsterisk={!manual}
          data-autofocus={manual ? undefined : true}
          data-testid="goal-update-note"
          {...form.getInputProps("note")}
        />
        <DialogActions closeLabel={t("common.cancel")} onClose={close}>
          <Button type="submit" loading={loading} data-testid="goal-update-save">
            {t("goals.updateProgress.save")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
