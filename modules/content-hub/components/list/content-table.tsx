"use client";

import { Anchor, Badge, Table, Text } from "@mantine/core";
import { useFormatter, useTranslations } from "next-intl";
import Link from "next/link";
import { SkeletonRows } from "@/components/ui/skeleton-rows";
import { postEditorHref, productEditorHref, type ContentTab } from "@/modules/content-hub/shared/routes";
import type { PostItem, ProductItem } from "@/modules/content-hub/shared/types";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

export type ContentRow = { kind: "blog"; item: PostItem } | { kind: "product"; item: ProductItem };

/** The list's rows (spec §2): title or name, published state, updated date, creator. */
export function ContentTable({
  moduleId,
  tab,
  rows,
}: {
  moduleId: string;
  tab: ContentTab;
  rows: ContentRow[] | null;
}) {
  const t = useTranslations("contentHub.list");
  const format = useFormatter();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="content-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{tab === "blog" ? t("title") : t("name")}</Table.Th>
            <Table.Th>{t("status")}</Table.Th>
            <Table.Th>{t("updated")}</Table.Th>
            <Table.Th>{t("creator")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === null ? (
            <SkeletonRows rows={4} columns={4} />
          ) : (
            rows.map((row) => {
              const { item } = row;
              const href =
                row.kind === "blog"
                  ? postEditorHref(moduleId, item.id)
                  : productEditorHref(moduleId, item.id);
              return (
                <Table.Tr key={item.id} data-testid="content-row" data-content-id={item.id}>
                  <Table.Td>
                    <Anchor component={Link} href={href} fw={500} style={{ wordBreak: "break-word" }}>
                      {row.kind === "blog" ? row.item.title : row.item.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={item.isPublished ? "green" : "gray"}>
                      {item.isPublished ? t("published") : t("draft")}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {plainSpaces(
                        format.dateTime(new Date(item.updatedAt), {
                          dateStyle: "medium",
                          timeStyle: "short",
                        }),
                      )}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{item.creator?.name ?? "—"}</Text>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
