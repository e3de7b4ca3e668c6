"use client";

import { ScrollArea, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { SampleValue } from "@/modules/database-generator/components/create/draft-edit";

/** A value as written in a draft's sample row (checkboxes as yes/no, empty as nothing). */
function SampleCell({ value }: { value: SampleValue | undefined }) {
  const t = useTranslations("databaseGenerator.create");
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return <>{t(value ? "yes" : "no")}</>;
  return <>{String(value)}</>;
}

/** The first sample rows of a draft's table, read-only, under its columns' names. */
export function SampleRows({
  columns,
  rows,
  limit = 3,
  caption,
}: {
  columns: string[];
  rows: SampleValue[][];
  limit?: number;
  /** What the rows are, for assistive technology (the table's name). */
  caption: string;
}) {
  const t = useTranslations("databaseGenerator.create");
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("noSampleRows")}
      </Text>
    );
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table fz="xs" withTableBorder withColumnBorders striped verticalSpacing={4} miw={columns.length * 110}>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((name, n) => (
              <Table.Th key={n}>
                <Text fz="xs" fw={600} truncate maw={220}>
                  {name}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, limit).map((row, r) => (
            <Table.Tr key={r}>
              {columns.map((_, c) => (
                <Table.Td key={c}>
                  <Text fz="xs" truncate maw={220}>
                    <SampleCell value={row[c]} />
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length > limit ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t("moreRows", { count: rows.length - limit })}
        </Text>
      ) : null}
    </ScrollArea>
  );
}
