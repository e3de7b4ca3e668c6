"use client";

import { Anchor, Breadcrumbs, Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import Link from "next/link";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { linkDownloadHref, linksApi } from "@/modules/file-management/client/links";
import { formatBytes } from "@/modules/file-management/shared/bytes";
import type { PublicItem, PublicItems, PublicLink } from "@/modules/file-management/shared/links";
import { FileIcon } from "../file-icon";
import { LinkFacts } from "./link-view";

/**
 * A folder link: the folder shown (the link's, or one inside it: ?folder=), its crumbs back to the
 * link's folder, its items (a folder opens, a file downloads; 100 at a time) and the whole folder as a ZIP.
 */
export function LinkFolder({ token, link, first }: { token: string; link: PublicLink; first: PublicItems }) {
  const t = useTranslations("fileManagement.publicLink");
  const locale = useLocale();
  const format = useFormatter();
  const [more, setMore] = useState<{ key: string; rows: PublicItem[]; cursor: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = first.crumbs[first.crumbs.length - 1]!;
  // Pages loaded after the first belong to the folder they were loaded in.
  const extra = more?.key === current.id ? more : null;
  const rows = [...first.data, ...(extra?.rows ?? [])];
  const cursor = extra ? extra.cursor : first.nextCursor;
  const folderHref = (id: string) => (id === link.item!.id ? "?" : `?folder=${id}`);

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setError(null);
    try {
      const page = await linksApi.items(token, current.id === link.item!.id ? null : current.id, cursor);
      setMore({ key: current.id, rows: [...(extra?.rows ?? []), ...page.data], cursor: page.nextCursor });
    } catch (failure) {
      setError(errorMessage(failure, t("loadError")));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Card withBorder radius="md" p="lg" data-testid="drive-link-folder">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} miw={0}>
            <Title order={1} size="h3" style={{ overflowWrap: "anywhere" }}>
              {current.name}
            </Title>
            <LinkFacts link={link} />
          </Stack>
          <Button
            component="a"
            href={linkDownloadHref(token, current.id)}
            download
            leftSection={<IconDownload size={18} aria-hidden />}
            data-testid="drive-link-zip"
          >
            {t("downloadZip")}
          </Button>
        </Group>
        {first.crumbs.length > 1 && (
          <Breadcrumbs aria-label={t("crumbs")}>
            {first.crumbs.map((crumb, index) =>
              index === first.crumbs.length - 1 ? (
                <Text key={crumb.id} size="sm" aria-current="page">
                  {crumb.name}
                </Text>
              ) : (
                <Anchor key={crumb.id} component={Link} href={folderHref(crumb.id)} size="sm">
                  {crumb.name}
                </Anchor>
              ),
            )}
          </Breadcrumbs>
        )}
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="drive-link-folder-empty">
            {t("emptyFolder")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("name")}</Table.Th>
                  <Table.Th w={110}>{t("size")}</Table.Th>
                  <Table.Th w={170}>{t("modified")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((item) => (
                  <Table.Tr key={item.id} data-testid="drive-link-item">
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <FileIcon item={item} />
                        {item.kind === "folder" ? (
                          <Anchor component={Link} href={folderHref(item.id)} size="sm">
                            {item.name}
                          </Anchor>
                        ) : (
                          <Anchor href={linkDownloadHref(token, item.id)} download size="sm">
                            {item.name}
                          </Anchor>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{item.kind === "file" ? formatBytes(item.size, locale) : "—"}</Table.Td>
                    <Table.Td>
                      {format.dateTime(new Date(item.updatedAt), { dateStyle: "medium", timeStyle: "short" })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        {cursor && (
          <Button variant="default" onClick={() => void loadMore()} loading={loading}>
            {t("more")}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
