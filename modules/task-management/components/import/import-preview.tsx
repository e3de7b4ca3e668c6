"use client";

import { Table, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { ImportRow } from "@/modules/task-management/schemas/import";
import { dueDateOf, listOf, priorityOf } from "@/modules/task-management/shared/csv-import";

/** The first rows of an import as they will become tasks (a CSV file's or a Trello board's). */
export function ImportPreview({ rows, checkLists = false }: { rows: ImportRow[]; checkLists?: boolean }) {
  const t = useTranslations("tasks.import");
  const tPriority = useTranslations("tasks.priority");
  const fields = ["title", "column", "priority", "dueDate", "assignees", "labels"] as const;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table data-testid="task-import-preview" verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {fields.map((field) => (
              <Table.Th key={field}>{t(`fields.${field}`)}</Table.Th>
            ))}
            {checkLists && <Table.Th>{t("fields.checkList")}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const priority = row.priority ? priorityOf(row.priority) : null;
            return (
              <Table.Tr key={index}>
                <Table.Td>
                  {row.title?.trim() || (
                    <Text c="red" size="sm">
                      {t("noTitle")}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{row.column?.trim() || t("firstColumn")}</Table.Td>
                <Table.Td>
                  {priority
                    ? tPriority(priority)
                    : row.priority
                      ? t("unknown", { value: row.priority })
                      : t("defaultPriority")}
                </Table.Td>
                <Table.Td>
                  {row.dueDate ? (dueDateOf(row.dueDate) ?? t("unknown", { value: row.dueDate })) : "—"}
                </Table.Td>
                <Table.Td>{listOf(row.assignees ?? "").join(", ") || "—"}</Table.Td>
                <Table.Td>{listOf(row.labels ?? "").join(", ") || "—"}</Table.Td>
                {checkLists && (
                  <Table.Td>
                    {row.checkList?.length
                      ? t("checkItems", {
                          done: row.checkList.filter((item) => item.isCompleted).length,
                          total: row.checkList.length,
                        })
                      : "—"}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
