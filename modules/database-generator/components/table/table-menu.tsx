"use client";

import { Button, Menu } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ModuleInfo } from "@/lib/modules/types";
import { exportHref, type RecordsView } from "@/modules/database-generator/client/api";
import type { Column } from "@/modules/database-generator/shared/types";

/** A table's 'More' menu: export the view as CSV or XLSX, the view's hidden columns to show again, rename, clone, delete. */
export function TableMenu(props: {
  moduleId: string;
  tableId: string;
  view: RecordsView;
  hidden: Column[];
  access: ModuleInfo["access"];
  onShow: (column: Column) => void;
  onRename: () => void;
  onClone: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("databaseGenerator.table");
  const { access, hidden } = props;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDots size={16} aria-hidden />} data-testid="table-more">
          {t("more")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={exportHref(props.moduleId, props.tableId, "csv", props.view)} download>
          {t("exportCsv")}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={exportHref(props.moduleId, props.tableId, "xlsx", props.view)}
          download
        >
          {t("exportXlsx")}
        </Menu.Item>
        {hidden.length > 0 && <Menu.Label>{t("hiddenColumns")}</Menu.Label>}
        {hidden.map((column) => (
          <Menu.Item key={column.id} disabled={!access.edit} onClick={() => props.onShow(column)}>
            {t("showColumn", { name: column.name })}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {access.edit && <Menu.Item onClick={props.onRename}>{t("rename")}</Menu.Item>}
        {access.add && <Menu.Item onClick={props.onClone}>{t("clone")}</Menu.Item>}
        {access.delete && (
          <Menu.Item color="red" onClick={props.onDelete}>
            {t("delete")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
