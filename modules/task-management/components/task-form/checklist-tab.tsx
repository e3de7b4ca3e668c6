"use client";

import { Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { CheckListItem } from "@/modules/task-management/shared/types";
import { blankChecklistItem, ChecklistItems } from "./checklist-items";
import { hasPendingDrafts, newDraft, persistedItems } from "./draft-items";
import type { ChecklistDraft } from "./task-form-values";

function fromServer(items: readonly CheckListItem[], blank: ChecklistDraft): ChecklistDraft[] {
  return [
    ...items.map((item) => ({
      ...newDraft({ isCompleted: item.isCompleted }, item.title),
      isAdded: true,
      savedTitle: item.title,
    })),
    blank,
  ];
}

const toBody = (items: readonly ChecklistDraft[]): CheckListItem[] =>
  persistedItems(items).map(({ title, isCompleted }) => ({ title, isCompleted }));

interface ChecklistTabProps {
  items: CheckListItem[];
  readOnly: boolean;
  /** Saves the whole checklist; resolves false when it failed. */
  onSave: (checkList: CheckListItem[]) => Promise<boolean>;
  onPendingChange: (pending: boolean) => void;
}

/** The edit dialog's checklist: rows added, edited, ticked and deleted, each change saved at once. */
export function ChecklistTab({ items: server, readOnly, onSave, onPendingChange }: ChecklistTabProps) {
  const t = useTranslations("tasks.form");
  const serverKey = JSON.stringify(server);
  const [rows, setRows] = useState(() => fromServer(server, blankChecklistItem()));
  const [syncedKey, setSyncedKey] = useState(serverKey);

  // A change from elsewhere (another user, a failed save) is taken while no row is being edited.
  const editing = rows.some((row) => !row.isAdded && row.savedTitle !== undefined);
  if (serverKey !== syncedKey && !editing) {
    setSyncedKey(serverKey);
    setRows((current) => fromServer(server, current[current.length - 1] ?? blankChecklistItem()));
  }

  const pending = hasPendingDrafts(rows);
  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);

  const persist = async (next: ChecklistDraft[]) => {
    const body = toBody(next);
    if (JSON.stringify(body) === serverKey) return;
    if (!(await onSave(body))) {
      setSyncedKey("");
    }
  };

  const done = server.filter((item) => item.isCompleted).length;
  return (
    <Stack gap="sm" data-testid="checklist-tab">
      {server.length > 0 && (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={(done / server.length) * 100}
            style={{ flex: 1 }}
            aria-label={t("checklistProgress")}
          />
          <Text size="xs" c="dimmed" data-testid="checklist-progress">
            {t("progressCount", { done, total: server.length })}
          </Text>
        </Group>
      )}
      <ChecklistItems
        items={rows}
        onItemsChange={setRows}
        onPersist={(next) => void persist(next)}
        readOnly={readOnly}
      />
    </Stack>
  );
}
