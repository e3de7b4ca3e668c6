"use client";

import { MultiSelect, Select, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconLayoutCards, IconLayoutKanban } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { Table } from "@/modules/database-generator/shared/types";
import {
  CARD_COLUMNS_MAX,
  isStackColumn,
  type DbViewAnswer,
  type ViewConfigPatch,
} from "@/modules/database-generator/shared/views";
import { ToolbarPopover } from "../table/view-controls";
import type { ViewBodyProps } from "./view-body";

/**
 * 'Customize cards' (for people who may edit the view): the columns its cards show (any but the
 * primary, at most 10) and, for a kanban, the single select column it stacks by. Each change is saved
 * at once (`onConfig`); the choice shows while it is being saved.
 */
export function CardSettings(props: {
  table: Table;
  view: DbViewAnswer;
  /** A kanban also picks its stack column. */
  stacks: boolean;
  onConfig: (patch: ViewConfigPatch) => Promise<boolean>;
}) {
  const { table, view, stacks, onConfig } = props;
  const t = useTranslations("databaseGenerator.views.cards");
  const [cardsDraft, setCardsDraft] = useState<string[] | null>(null);
  const [stackDraft, setStackDraft] = useState<string | null>(null);
  // The latest change of each setting: an earlier one's answer does not clear what was picked since.
  const saving = useRef({ cards: 0, stack: 0 });

  const cardData = table.columns
    .filter((column) => !column.primary)
    .map((column) => ({ value: column.id, label: column.name }));
  const stackData = table.columns
    .filter(isStackColumn)
    .map((column) => ({ value: column.id, label: column.name }));
  const known = new Set(cardData.map((entry) => entry.value));
  const cards = (cardsDraft ?? view.config.cardColumns).filter((id) => known.has(id));
  const stack = stackDraft ?? view.config.stackColumnId;

  const saveCards = async (ids: string[]) => {
    const cardColumns = ids.slice(0, CARD_COLUMNS_MAX);
    const mine = ++saving.current.cards;
    setCardsDraft(cardColumns);
    await onConfig({ cardColumns });
    if (saving.current.cards === mine) setCardsDraft(null);
  };
  const saveStack = async (id: string | null) => {
    if (!id || id === stack) return;
    const mine = ++saving.current.stack;
    setStackDraft(id);
    await onConfig({ stackColumnId: id });
    if (saving.current.stack === mine) setStackDraft(null);
  };

  return (
    <ToolbarPopover
      icon={<IconLayoutCards size={16} aria-hidden />}
      label={t("customize")}
      active={false}
      testId="card-settings"
      width={300}
      empty={null}
    >
      {stacks &&
        (stackData.length > 0 ? (
          <Select
            label={t("stackBy")}
            description={t("stackByHint")}
            placeholder={t("stackByPlaceholder")}
            data={stackData}
            value={stack && stackData.some((entry) => entry.value === stack) ? stack : null}
            onChange={(id) => void saveStack(id)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            data-testid="card-settings-stack"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t("noSelectColumn")}
          </Text>
        ))}
      <MultiSelect
        label={t("cardFields")}
        description={t("cardFieldsHint", { max: CARD_COLUMNS_MAX })}
        placeholder={cards.length === 0 ? t("cardFieldsPlaceholder") : undefined}
        data={cardData}
        value={cards}
        onChange={(ids) => void saveCards(ids)}
        maxValues={CARD_COLUMNS_MAX}
        searchable
        hidePickedOptions
        comboboxProps={{ withinPortal: false }}
        data-testid="card-settings-columns"
      />
    </ToolbarPopover>
  );
}

/**
 * A kanban without its single select column (none chosen, or removed since): what a kanban needs, and
 * for people who may edit, the card settings to pick one (or, when the table has none, to add one first).
 */
export function KanbanNoStack(props: ViewBodyProps) {
  const { table, view, access, onConfig } = props;
  const t = useTranslations("databaseGenerator.views.cards");
  const hasSelect = table.columns.some(isStackColumn);
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" data-testid="kanban-no-stack">
      <ThemeIcon variant="light" size="xl" radius="xl">
        <IconLayoutKanban size={22} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{t("noStackTitle")}</Text>
      <Text size="sm" c="dimmed" maw={460}>
        {t("noStack")}
      </Text>
      {access.edit && (
        <Text size="sm" c="dimmed">
          {hasSelect ? t("noStackPick") : t("noStackAdd")}
        </Text>
      )}
      {access.edit && hasSelect && <CardSettings table={table} view={view} stacks onConfig={onConfig} />}
    </Stack>
  );
}
