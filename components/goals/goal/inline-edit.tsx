"use client";

import { Button, Group } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** The small pencil button that opens a field of the goal page for editing in place. */
export function InlineEditButton({
  onClick,
  testId,
  children,
}: {
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      leftSection={<IconPencil size={12} aria-hidden />}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/** Cancel and Save under a field edited in place. */
export function InlineEditActions({
  onCancel,
  onSave,
  saving,
  saveTestId,
}: {
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  saveTestId: string;
}) {
  const t = useTranslations("common");
  return (
    <Group gap="xs" justify="flex-end">
      <Button variant="default" size="xs" onClick={onCancel}>
        {t("cancel")}
      </Button>
      <Button size="xs" onClick={onSave} loading={saving} data-testid={saveTestId}>
        {t("save")}
      </Button>
    </Group>
  );
}
