"use client";

import { Group, Menu, Text, UnstyledButton } from "@mantine/core";
import {
  IconArrowLeft,
  IconArrowRight,
  IconChevronDown,
  IconEdit,
  IconEyeOff,
  IconFilter,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { isSortable } from "@/modules/database-generator/shared/columns";
import type { Column } from "@/modules/database-generator/shared/types";
import { ColumnTypeIcon } from "../column-type-icon";

export type ColumnAction = "edit" | "sortAsc" | "sortDesc" | "filter" | "left" | "right" | "hide" | "delete";

/**
 * A column's header: its type, its name, its menu (edit, sort — not for links and lookups, which hold
 * lists —, filter, move, hide, delete).
 */
export function ColumnHeader(props: {
  column: Column;
  canEdit: boolean;
  canDelete: boolean;
  first: boolean;
  last: boolean;
  onAction: (column: Column, action: ColumnAction) => void;
}) {
  const { column, canEdit, onAction } = props;
  const t = useTranslations("databaseGenerator.columnMenu");
  const act = (action: ColumnAction) => () => onAction(column, action);
  const sortable = isSortable(column.type);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t("open", { name: column.name })}
          style={{ width: "100%", height: "100%", padding: "0 8px" }}
          data-testid="column-menu"
        >
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap" style={{ overflow: "hidden" }}>
              <ColumnTypeIcon type={column.type} />
              <Text size="sm" fw={600} truncate>
                {column.name}
              </Text>
              {column.required && (
                <Text span c="red" size="sm" aria-label={t("required")}>
                  *
                </Text>
              )}
            </Group>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {canEdit && (
          <Menu.Item leftSection={<IconEdit size={14} />} onClick={act("edit")}>
            {t("edit")}
          </Menu.Item>
        )}
        {sortable && (
          <>
            <Menu.Item leftSection={<IconSortAscending size={14} />} onClick={act("sortAsc")}>
              {t("sortAsc")}
            </Menu.Item>
            <Menu.Item leftSection={<IconSortDescending size={14} />} onClick={act("sortDesc")}>
              {t("sortDesc")}
            </Menu.Item>
          </>
        )}
        <Menu.Item leftSection={<IconFilter size={14} />} onClick={act("filter")}>
          {t("filter")}
        </Menu.Item>
        {canEdit && !column.primary && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconArrowLeft size={14} />} disabled={props.first} onClick={act("left")}>
              {t("moveLeft")}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowRight size={14} />}
              disabled={props.last}
              onClick={act("right")}
            >
              {t("moveRight")}
            </Menu.Item>
            <Menu.Item leftSection={<IconEyeOff size={14} />} onClick={act("hide")}>
              {t("hide")}
            </Menu.Item>
          </>
        )}
        {props.canDelete && !column.primary && (
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={act("delete")}>
            {t("delete")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
