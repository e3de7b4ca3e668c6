"use client";

import { ActionIcon, Group, TextInput, Title, Tooltip } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCheck, IconPencil, IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { translatedResolver } from "@/lib/client/form";
import { goalApi } from "@/lib/client/goals/api";
import type { GoalDetail } from "@/lib/goals/api";
import { GOAL_TITLE_MAX } from "@/lib/goals/types";
import * as z from "@/lib/zod";
import { goalTitleSchema } from "@/lib/schemas/goals";
import { useGoalAction } from "./use-goal-action";

/** PATCH /goals/{id}'s title rule. */
const titleFormSchema = z.object({ title: goalTitleSchema });

/** The goal's title, edited in place (Enter saves, Escape cancels) by those who may edit it. */
export function GoalTitle({ goal }: { goal: GoalDetail }) {
  const t = useTranslations();
  const { run, busy } = useGoalAction();
  const [editing, setEditing] = useState(false);
  const form = useForm({
    initialValues: { title: goal.title },
    validate: translatedResolver(titleFormSchema, t),
  });

  const edit = () => {
    form.setValues({ title: goal.title });
    form.clearErrors();
    setEditing(true);
  };
  const cancel = () => setEditing(false);
  const save = form.onSubmit(async (values) => {
    const title = z.parse(titleFormSchema, values).title;
    if (title === goal.title) return cancel();
    if (await run("title", () => goalApi.update(goal.id, { title }))) cancel();
  });

  if (!editing) {
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
              onClick={edit}
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
        {...form.getInputProps("title")}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            save();
          } else if (event.key === "Escape") {
            event.stopPropagation();
            cancel();
          }
        }}
        aria-label={t("goals.form.title")}
        maxLength={GOAL_TITLE_MAX}
        size="md"
        style={{ flex: 1 }}
        autoFocus
        data-testid="goal-title-input"
      />
      <ActionIcon
        size="lg"
        mt={2}
        onClick={() => save()}
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
