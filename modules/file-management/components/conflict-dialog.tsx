"use client";

import { Button, Group, List, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { ConflictChoice } from "./uploads/use-uploads";

/**
 * Files being uploaded have names the folder has: keep both (the new ones numbered), add each as a
 * new version of the file there, or skip them; closing cancels the upload.
 */
export function ConflictDialog({
  names,
  onAnswer,
}: {
  names: string[] | null;
  onAnswer: (choice: ConflictChoice | null) => void;
}) {
  const t = useTranslations("fileManagement.conflict");
  const count = names?.length ?? 0;
  return (
    <Modal
      opened={names !== null}
      onClose={() => onAnswer(null)}
      title={t("title", { count })}
      data-testid="conflict-dialog"
    >
      <Stack gap="sm">
        <Text size="sm">{t("body", { count })}</Text>
        <ScrollArea.Autosize mah={160} type="auto">
          <List size="sm" spacing={2}>
            {(names ?? []).map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onAnswer("skip")}>
            {t("skip")}
          </Button>
          <Button variant="default" onClick={() => onAnswer("keep-both")}>
            {t("keepBoth")}
          </Button>
          <Button onClick={() => onAnswer("version")} data-testid="conflict-version">
            {t("version")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
