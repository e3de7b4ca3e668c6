"use client";

import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Menu,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCopy, IconDownload, IconFileImport, IconPlus, IconTable, IconTrash } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { ModuleInfo } from "@/lib/modules/types";
import { dbApi, dbQueries, useDatabasesLive } from "@/modules/database-generator/client/api";
import { dbNameSchema } from "@/modules/database-generator/schemas/inputs";
import type { DatabaseDetail, TableSummary } from "@/modules/database-generator/shared/types";
import { dbHrefs, type DatabaseView as View, type DbPlace } from "@/modules/database-generator/shared/urls";
import { DbCrumbs, SchemaExportItems } from "../db-nav";
import { useDbActions } from "../use-db-actions";

// The ER view (React Flow and its layout) and the import (its readers) load only when they are shown.
const ErdView = dynamic(() => import("../erd/erd-view").then((module) => module.ErdView));
const ImportDialog = dynamic(() => import("../import/import-dialog").then((module) => module.ImportDialog));

/**
 * A database (…/database/{databaseId}?view=list|erd): its tables with ID, Name, Record Count, Triggers,
 * Clone and Delete, or its ER diagram; 'Add table' (…/add-table), an import as a new table, its schema
 * exported.
 */
export function DatabaseView(props: {
  place: DbPlace;
  info: ModuleInfo;
  initial: DatabaseDetail;
  view: View;
  addTable: boolean;
}) {
  const { place, info, view } = props;
  const t = useTranslations("databaseGenerator.database");
  const tc = useTranslations("common");
  const format = useFormatter();
  const router = useRouter();
  const hydrated = useHydrated();
  const seed = useServerSeed(props.initial);
  const query = useQuery(dbQueries.database(place.moduleId, props.initial.id), {
    initialData: seed ?? undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  useDatabasesLive(place.moduleId);
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const database = query.data ?? props.initial;
  const actions = useDbActions(place.moduleId, t("actionFailed"));
  const { refresh } = actions;

  const clone = async (table: TableSummary, withRecords: boolean) => {
    setBusy(table.id);
    await actions.run(async () => {
      const copy = await dbApi.cloneTable(place.moduleId, table.id, withRecords);
      notifications.show({ color: "teal", message: t("cloned", { name: copy.name }) });
    });
    setBusy(null);
  };
  const remove = async (table: TableSummary) => {
    const message = t("deleteMessage", { name: table.name, count: table.recordCount });
    if (await actions.confirmDelete(t("deleteTitle"), message))
      await actions.run(
        () => dbApi.deleteTable(place.moduleId, table.id),
        t("deleted", { name: table.name }),
      );
  };

  return (
    <Stack gap="md" data-testid="database-page" data-ready={hydrated ? "true" : undefined}>
      <DbCrumbs place={place} info={info} database={database} current />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={2}>{database.name}</Title>
          {database.description && (
            <Text size="sm" c="dimmed">
              {database.description}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t("viewLabel")}
            value={view}
            onChange={(value) => router.replace(dbHrefs.database(place, database.id, value as View))}
            data={[
              { value: "list", label: t("viewList") },
              { value: "erd", label: t("viewErd") },
            ]}
          />
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
                {t("exportSchema")}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <SchemaExportItems moduleId={place.moduleId} databaseId={database.id} />
            </Menu.Dropdown>
          </Menu>
          {info.access.add && (
            <>
              <Button
                variant="default"
                leftSection={<IconFileImport size={16} aria-hidden />}
                onClick={() => setImporting(true)}
                data-testid="import-table"
              >
                {t("import")}
              </Button>
              <Button
                component={Link}
                href={dbHrefs.addTable(place, database.id)}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="add-table"
              >
                {t("addTable")}
              </Button>
            </>
          )}
        </Group>
      </Group>

      <LoadError
        error={query.error && errorMessage(query.error, t("loadFailed"))}
        retryLabel={tc("retry")}
        onRetry={() => void query.refetch()}
      />

      {view === "erd" ? (
        <ErdView
          moduleId={place.moduleId}
          databaseId={database.id}
          canEdit={info.access.edit}
          onOpenTable={(tableId) => router.push(dbHrefs.table(place, database.id, tableId))}
        />
      ) : database.tables.length === 0 ? (
        <Card withBorder padding="xl" data-testid="tables-empty">
          <Stack align="center" gap="xs">
            <IconTable size={40} stroke={1.3} aria-hidden />
            <Text fw={600}>{t("emptyTitle")}</Text>
            <Text size="sm" c="dimmed">
              {info.access.add ? t("emptyText") : t("emptyReader")}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table highlightOnHover data-testid="tables-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t("id")}</Table.Th>
                <Table.Th>{t("name")}</Table.Th>
                <Table.Th>{t("recordCount")}</Table.Th>
                <Table.Th>{t("triggers")}</Table.Th>
                <Table.Th w={70}>{t("clone")}</Table.Th>
                <Table.Th w={70}>{t("delete")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {database.tables.map((table, index) => (
                <Table.Tr key={table.id} data-testid="table-row">
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} href={dbHrefs.table(place, database.id, table.id)}>
                      {table.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t("columns", { count: table.columnCount })}
                    </Text>
                  </Table.Td>
                  <Table.Td>{format.number(table.recordCount)}</Table.Td>
                  <Table.Td>{format.number(table.triggers)}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" disabled={!info.access.add}>
                      <Menu.Target>
                        <Tooltip label={t("clone")}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t("cloneTable", { name: table.name })}
                            loading={busy === table.id}
                            disabled={!info.access.add}
                          >
                            <IconCopy size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => void clone(table, false)}>{t("cloneStructure")}</Menu.Item>
                        <Menu.Item onClick={() => void clone(table, true)}>{t("cloneWithRecords")}</Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={t("delete")}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t("deleteTable", { name: table.name })}
                        disabled={!info.access.delete}
                        onClick={() => void remove(table)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <SingleFieldModal
        opened={props.addTable && info.access.add}
        onClose={() => router.push(dbHrefs.database(place, database.id, view))}
        title={t("addTableTitle")}
        label={t("tableName")}
        maxLength={100}
        withAsterisk
        initialValue=""
        schema={dbNameSchema}
        submitLabel={t("addTable")}
        testId="add-table-form"
        onSubmit={async (name) => {
          const table = await dbApi.createTable(place.moduleId, database.id, name, "");
          refresh();
          router.push(dbHrefs.table(place, database.id, table.id));
          return "navigating";
        }}
      />
      {importing && (
        <ImportDialog
          moduleId={place.moduleId}
          databaseId={database.id}
          opened={importing}
          onClose={() => setImporting(false)}
          onImported={(result) => {
            setImporting(false);
            refresh();
            router.push(dbHrefs.table(place, database.id, result.table.id));
          }}
        />
      )}
    </Stack>
  );
}
