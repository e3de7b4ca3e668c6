"use client";

import { ActionIcon, Badge, Button, Group, SegmentedControl, Select, Text } from "@mantine/core";
import { IconChevronDown, IconChevronRight, IconLayoutList } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { stableKey } from "@/lib/client/query/key";
import { useQuery } from "@/lib/client/query/use-query";
import { useTimeZone } from "@/lib/client/time-zone";
import { dbQueries, type RecordsView } from "@/modules/database-generator/client/api";
import { isGroupable } from "@/modules/database-generator/shared/columns";
import type { Column } from "@/modules/database-generator/shared/types";
import { cellFormat, useCellLabels } from "../grid/cell-view";
import { groupLayout, type GridLayout } from "../grid/group-layout";
import { ToolbarPopover } from "./view-controls";

export interface GroupBy {
  columnId: string;
  dir: "asc" | "desc";
}

/**
 * A table's grouping: by one column (not a long text or a multiple select), ascending or descending;
 * the view is then sorted by that column first and the grid shows each group's header (its value,
 * its count, collapsible) before its records. Over 1,000 distinct values the grid stays ungrouped
 * and says why.
 */
export function useGrouping(
  moduleId: string,
  tableId: string,
  columns: Column[],
  view: RecordsView,
  initial: GroupBy | null,
) {
  const t = useTranslations("databaseGenerator.group");
  const locale = useLocale();
  const zone = useTimeZone(null) ?? "UTC";
  const [by, setBy] = useState<GroupBy | null>(initial);
  const [collapsed, setCollapsed] = useState<{ key: string; values: Set<string> }>({
    key: "",
    values: new Set(),
  });
  const column = by
    ? columns.find((entry) => entry.id === by.columnId && isGroupable(entry.type))
    : undefined;
  const active = by && column ? by : null;
  const query = useQuery(active ? dbQueries.groups(moduleId, tableId, active, view) : null, {
    keepPrevious: true,
  });
  const groups = active && query.data && !query.data.truncated ? query.data.groups : null;
  // Collapsed groups by value, forgotten when the grouping changes.
  const groupingKey = active ? `${active.columnId}:${active.dir}` : "";
  const folded = useMemo(
    () => (collapsed.key === groupingKey ? collapsed.values : new Set<string>()),
    [collapsed, groupingKey],
  );

  /** The grid's lines with the groups' headers (null: not grouped). */
  const layout: GridLayout | null = useMemo(() => {
    if (!groups) return null;
    const closed = new Set<number>();
    groups.forEach((group, index) => folded.has(stableKey(group.value)) && closed.add(index));
    return groupLayout(
      groups.map((group) => group.count),
      closed,
    );
  }, [groups, folded]);

  const labels = useCellLabels();
  const format = useMemo(
    () => (column ? cellFormat(column, locale, zone, labels) : null),
    [column, locale, zone, labels],
  );
  const toggle = (value: unknown) => {
    const key = stableKey(value);
    const next = new Set(folded);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setCollapsed({ key: groupingKey, values: next });
  };
  const header = (index: number) => {
    const group = groups?.[index];
    if (!group || !column || !format) return null;
    const open = !folded.has(stableKey(group.value));
    const shown = group.value === null ? null : format(group.value);
    return (
      <Group gap={8} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-expanded={open}
          aria-label={open ? t("collapse") : t("expand")}
          onClick={() => toggle(group.value)}
          data-testid="group-toggle"
        >
          {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        </ActionIcon>
        <Text size="xs" c="dimmed">
          {column.name}
        </Text>
        {shown ?? (
          <Text size="sm" c="dimmed" fs="italic">
            {t("empty")}
          </Text>
        )}
        <Badge variant="light" color="gray" size="sm">
          {group.count}
        </Badge>
      </Group>
    );
  };

  // The view the records are read in: by the grouping column first.
  const activeId = active?.columnId ?? null;
  const activeDir = active?.dir ?? "asc";
  const sortsWith = useCallback(
    (sorts: RecordsView["sorts"]) =>
      activeId
        ? [
            { columnId: activeId, dir: activeDir },
            ...sorts.filter((sort) => sort.columnId !== activeId),
          ].slice(0, 5)
        : sorts,
    [activeId, activeDir],
  );

  return {
    by: active,
    setBy,
    layout,
    header,
    sortsWith,
    groupCount: groups?.length ?? null,
    truncated: Boolean(active && query.data?.truncated),
  };
}

/** 'Group': the column records are grouped by (or none) and its direction. */
export function GroupControl(props: {
  columns: Column[];
  value: GroupBy | null;
  onChange: (value: GroupBy | null) => void;
}) {
  const t = useTranslations("databaseGenerator.group");
  const { value, onChange } = props;
  const data = props.columns
    .filter((column) => isGroupable(column.type))
    .map((column) => ({ value: column.id, label: column.name }));
  return (
    <ToolbarPopover
      icon={<IconLayoutList size={16} aria-hidden />}
      label={
        value
          ? t("grouped", { name: props.columns.find((column) => column.id === value.columnId)?.name ?? "" })
          : t("group")
      }
      active={value !== null}
      testId="group-button"
      width={280}
      empty={null}
    >
      <Select
        label={t("by")}
        placeholder={t("none")}
        data={data}
        value={value?.columnId ?? null}
        onChange={(columnId) => onChange(columnId ? { columnId, dir: value?.dir ?? "asc" } : null)}
        clearable
        clearButtonProps={{ "aria-label": t("remove") }}
        comboboxProps={{ withinPortal: false }}
        data-testid="group-column"
      />
      {value && (
        <SegmentedControl
          size="xs"
          value={value.dir}
          onChange={(dir) => onChange({ ...value, dir: dir as GroupBy["dir"] })}
          data={[
            { value: "asc", label: t("asc") },
            { value: "desc", label: t("desc") },
          ]}
          style={{ alignSelf: "flex-start" }}
        />
      )}
      {value && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => onChange(null)}
          style={{ alignSelf: "flex-start" }}
          data-testid="group-remove"
        >
          {t("remove")}
        </Button>
      )}
    </ToolbarPopover>
  );
}
