"use client";

import { Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { translatedResolver } from "@/lib/client/form";
import { goalApi } from "@/lib/client/goals/api";
import type { GoalDetail } from "@/lib/goals/api";
import { GOAL_DESCRIPTION_MAX } from "@/lib/goals/types";
import * as z from "@/lib/zod";
import { updateGoalSchema } from "@/lib/schemas/goals";
import { InlineEditActions, InlineEditButton } from "./inline-edit";
import { useGoalAction } from "./use-goal-action";

/** PATCH /goals/{id}'s description rule (empty: no description). */
const descriptionFormSchema = z.object({ description: updateGoalSchema.shape.description });

/** The goal's description (plain text), edited in place by those who may edit the goal. */
export function GoalDescription({ goal }: { goal: GoalDetail }) {
  const t = useTranslations();
  const { run, busy } = useGoalAction();
  const [editing, setEditing] = useState(false);
  const form = useForm({
    initialValues: { description: goal.description ?? "" },
    validate: translatedResolver(descriptionFormSchema, t),
  });
  const edit = () => {
    form.setValues({ description: goal.description ?? "" });
    form.clearErrors();
    setEditing(true);
  };

  if (!editing) {
    return (
      <Stack gap={4} align="flex-start">
        {goal.description ? (
          <Text
            size="sm"
            style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}
            data-testid="goal-description"
          >
            {goal.description}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t("goals.overview.noDescription")}
          </Text>
        )}
        {goal.rights.edit && (
          <InlineEditButton onClick={edit} testId="goal-description-edit">
            {goal.description ? t("goals.overview.editDescription") : t("goals.overview.addDescription")}
          </InlineEditButton>
        )}
      </Stack>
    );
  }

  const save = form.onSubmit(async (values) => {
    const text = values.description.trim();
    const ok = await run("description", () =>
      goalApi.update(goal.id, { description: text === "" ? null : text }),
    );
    if (ok) setEditing(false);
  });

  return (
    <Stack gap="xs">
      <Textarea
        {...form.getInputProps("description")}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            setEditing(false);
          }
        }}
        aria-label={t("goals.form.description")}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={GOAL_DESCRIPTION_MAX}
        autoFocus
        data-testid="goal-description-input"
      />
      <InlineEditActions
        onCancel={() => setEditing(false)}
        onSave={() => save()}
        saving={busy === "description"}
        saveTestId="goal-description-save"
      />
    </Stack>
  );
}
