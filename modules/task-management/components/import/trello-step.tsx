"use client";

import { Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { TrelloImport } from "@/modules/task-management/shared/trello-import";
import { ImportPreview } from "./import-preview";

/** A Trello board read from its JSON export: what will be imported, the options, and the first cards. */
export function TrelloStep({
  file,
  board,
  withArchived,
  onWithArchived,
  createColumns,
  onCreateColumns,
  onBack,
  onImport,
}: {
  file: string;
  board: TrelloImport;
  withArchived: boolean;
  onWithArchived: (value: boolean) => void;
  createColumns: boolean;
  onCreateColumns: (value: boolean) => void;
  onBack: () => void;
  onImport: () => void;
}) {
  const t = useTranslations("tasks.import.trello");
  const tImport = useTranslations("tasks.import");
  return (
    <Stack gap="md" data-testid="task-import-trello">
      <Text size="sm">
        {t("intro", {
          file,
          board: board.board || t("untitledBoard"),
          cards: board.rows.length,
          lists: board.columns.length,
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t("people")}
      </Text>
      <Checkbox
        label={t("createColumns")}
        checked={createColumns}
        onChange={(event) => onCreateColumns(event.currentTarget.checked)}
      />
      <Checkbox
        label={t("withArchived", { count: board.archived })}
        checked={withArchived}
        disabled={board.archived === 0}
        onChange={(event) => onWithArchived(event.currentTarget.checked)}
        data-testid="task-import-archived"
      />
      {board.rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="task-import-no-cards">
          {t("noCards")}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={500}>
            {tImport("preview")}
          </Text>
          <ImportPreview rows={board.rows.slice(0, 5)} checkLists />
        </>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {tImport("back")}
        </Button>
        <Button onClick={onImport} disabled={board.rows.length === 0} data-testid="task-import-start">
          {tImport("import", { count: board.rows.length })}
        </Button>
      </Group>
    </Stack>
  );
}
