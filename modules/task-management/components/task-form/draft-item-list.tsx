"use client";

import { Group, Stack, Text } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { cancelDraft, commitDraft, removeItem, reopenItem, updateDraft, type DraftItem } from "./draft-items";
import { DraftRow, ItemMenu } from "./draft-row";

export interface DraftItemListProps<I extends DraftItem> {
  /** The rows; the last one is the blank input row for a new item (see `createItem`). */
  items: I[];
  onItemsChange: (items: I[]) => void;
  /** A blank input row, appended after each add. */
  createItem: () => I;
  /** After an add, a delete or another change of an added row: the list to save (edit dialog). */
  onPersist?: (items: I[]) => void;
  labels: { input: string; placeholder: string; empty: string };
  /** Pickers beside a draft's title (a subtask's assignees and priority). */
  renderDraftExtra?: (item: I, update: (patch: Partial<I>) => void) => ReactNode;
  /** An added row's content (title, checkbox, badges). */
  renderAdded: (item: I, update: (patch: Partial<I>) => void) => ReactNode;
  readOnly?: boolean;
  testId: string;
}

const isNewRow = (item: DraftItem) => !item.isAdded && item.savedTitle === undefined;

/** Subtask or checklist rows with the draft → added behaviour of spec §4. */
export function DraftItemList<I extends DraftItem>(props: DraftItemListProps<I>) {
  const { items, onItemsChange, createItem, onPersist } = props;
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const change = (next: I[], persist = false) => {
    onItemsChange(next);
    if (persist) onPersist?.(next);
  };

  const save = (item: I) => {
    const { items: next, added } = commitDraft(items, item.key);
    if (!added) return change(next);
    if (isNewRow(item)) {
      const blank = createItem();
      setFocusKey(blank.key);
      change([...next, blank], true);
    } else {
      change(next, true);
    }
  };

  const cancel = (item: I) => {
    if (isNewRow(item)) change(updateDraft(items, item.key, { title: "" } as Partial<I>));
    else change(cancelDraft(items, item.key));
  };

  const added = items.filter((item) => !isNewRow(item));
  return (
    <Stack gap={6} data-testid={`${props.testId}-list`}>
      {added.length === 0 && props.readOnly && (
        <Text size="sm" c="dimmed">
          {props.labels.empty}
        </Text>
      )}
      {items.map((item) => {
        const update = (patch: Partial<I>) => change(updateDraft(items, item.key, patch), item.isAdded);
        if (item.isAdded || props.readOnly) {
          if (!item.isAdded) return null;
          return (
            <Group
              key={item.key}
              gap="xs"
              wrap="nowrap"
              justify="space-between"
              data-testid={`${props.testId}-item`}
            >
              <div style={{ flex: 1, minWidth: 0 }}>{props.renderAdded(item, update)}</div>
              {!props.readOnly && (
                <ItemMenu
                  name={item.title}
                  onEdit={() => {
                    setFocusKey(item.key);
                    change(reopenItem(items, item.key));
                  }}
                  onDelete={() => change(removeItem(items, item.key), true)}
                />
              )}
            </Group>
          );
        }
        return (
          <DraftRow
            key={item.key}
            testId={isNewRow(item) ? `${props.testId}-input` : `${props.testId}-draft`}
            title={item.title}
            onTitleChange={(title) => change(updateDraft(items, item.key, { title } as Partial<I>))}
            onSave={() => save(item)}
            onCancel={isNewRow(item) && !item.title ? undefined : () => cancel(item)}
            error={item.error}
            inputLabel={props.labels.input}
            placeholder={props.labels.placeholder}
            extra={props.renderDraftExtra?.(item, (patch) => change(updateDraft(items, item.key, patch)))}
            autoFocus={item.key === focusKey}
          />
        );
      })}
    </Stack>
  );
}
