"use client";

import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconDatabase, IconDots, IconPlus } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ModuleBreadcrumbs } from "@/components/modules/module-breadcrumbs";
import { LoadError } from "@/components/ui/load-error";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { useTimeZone } from "@/lib/client/time-zone";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { ModuleInfo } from "@/lib/modules/types";
import { dbApi, dbQueries, useDatabasesLive } from "@/modules/database-generator/client/api";
import { dbNameSchema } from "@/modules/database-generator/schemas/inputs";
import type { Database } from "@/modules/database-generator/shared/types";
import {
  dbHrefs,
  type DashboardDialog,
  type DashboardView as View,
  type DbPlace,
} from "@/modules/database-generator/shared/urls";
import { SchemaExportItems } from "../db-nav";
import { useDbActions } from "../use-db-actions";
import { CreateDialogs } from "./create-dialogs";

/** A database's actions: open, rename, export its schema, delete. */
function DatabaseMenu(props: { place: DbPlace; database: Database; info: ModuleInfo; onRename: () => void }) {
  const t = useTranslations("databaseGenerator.dashboard");
  const tc = useTranslations("common");
  const { place, database, info } = props;
  const actions = useDbActions(place.moduleId, t("actionFailed"));
  const remove = async () => {
    const message = t("deleteMessage", { name: database.name, tables: database.tableCount });
    if (await actions.confirmDelete(t("deleteTitle"), message))
      await actions.run(
        () => dbApi.deleteDatabase(place.moduleId, database.id),
        t("deleted", { name: database.name }),
      );
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t("actions", { name: database.name })}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} href={dbHrefs.database(place, database.id)}>
          {t("open")}
        </Menu.Item>
        {info.access.edit && <Menu.Item onClick={props.onRename}>{t("rename")}</Menu.Item>}
        <Menu.Label>{t("exportSchema")}</Menu.Label>
        <SchemaExportItems moduleId={place.moduleId} databaseId={database.id} />
        {info.access.delete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => void remove()}>
              {tc("delete")}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The module's databases (spec: dashboard?active=databases&view=grid): cards or rows with their tables
 * and records, each opening its database; 'Create database' opens 'Create a new database' and its four
 * ways by their routes (…/dashboard/add-database…).
 */
export function DashboardView(props: {
  place: DbPlace;
  info: ModuleInfo;
  initial: Database[];
  view: View;
  dialog: DashboardDialog | null;
  /** When the server rendered the page: the clock of "updated … ago" (the same in the HTML and after). */
  renderedAt: string;
}) {
  const { place, info, view, dialog } = props;
  const t = useTranslations("databaseGenerator.dashboard");
  const tc = useTranslations("common");
  const format = useFormatter();
  const router = useRouter();
  const hydrated = useHydrated();
  const zone = useTimeZone(null) ?? "UTC";
  const seed = useServerSeed(props.initial);
  const list = useQuery(dbQueries.databases(place.moduleId), {
    initialData: seed ? { data: seed } : undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  useDatabasesLive(place.moduleId);
  const [renaming, setRenaming] = useState<Database | null>(null);
  const databases = list.data?.data ?? [];

  const open = (database: Database) => router.push(dbHrefs.database(place, database.id));
  const counts = (database: Database) => (
    <Group gap={6}>
      <Badge variant="light" color="blue">
        {t("tables", { count: database.tableCount })}
      </Badge>
      <Badge variant="light" color="gray">
        {t("records", { count: database.recordCount })}
      </Badge>
    </Group>
  );

  return (
    <Stack gap="md" data-testid="database-generator" data-ready={hydrated ? "true" : undefined}>
      <ModuleBreadcrumbs
        label={t("breadcrumbs")}
        dashboards={t("dashboards")}
        project={info.project}
        current={t("databases")}
        workspaceModules={t("workspaceModules")}
      />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={2}>{t("databases")}</Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t("viewLabel")}
            value={view}
            onChange={(value) => router.replace(dbHrefs.dashboard(place, value as View))}
            data={[
              { value: "grid", label: t("viewGrid") },
              { value: "list", label: t("viewList") },
            ]}
          />
          {info.access.add && (
            <Button
              component={Link}
              href={dbHrefs.dashboard(place, view, "add-database")}
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="create-database"
            >
              {t("create")}
            </Button>
          )}
        </Group>
      </Group>

      <LoadError
        error={list.error && errorMessage(list.error, t("loadFailed"))}
        retryLabel={tc("retry")}
        onRetry={() => void list.refetch()}
      />

      {list.data && databases.length === 0 && (
        <Card withBorder padding="xl" data-testid="databases-empty">
          <Stack align="center" gap="xs">
            <IconDatabase size={40} stroke={1.3} aria-hidden />
            <Text fw={600}>{t("emptyTitle")}</Text>
            <Text c="dimmed" size="sm" ta="center">
              {info.access.add ? t("emptyText") : t("emptyReader")}
            </Text>
            {info.access.add && (
              <Button component={Link} href={dbHrefs.dashboard(place, view, "add-database")}>
                {t("create")}
              </Button>
            )}
          </Stack>
        </Card>
      )}

      {databases.length > 0 && view === "grid" && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="databases-grid">
          {databases.map((database) => (
            <Card key={database.id} withBorder padding="md" data-testid="database-card">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Anchor component={Link} href={dbHrefs.database(place, database.id)} fw={600} lineClamp={1}>
                    {database.name}
                  </Anchor>
                  <DatabaseMenu
                    place={place}
                    database={database}
                    info={info}
                    onRename={() => setRenaming(database)}
                  />
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2} mih={40}>
                  {database.description || t("noDescription")}
                </Text>
                {counts(database)}
                <Text size="xs" c="dimmed">
                  {t("updated", {
                    when: format.relativeTime(new Date(database.updatedAt), new Date(props.renderedAt)),
                  })}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}

      {databases.length > 0 && view === "list" && (
        <Table.ScrollContainer minWidth={560}>
          <Table highlightOnHover data-testid="databases-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("name")}</Table.Th>
                <Table.Th>{t("tablesColumn")}</Table.Th>
                <Table.Th>{t("recordsColumn")}</Table.Th>
                <Table.Th>{t("createdBy")}</Table.Th>
                <Table.Th>{t("updatedColumn")}</Table.Th>
                <Table.Th aria-label={t("actionsColumn")} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {databases.map((database) => (
                <Table.Tr key={database.id} onDoubleClick={() => open(database)}>
                  <Table.Td>
                    <Anchor component={Link} href={dbHrefs.database(place, database.id)}>
                      {database.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{format.number(database.tableCount)}</Table.Td>
                  <Table.Td>{format.number(database.recordCount)}</Table.Td>
                  <Table.Td>{database.createdBy?.name ?? "—"}</Table.Td>
                  <Table.Td>
                    {format.dateTime(new Date(database.updatedAt), { dateStyle: "medium", timeZone: zone })}
                  </Table.Td>
                  <Table.Td>
                    <DatabaseMenu
                      place={place}
                      database={database}
                      info={info}
                      onRename={() => setRenaming(database)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <SingleFieldModal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t("renameTitle")}
        label={t("name")}
        maxLength={100}
        withAsterisk
        initialValue={renaming?.name ?? ""}
        schema={dbNameSchema}
        onSubmit={async (name) => {
          if (!renaming) return;
          await dbApi.updateDatabase(place.moduleId, renaming.id, { name });
          invalidateQueries({ tag: moduleTag(place.moduleId) });
          setRenaming(null);
        }}
      />

      <CreateDialogs place={place} view={view} dialog={info.access.add ? dialog : null} />
    </Stack>
  );
}
