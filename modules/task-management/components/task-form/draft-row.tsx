"use client";

import { ActionIcon, Button, Group, Menu, TextInput, Tooltip } from "@mantine/core";
import { IconDots, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

interface DraftRowProps {
  title: string;
  onTitleChange: (title: string) => void;
  onSave: () => void;
  /** Leaves the draft (a new row is cleared, an edited one returns to what was saved). */
  onCancel?: () => void;
  /** A message key (validation.*) of a refused title. */
  error?: string;
  inputLabel: string;
  placeholder: string;
  /** More pickers beside the title (a subtask's assignees and priority). */
  extra?: ReactNode;
  saving?: boolean;
  autoFocus?: boolean;
  testId: string;
}

/**
 * An input row of a subtask or checklist list: Enter or Save adds it, Escape cancels. The title is
 * validated by the caller before adding (whitespace only is refused).
 */
export function DraftRow(props: DraftRowProps) {
  const t = useTranslations("tasks.form");
  const tAll = useTranslations();
  return (
    <Group gap="xs" align="flex-start" wrap="wrap" data-testid={props.testId}>
      <TextInput
        aria-label={props.inputLabel}
        placeholder={props.placeholder}
        value={props.title}
        onChange={(event) => props.onTitleChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.nativeEvent.isComposing) {
            // Enter adds the row; it must not submit the dialog's form.
            event.preventDefault();
            props.onSave();
          } else if (event.key === "Escape" && props.onCancel) {
            event.preventDefault();
            event.stopPropagation();
            props.onCancel();
          }
        }}
        error={props.error ? tAll(props.error) : undefined}
        autoFocus={props.autoFocus}
        // Escape cancels the row instead of closing the dialog (Mantine's modal checks this).
        data-mantine-stop-propagation={props.onCancel ? "true" : undefined}
        size="sm"
        // With pickers beside it the title takes its own line; otherwise it shares one with Save.
        style={{ flex: props.extra ? "1 1 100%" : "1 1 200px" }}
        maxLength={500}
      />
      {props.extra}
      <Button size="sm" variant="light" onClick={props.onSave} loading={props.saving}>
        {t("saveItem")}
      </Button>
      {props.onCancel && (
        <Tooltip label={t("cancelItem")}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t("cancelItem")}
            onClick={props.onCancel}
          >
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** The menu of an added row: Edit (back to draft) and Delete. */
export function ItemMenu({
  name,
  onEdit,
  onDelete,
  disabled,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
}) {
  const t = useTranslations("tasks.form");
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("itemOptions", { name })}
          disabled={disabled}
          data-testid="item-menu"
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
          {t("editItem")}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
          {t("deleteItem")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
