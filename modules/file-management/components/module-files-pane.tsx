"use client";

import { Anchor, Badge, Button, Group, Skeleton, Stack, Table, Text } from "@mantine/core";
import Link from "next/link";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { LoadError } from "@/components/ui/load-error";
import type { Page } from "@/lib/contracts/endpoint";
import { errorMessage } from "@/lib/client/api";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { driveQueries } from "@/modules/file-management/client/api";
import { formatBytes } from "@/modules/file-management/shared/bytes";
import type { ModuleFile, TypeFilter } from "@/modules/file-management/shared/types";
import { EmptyState } from "./empty-state";
import { FileIcon } from "./file-icon";

/**
 * The "From modules" tab: files other modules hold that the reader may read (content hub uploads,
 * form uploads, files sent in chats), newest first: each opens in a new tab (the browser shows what
 * it can safely, else downloads it) and names the module it comes from. Read-only: they are changed
 * where they live.
 */
export function ModuleFilesPane({
  moduleId,
  q,
  type,
  first,
}: {
  moduleId: string;
  q: string;
  type: TypeFilter | null;
  first: Page<ModuleFile> | null;
}) {
  const t = useTranslations("fileManagement.fromModules");
  const locale = useLocale();
  const format = useFormatter();
  const list = usePagedQuery<ModuleFile>((cursor) => driveQueries.moduleFiles(moduleId, q, type, cursor), {
    initialPage: first ?? undefined,
  });
  const rows = list.items;

  if (list.error && !rows)
    return (
      <LoadError
        error={errorMessage(list.error, t("loadError"))}
        retryLabel={t("retry")}
        onRetry={() => void list.refetch()}
      />
    );
  if (!rows)
    return (
      <Stack gap="xs" aria-busy="true" data-testid="module-files-loading">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={40} radius="sm" />
        ))}
      </Stack>
    );
  if (rows.length === 0) return <EmptyState kind={q ? "search" : type ? "filter" : "from-modules"} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("note")}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table highlightOnHover verticalSpacing="xs" data-testid="module-files">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("name")}</Table.Th>
              <Table.Th>{t("from")}</Table.Th>
              <Table.Th w={110}>{t("size")}</Table.Th>
              <Table.Th w={170}>{t("added")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((file) => (
              <Table.Tr key={file.id} data-testid="module-file">
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <FileIcon item={{ kind: "file", contentType: file.contentType }} />
                    <Anchor
                      href={file.url}
                      target="_blank"
                      rel="noopener"
                      size="sm"
                      style={{ overflowWrap: "anywhere" }}
                    >
                      {file.name}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Badge variant="light" color="gray" tt="none">
                      {t(`sources.${file.source.kind}`)}
                    </Badge>
                    <Anchor component={Link} href={file.source.module.href} size="sm">
                      {file.source.module.name}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>{formatBytes(file.size, locale)}</Table.Td>
                <Table.Td>
                  {format.dateTime(new Date(file.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.moreError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(list.moreError, t("loadError"))}
        </Text>
      )}
      {list.hasMore && (
        <Button variant="default" onClick={() => void list.loadMore()} loading={list.loadingMore}>
          {t("more")}
        </Button>
      )}
    </Stack>
  );
}
