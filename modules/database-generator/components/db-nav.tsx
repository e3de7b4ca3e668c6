"use client";

import { Anchor, Group, Menu, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { ModuleBreadcrumbs } from "@/components/modules/module-breadcrumbs";
import type { ModuleInfo } from "@/lib/modules/types";
import { schemaHref } from "@/modules/database-generator/client/api";
import { dbHrefs, type DbPlace } from "@/modules/database-generator/shared/urls";

/**
 * Where a database or table page is (spec: Dashboards, the project, Databases): the module's
 * breadcrumbs, then Databases / the database (a link on a table's page, the current page on its own).
 */
export function DbCrumbs(props: {
  place: DbPlace;
  info: ModuleInfo;
  database: { id: string; name: string };
  current: boolean;
}) {
  const t = useTranslations("databaseGenerator.nav");
  return (
    <>
      <ModuleBreadcrumbs
        label={t("breadcrumbs")}
        dashboards={t("dashboards")}
        project={props.info.project}
        workspaceModules={t("workspaceModules")}
      />
      <Group gap={6} mt={-6}>
        <Anchor component={Link} href={dbHrefs.dashboard(props.place)} size="sm">
          {t("databases")}
        </Anchor>
        <Text size="sm" c="dimmed" aria-hidden>
          /
        </Text>
        {props.current ? (
          <Text size="sm" c="dimmed" aria-current="page">
            {props.database.name}
          </Text>
        ) : (
          <Anchor component={Link} href={dbHrefs.database(props.place, props.database.id)} size="sm">
            {props.database.name}
          </Anchor>
        )}
      </Group>
    </>
  );
}

/** A database's schema to download: SQL for PostgreSQL or SQL Server, or JSON (menu items). */
export function SchemaExportItems({ moduleId, databaseId }: { moduleId: string; databaseId: string }) {
  const t = useTranslations("databaseGenerator.nav");
  return (
    <>
      <Menu.Item component="a" href={schemaHref(moduleId, databaseId, "postgresql")} download>
        {t("exportPostgres")}
      </Menu.Item>
      <Menu.Item component="a" href={schemaHref(moduleId, databaseId, "sqlserver")} download>
        {t("exportSqlServer")}
      </Menu.Item>
      <Menu.Item component="a" href={schemaHref(moduleId, databaseId, "json")} download>
        {t("exportJson")}
      </Menu.Item>
    </>
  );
}
