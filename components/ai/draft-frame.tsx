"use client";

import { Button, Code, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** What a module kind renders for a json message of a reply (spec §4), with what it needs to act. */
export interface DraftProps {
  value: unknown;
  moduleId: string;
  /** Where a create route returns to. */
  returnTo: string;
  /** The asker may create here (the conversation's `canCreate`). */
  canCreate: boolean;
  /** Closes the dialog before the action opens another page. */
  onNavigate: () => void;
}

/** A draft's title, as every card shows it. */
export function DraftTitle({ children }: { children: ReactNode }) {
  return (
    <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }} data-testid="ask-ai-draft-title">
      {children}
    </Text>
  );
}

/** A json block that is not a draft of this kind: shown as code, with why. */
export function InvalidDraft({ value, label }: { value: unknown; label: string }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Code block>{JSON.stringify(value, null, 2)}</Code>
    </Stack>
  );
}

/**
 * A draft card: its kind's label, what the kind shows of it, then its action for those who may take
 * it, or why they may not.
 */
export function DraftFrame({
  label,
  children,
  action,
  readOnly,
  testId = "ask-ai-draft",
}: {
  label: string;
  children: ReactNode;
  /** The action's button, or null when the asker may not take it. */
  action: { label: string; icon: ReactNode; onClick: () => void; loading?: boolean } | null;
  /** Said instead of the action. */
  readOnly: string;
  testId?: string;
}) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        {children}
        {action ? (
          <Group justify="flex-end">
            <Button size="xs" leftSection={action.icon} loading={action.loading} onClick={action.onClick}>
              {action.label}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {readOnly}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
