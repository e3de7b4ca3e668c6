"use client";

import { Button, Center, Stack, Table, Text, ThemeIcon } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import { SkeletonRows } from "@/components/ui/skeleton-rows";
import type { PagedResult } from "@/lib/client/query/use-paged-query";
import { useErrorText } from "@/lib/client/query/use-error-text";

/** A keyset list's table: skeleton while loading, the error with a retry, the empty states, "Load more". */
export function ListTable(props: {
  testId: string;
  headers: string[];
  rows: ReactNode;
  list: Pick<
    PagedResult<unknown>,
    "items" | "error" | "moreError" | "loading" | "loadingMore" | "hasMore" | "refetch" | "loadMore"
  >;
  filtered: boolean;
  /** What an empty list says (when not filtered), with the create link for those who may. */
  empty: { title: string; hint?: string; action?: { label: string; href: string } | null };
}) {
  const t = useTranslations("notificationModule");
  const { list } = props;
  const count = list.items?.length ?? 0;
  const error = useErrorText(list.error ?? list.moreError);
  const retry = () => void (list.error ? list.refetch() : list.loadMore());
  if (error && count === 0) return <LoadError error={error} retryLabel={t("retry")} onRetry={retry} />;
  if (!list.loading && count === 0) {
    return (
      <Center py="xl" data-testid={`${props.testId}-empty`}>
        <Stack align="center" gap="xs" maw={420}>
          <ThemeIcon variant="light" size="xl" radius="xl">
            <IconInbox size={22} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{props.filtered ? t("empty.filtered") : props.empty.title}</Text>
          {!props.filtered && props.empty.hint && (
            <Text size="sm" c="dimmed" ta="center">
              {props.empty.hint}
            </Text>
          )}
          {!props.filtered && props.empty.action && (
            <Button component={Link} href={props.empty.action.href} variant="light">
              {props.empty.action.label}
            </Button>
          )}
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      <LoadError error={error} retryLabel={t("retry")} onRetry={retry} />
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover data-testid={props.testId}>
          <Table.Thead>
            <Table.Tr>
              {props.headers.map((header, index) => (
                <Table.Th key={index}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.loading && count === 0 ? (
              <SkeletonRows rows={3} columns={props.headers.length} />
            ) : (
              props.rows
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.hasMore && (
        <Center>
          <Button variant="subtle" loading={list.loadingMore} onClick={() => void list.loadMore()}>
            {t("loadMore")}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
