"use client";

import { Button, Group, Text, type MantineSpacing } from "@mantine/core";
import { useTranslations } from "next-intl";

/**
 * Save and Reset of a settings page, and 'Unsaved changes' while the draft differs from what is
 * saved. Without `onSave` the save button submits the form around it.
 */
export function SaveBar({
  namespace,
  dirty,
  saving,
  onSave,
  onReset,
  saveTestId,
  gap,
}: {
  /** The page's messages: `save`, `reset` and `unsaved`. */
  namespace: string;
  dirty: boolean;
  saving: boolean;
  onSave?: () => void;
  onReset: () => void;
  saveTestId?: string;
  gap?: MantineSpacing;
}) {
  const t = useTranslations(namespace);
  return (
    <Group gap={gap}>
      <Button
        type={onSave ? undefined : "submit"}
        onClick={onSave}
        loading={saving}
        disabled={!dirty}
        data-testid={saveTestId}
      >
        {t("save")}
      </Button>
      <Button variant="default" onClick={onReset} disabled={!dirty || saving}>
        {t("reset")}
      </Button>
      {dirty && (
        <Text size="sm" c="dimmed">
          {t("unsaved")}
        </Text>
      )}
    </Group>
  );
}
