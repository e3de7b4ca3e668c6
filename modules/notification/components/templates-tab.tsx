"use client";

import { Menu, Table } from "@mantine/core";
import { useFormatter, useTranslations } from "next-intl";
import { notificationModuleApi } from "@/modules/notification/client/api";
import type { ChannelKind, TemplateItem } from "@/modules/notification/shared/types";
import type { PreviewViewer } from "./preview-viewer";
import { ResourceTab, RowMenu, useResourceTab, type ResourceTabProps } from "./resource-tab";
import { TemplateForm } from "./template-form";

/** Templates: the messages campaigns send, with variables and a live preview. */
export function TemplatesTab(props: ResourceTabProps & { viewer: PreviewViewer }) {
  const { info, viewer, filters } = props;
  const t = useTranslations("notificationModule");
  const format = useFormatter();
  const state = useResourceTab<TemplateItem>({
    moduleId: info.id,
    resource: "template",
    filterKey: JSON.stringify([filters.q, filters.channelKind]),
    load: (cursor) =>
      notificationModuleApi.templates(info.id, {
        q: filters.q,
        channelKind: filters.channelKind as ChannelKind | null,
        cursor,
      }),
    deleteRow: (id) => notificationModuleApi.deleteTemplate(info.id, id),
    onEvent: (event, list) => {
      if (event.entity === "template") void list.reload();
    },
  });
  const { setEditing, remove } = state;

  const renderRow = (row: TemplateItem) => (
    <Table.Tr key={row.id} data-testid="template-row">
      <Table.Td fw={500}>{row.name}</Table.Td>
      <Table.Td>{t(`kinds.${row.channelKind}`)}</Table.Td>
      <Table.Td>{row.subject ?? "—"}</Table.Td>
      <Table.Td>{row.variables.length}</Table.Td>
      <Table.Td>
        {format.dateTime(new Date(row.updatedAt), { dateStyle: "medium", timeStyle: "short" })}
      </Table.Td>
      <Table.Td>
        {(info.access.edit || info.access.delete) && (
          <RowMenu name={row.name}>
            {info.access.edit && <Menu.Item onClick={() => setEditing(row)}>{t("edit")}</Menu.Item>}
            {info.access.delete && (
              <Menu.Item color="red" onClick={() => void remove(row)}>
                {t("delete")}
              </Menu.Item>
            )}
          </RowMenu>
        )}
      </Table.Td>
    </Table.Tr>
  );

  return (
    <ResourceTab
      state={state}
      tab={props}
      testId="templates-table"
      dialogTestId="template-dialog"
      headers={[
        t("columns.name"),
        t("columns.kind"),
        t("columns.subject"),
        t("columns.variables"),
        t("columns.updated"),
        "",
      ]}
      renderRow={renderRow}
      filtered={Boolean(filters.q || filters.channelKind)}
      modalSize={960}
      renderForm={(form) => <TemplateForm info={info} viewer={viewer} {...form} />}
    />
  );
}
