"use client";

import { Stack, Text, Textarea } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { goalApi } from "@/lib/client/goals/api";
import type { GoalDetail } from "@/lib/goals/api";
import { GOAL_DESCRIPTION_MAX } from "@/lib/goals/types";
import { InlineEditActions, InlineEditButton } from "./inline-edit";
import { useGoalAction } from "./use-goal-action";

/** The goal's description (plain text), edited in place by those who may edit the goal. */
export function GoalDescription({ goal }: { goal: GoalDetail }) {
  const t = useTranslations();
  const { run, busy } = useGoalAction();
  const [draft, setDraft] = useState<string | null>(null);

  if (draft === null) {
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
          <InlineEditButton onClick={() => setDraft(goal.description ?? "")} testId="goal-description-edit">
            {goal.description ? t("goals.overview.editDescription") : t("goals.overview.addDescription")}
          </InlineEditButton>
        )}
      </Stack>
    );
  }

  const save = async () => {
    const text = draft.trim();
    const ok = await run("description", () =>
      goalApi.update(goal.id, { description: text === "" ? null : text }),
    );
    if (ok) setDraft(null);
  };

  return (
    <Stack gap="xs">
      <Textarea
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            setDraft(null);
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
        onCancel={() => setDraft(null)}
        onSave={() => void save()}
        saving={busy === "description"}
        saveTestId="goal-description-save"
      />
    </Stack>
  );
}
