"use client";

import { Table } from "@mantine/core";
import { useFormatter, useTranslations } from "next-intl";
import { notificationModuleApi, notificationQueries } from "@/modules/notification/client/api";
import type { ChannelKind, TemplateItem } from "@/modules/notification/shared/types";
import type { PreviewViewer } from "./preview-viewer";
import { ResourceTab, RowMenu, RowMenuCell, useResourceTab, type ResourceTabProps } from "./resource-tab";
import { TemplateForm } from "./template-form";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

/** Templates: the messages campaigns send, with variables and a live preview. */
export function TemplatesTab(props: ResourceTabProps & { viewer: PreviewViewer }) {
  const { info, viewer, filters } = props;
  const t = useTranslations("notificationModule");
  const format = useFormatter();
  const state = useResourceTab({
    tab: props,
    resource: "template",
    query: { q: filters.q, channelKind: filters.channelKind as ChannelKind | null },
    page: notificationQueries.templates,
    deleteRow: notificationModuleApi.deleteTemplate,
  });
  const { setEditing, remove } = state;

  const renderRow = (row: TemplateItem) => (
    <Table.Tr key={row.id} data-testid="template-row">
      <Table.Td fw={500}>{row.name}</Table.Td>
      <Table.Td>{t(`kinds.${row.channelKind}`)}</Table.Td>
      <Table.Td>{row.subject ?? "—"}</Table.Td>
      <Table.Td>{row.variables.length}</Table.Td>
      <Table.Td>
        {plainSpaces(format.dateTime(new Date(row.updatedAt), { dateStyle: "medium", timeStyle: "short" }))}
      </Table.Td>
      <RowMenuCell name={row.name} shown={info.access.edit || info.access.delete}>
        {info.access.edit && (!row.inUse || info.access.send) && (
          <RowMenu.Edit onClick={() => setEditing(row)} />
        )}
        {info.access.edit && row.inUse && !info.access.send && (
          <RowMenu.Locked hint={t("template.lockedHint")} />
        )}
        {info.access.delete && <RowMenu.Delete onClick={() => void remove(row)} />}
      </RowMenuCell>
    </Table.Tr>
  );

  return (
    <ResourceTab
      state={state}
      columns={["name", "kind", "subject", "variables", "updated"]}
      renderRow={renderRow}
      filtered={Boolean(filters.q || filters.channelKind)}
      modalSize={960}
      renderForm={(form) => <TemplateForm info={info} viewer={viewer} {...form} />}
    />
  );
}
