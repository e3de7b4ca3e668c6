"use client";

import { Badge, Button, Code, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { TaskDraft } from "@/lib/schemas/ai";
import { taskDraftSchema } from "@/lib/schemas/ai";
import * as z from "@/lib/zod";

/**
 * A json message of a reply (spec §4): a valid task draft shows its fields and a Create Task action
 * (for those who may create); anything else shows as code.
 */
export function TaskDraftCard({
  value,
  canCreate,
  onCreate,
}: {
  value: unknown;
  canCreate: boolean;
  onCreate: (draft: TaskDraft) => void;
}) {
  const t = useTranslations("ai.dialog");
  const tTasks = useTranslations("tasks");
  const parsed = z.safeParse(taskDraftSchema, value);
  if (!parsed.success)
    return (
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t("draftInvalid")}
        </Text>
        <Code block>{JSON.stringify(value, null, 2)}</Code>
      </Stack>
    );
  const draft = parsed.data;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="ask-ai-draft">
      <Stack gap="xs">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {t("draft")}
        </Text>
        <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }} data-testid="ask-ai-draft-title">
          {draft.title}
        </Text>
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
        {canCreate ? (
          <Group justify="flex-end">
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onCreate(draft)}
            >
              {t("createTask")}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t("readOnly")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
