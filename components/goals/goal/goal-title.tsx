"use client";

import { ActionIcon, Group, TextInput, Title, Tooltip } from "@mantine/core";
import { IconCheck, IconPencil, IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { goalApi } from "@/lib/client/goals/api";
import type { GoalDetail } from "@/lib/goals/api";
import { GOAL_TITLE_MAX } from "@/lib/goals/types";
import { goalTitleSchema } from "@/lib/schemas/goals";
import { useGoalAction } from "./use-goal-action";

/** The goal's title, edited in place (Enter saves, Escape cancels) by those who may edit it. */
export function GoalTitle({ goal }: { goal: GoalDetail }) {
  const t = useTranslations();
  const { run, busy } = useGoalAction();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (draft === null) return;
    const parsed = goalTitleSchema.safeParse(draft);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? "validation.itemTitleRequired"));
      return;
    }
    if (parsed.data === goal.title) return cancel();
    if (await run("title", () => goalApi.update(goal.id, { title: parsed.data }))) cancel();
  };

  if (draft === null) {
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start" miw={0}>
        <Title order={1} size="h2" style={{ wordBreak: "break-word" }} data-testid="goal-title">
          {goal.title}
        </Title>
        {goal.rights.edit && (
          <Tooltip label={t("goals.page.editTitle")}>
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={4}
              onClick={() => setDraft(goal.title)}
              aria-label={t("goals.page.editTitle")}
              data-testid="goal-title-edit"
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" w="100%">
      <TextInput
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void save();
          } else if (event.key === "Escape") {
            event.stopPropagation();
            cancel();
          }
        }}
        aria-label={t("goals.form.title")}
        error={error}
        maxLength={GOAL_TITLE_MAX}
        size="md"
        style={{ flex: 1 }}
        autoFocus
        data-testid="goal-title-input"
      />
      <ActionIcon
        size="lg"
        mt={2}
        onClick={() => void save()}
        loading={busy === "title"}
        aria-label={t("goals.page.saveTitle")}
        data-testid="goal-title-save"
      >
        <IconCheck size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon size="lg" mt={2} variant="default" onClick={cancel} aria-label={t("common.cancel")}>
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
