"use client";

import { ActionIcon, Box, ColorSwatch, Group, Menu, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconDots, IconGripVertical } from "@tabler/icons-react";
import type { DraggableAttributes } from "@dnd-kit/core";
import { useTranslations } from "next-intl";
import type { ReactNode, Ref, SyntheticEvent } from "react";
import type { Attachment, Column, DbRecordAnswer } from "@/modules/database-generator/shared/types";
import { AttachmentCover } from "../attachments/attachment-cover";
import type { CellFormat } from "../grid/cell-view";
import { recordTitle } from "../grid/link-cells";
import type { KanbanStack, StackKey } from "./kanban-stacks";
import classes from "./views.module.css";

const stop = (event: SyntheticEvent) => event.stopPropagation();

export interface RecordCardProps {
  record: DbRecordAnswer;
  /** The table's primary column: its value names the record. */
  primary: Column | undefined;
  /** The columns the card shows besides the name, in the view's order. */
  columns: readonly Column[];
  /** Each column's display (`useCellFormats` of `columns`, made once per view rather than per card). */
  formats: ReadonlyMap<string, CellFormat>;
  onOpen: (record: DbRecordAnswer) => void;
  /** Controls beside the name (a drag handle, a menu): clicking them does not open the card. */
  actions?: ReactNode;
  /** A drag in progress makes it fainter (the overlay is the one that moves). */
  faded?: boolean;
  /** The overlay's copy under the pointer: not focusable, with a shadow. */
  lifted?: boolean;
  /**
   * A gallery card's cover image (coverOf): undefined for none, null for its empty band (the card's
   * attachment column holds no image).
   */
  cover?: Attachment | null | undefined;
}

/**
 * A record as a card of a kanban or a gallery: its name (the primary column's value, or "Unnamed
 * record") as the button that opens it, and each of the view's card columns with a value, its name as
 * a small label above the value as the grid shows it. A click anywhere on the card opens it too.
 */
export function RecordCard(props: RecordCardProps) {
  const { record, primary, columns, formats, onOpen, actions, faded = false, lifted = false, cover } = props;
  const t = useTranslations("databaseGenerator.views.cards");
  const title = recordTitle(primary, record).trim();
  const fields = columns.filter((column) => {
    const value = record.cells[column.id];
    return value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);
  });

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow={lifted ? "md" : "xs"}
      className={classes.card}
      data-lifted={lifted || undefined}
      data-faded={faded || undefined}
      onClick={() => onOpen(record)}
      data-testid="record-card"
      data-record-id={record.id}
    >
      {cover !== undefined && <AttachmentCover image={cover} />}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4}>
        <UnstyledButton
          miw={0}
          flex={1}
          tabIndex={lifted ? -1 : undefined}
          aria-hidden={lifted || undefined}
          data-testid="record-card-open"
        >
          <Text component="span" size="sm" fw={600} lineClamp={2} c={title ? undefined : "dimmed"}>
            {title || t("unnamed")}
          </Text>
        </UnstyledButton>
        {actions && (
          <Group gap={2} wrap="nowrap" onClick={stop}>
            {actions}
          </Group>
        )}
      </Group>
      {fields.length > 0 && (
        <Stack gap={6} mt="xs">
          {fields.map((column) => (
            <Box key={column.id} miw={0}>
              <Text size="xs" c="dimmed" fw={500} truncate>
                {column.name}
              </Text>
              <Box fz="sm" miw={0} className={classes.wrap}>
                {formats.get(column.id)?.(record.cells[column.id], record)}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * A kanban card's ⋯ menu: 'Move to' each other stack (its choice's colour beside it), the way to move
 * a card for keyboard and screen reader users besides the drag handle. Pressing in it starts no drag.
 */
export function CardMoveMenu(props: {
  /** The card's record's name. */
  name: string;
  current: StackKey;
  stacks: readonly KanbanStack[];
  nameOf: (key: StackKey) => string;
  onMove: (to: StackKey) => void;
}) {
  const { name, current, stacks, nameOf, onMove } = props;
  const t = useTranslations("databaseGenerator.views.cards");
  return (
    <Box onMouseDown={stop} onTouchStart={stop}>
      <Menu position="bottom-end" withinPortal shadow="md" width={220}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t("cardOptions", { name })}
            data-testid="kanban-card-menu"
          >
            <IconDots size={14} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown mah={360} className={classes.menu}>
          <Menu.Label>{t("moveTo")}</Menu.Label>
          {stacks.map((stack) => {
            const here = stack.key === current;
            const label = nameOf(stack.key);
            const color = stack.choice ? `var(--mantine-color-${stack.choice.color}-filled)` : null;
            return (
              <Menu.Item
                key={stack.key ?? ""}
                disabled={here}
                leftSection={
                  <ColorSwatch
                    color={color ?? "var(--mantine-color-default-border)"}
                    size={10}
                    withShadow={false}
                  />
                }
                onClick={() => onMove(stack.key)}
                data-testid="kanban-move-to"
              >
                {here ? t("currentStack", { stack: label }) : label}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}

/** A kanban card's drag handle: the keyboard picks the card up here (Space or Enter); a mouse or a finger anywhere on it. */
export function CardDragHandle({
  ref,
  attributes,
  label,
}: {
  ref: Ref<HTMLButtonElement>;
  attributes: DraggableAttributes;
  label: string;
}) {
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="sm"
      {...attributes}
      aria-label={label}
      data-testid="kanban-card-handle"
    >
      <IconGripVertical size={14} aria-hidden />
    </ActionIcon>
  );
}
