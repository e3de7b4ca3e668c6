"use client";

import { Skeleton, Table, Text } from "@mantine/core";
import { useFormatter, useTranslations } from "next-intl";
import { LoadError } from "@/components/ui/load-error";
import { useErrorText } from "@/lib/client/query/use-error-text";
import type { QuerySpec } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import type { SourceRows } from "@/modules/data-visualization/shared/sources";

/**
 * A source's first rows (a table's, a file's) as a small table, read when shown: columns by name,
 * numbers in the viewer's format, empty cells as a dash.
 */
export function RowsPreview(props: { spec: QuerySpec<SourceRows>; caption: string; testId?: string }) {
  const t = useTranslations("dataVisualization.connect");
  const tc = useTranslations("common");
  const format = useFormatter();
  const rows = useQuery(props.spec, { staleTime: 60_000 });
  const error = useErrorText(rows.error);
  if (error)
    return (
      <LoadError
        error={error}
        title={t("previewFailed")}
        retryLabel={tc("retry")}
        onRetry={() => void rows.refetch()}
      />
    );
  if (!rows.data) return <Skeleton h={96} aria-busy="true" />;
  const { columns, rows: data } = rows.data;
  if (data.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid={props.testId}>
        {t("previewEmpty")}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={Math.max(320, columns.length * 110)} data-testid={props.testId}>
      <Table striped withTableBorder fz="xs" verticalSpacing={4}>
        <Table.Caption>{props.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id}>{column.name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((row, r) => (
            <Table.Tr key={r}>
              {columns.map((column, c) => {
                const cell = row[c];
                return (
                  <Table.Td key={column.id}>
                    {cell === null || cell === undefined || cell === ""
                      ? "—"
                      : typeof cell === "number"
                        ? format.number(cell)
                        : cell}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
