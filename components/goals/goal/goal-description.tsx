"use client";

import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { goalApi } from "@/lib/client/goals/api";
import type { GoalDetail } from "@/lib/goals/api";
import { GOAL_DESCRIPTION_MAX } from "@/lib/goals/types";
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
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={<IconPencil size={12} aria-hidden />}
            onClick={() => setDraft(goal.description ?? "")}
            data-testid="goal-description-edit"
          >
            {goal.description ? t("goals.overview.editDescription") : t("goals.overview.addDescription")}
          </Button>
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
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={() => setDraft(null)}>
          {t("common.cancel")}
        </Button>
        <Button
          size="xs"
          onClick={() => void save()}
          loading={busy === "description"}
          data-testid="goal-description-save"
        >
          {t("common.save")}
        </Button>
      </Group>
    </Stack>
  );
}
