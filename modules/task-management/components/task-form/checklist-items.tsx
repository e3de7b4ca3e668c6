"use client";

import { Checkbox } from "@mantine/core";
import { useTranslations } from "next-intl";
import { DraftItemList } from "./draft-item-list";
import { newDraft } from "./draft-items";
import type { ChecklistDraft } from "./task-form-values";

/** The empty row a checklist ends with (the draft being typed). */
export const blankChecklistItem = (): ChecklistDraft => newDraft({ isCompleted: false });

/**
 * A checklist's draft/added rows (§4): the create dialog keeps them in its form, the edit dialog's
 * Checklist tab saves them with `onPersist`.
 */
export function ChecklistItems(props: {
  items: ChecklistDraft[];
  onItemsChange: (items: ChecklistDraft[]) => void;
  onPersist?: (items: ChecklistDraft[]) => void;
  readOnly?: boolean;
}) {
  const t = useTranslations("tasks.form");
  return (
    <DraftItemList<ChecklistDraft>
      testId="checklist"
      items={props.items}
      onItemsChange={props.onItemsChange}
      createItem={blankChecklistItem}
      onPersist={props.onPersist}
      readOnly={props.readOnly}
      labels={{
        input: t("checklistTitle"),
        placeholder: t("checklistPlaceholder"),
        empty: t("noChecklist"),
      }}
      renderAdded={(item, update) => (
        <Checkbox
          label={item.title}
          checked={item.isCompleted}
          disabled={props.readOnly}
          onChange={(event) => update({ isCompleted: event.currentTarget.checked })}
        />
      )}
    />
  );
}
