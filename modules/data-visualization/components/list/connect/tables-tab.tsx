"use client";

import { Accordion, Badge, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconDatabase, IconPlugConnected } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { dvQueries } from "@/modules/data-visualization/client/api";
import type { SourceDatabase } from "@/modules/data-visualization/shared/sources";
import type { Connect } from "./connect-dialog";
import { RowsPreview } from "./rows-preview";

/** One database's tables, each with its first rows and 'Connect' (read when the database is opened). */
function DatabaseTables(props: { moduleId: string; database: SourceDatabase; onConnect: Connect }) {
  const t = useTranslations("dataVisualization.connect");
  const { database } = props;
  if (database.tables.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("noTables")}
      </Text>
    );
  return (
    <Stack gap="lg">
      {database.tables.map((table) => (
        <Stack key={table.id} gap={6} data-testid="dv-source-table" data-table-id={table.id}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" miw={0}>
              <Text fw={600} size="sm" truncate>
                {table.name}
              </Text>
              <Badge variant="light" color="gray" tt="none">
                {t("records", { count: table.recordCount })}
              </Badge>
            </Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlugConnected size={14} aria-hidden />}
              onClick={() => props.onConnect({ type: "table", id: table.id }, table.name)}
              aria-label={t("connectTo", { name: table.name })}
              data-testid="dv-connect-table"
            >
              {t("connect")}
            </Button>
          </Group>
          <RowsPreview
            spec={dvQueries.tableRows(props.moduleId, table.id, 5)}
            caption={t("previewOf", { name: table.name })}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * 'On this dashboard': the database generator tables the person may read, by database (module ›
 * database), each with its first rows and a 'Connect' that makes a visualization on it.
 */
export function TablesTab(props: { moduleId: string; onConnect: Connect }) {
  const t = useTranslations("dataVisualization.connect");
  const tc = useTranslations("common");
  const databases = useQuery(dvQueries.tables(props.moduleId), { staleTime: 30_000 });
  const error = useErrorText(databases.error);
  const [open, setOpen] = useState<string[]>([]);
  if (error)
    return (
      <LoadError
        error={error}
        title={t("tablesFailed")}
        retryLabel={tc("retry")}
        onRetry={() => void databases.refetch()}
      />
    );
  if (!databases.data)
    return (
      <Stack gap="xs" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} h={48} />
        ))}
      </Stack>
    );
  if (databases.data.length === 0)
    return (
      <Stack align="center" gap="xs" py="lg" data-testid="dv-tables-empty">
        <IconDatabase size={36} stroke={1.3} aria-hidden />
        <Text fw={600}>{t("tablesEmptyTitle")}</Text>
        <Text size="sm" c="dimmed" ta="center" maw={460}>
          {t("tablesEmptyText")}
        </Text>
      </Stack>
    );
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="separated" data-testid="dv-tables">
      {databases.data.map((database) => (
        <Accordion.Item key={database.id} value={database.id}>
          <Accordion.Control icon={<IconDatabase size={18} aria-hidden />}>
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {t("databaseIn", { module: database.moduleName, database: database.name })}
              </Text>
              <Text size="xs" c="dimmed">
                {database.project ? database.project.name : t("workspaceModule")} ·{" "}
                {t("tables", { count: database.tables.length })}
              </Text>
            </Stack>
          </Accordion.Control>
          <Accordion.Panel>
            {open.includes(database.id) && (
              <DatabaseTables moduleId={props.moduleId} database={database} onConnect={props.onConnect} />
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
