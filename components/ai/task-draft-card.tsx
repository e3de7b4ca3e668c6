"use client";

import { Badge, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { createTaskHref } from "@/lib/ai/draft-href";
import { taskDraftSchema } from "@/lib/schemas/ai";
import * as z from "@/lib/zod";
import { DraftFrame, DraftTitle, InvalidDraft, type DraftProps } from "./draft-frame";

/**
 * A json message of a task board's reply (spec §4): a valid task draft shows its fields and a Create
 * Task action (for those who may create), which closes the dialog and opens the create route
 * prefilled; anything else shows as code.
 */
export function TaskDraftCard({ value, moduleId, returnTo, canCreate, onNavigate }: DraftProps) {
  const t = useTranslations("ai.dialog");
  const tTasks = useTranslations("tasks");
  const router = useRouter();
  const parsed = z.safeParse(taskDraftSchema, value);
  if (!parsed.success) return <InvalidDraft value={value} label={t("draftInvalid")} />;
  const draft = parsed.data;
  return (
    <DraftFrame
      label={t("draft")}
      readOnly={t("readOnly")}
      action={
        canCreate
          ? {
              label: t("createTask"),
              icon: <IconPlus size={14} aria-hidden />,
              onClick: () => {
                onNavigate();
                router.push(createTaskHref(moduleId, returnTo, draft), { scroll: false });
              },
            }
          : null
      }
    >
      <DraftTitle>{draft.title}</DraftTitle>
      {draft.description && (
        <Text size="sm" c="dimmed" lineClamp={3}>
          {draft.description}
        </Text>
      )}
      <Group gap={6}>
        {draft.priority && <Badge variant="light">{tTasks(`priority.${draft.priority}`)}</Badge>}
        {draft.issueType && <Badge variant="light">{tTasks(`issueType.${draft.issueType}`)}</Badge>}
        {draft.dueDate && <Badge variant="outline">{draft.dueDate}</Badge>}
        {draft.labels?.map((label) => (
          <Badge key={label} variant="dot">
            {label}
          </Badge>
        ))}
      </Group>
    </DraftFrame>
  );
}
