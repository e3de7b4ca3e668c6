"use client";

import { Table, Text } from "@mantine/core";
import { useLocale, useTranslations } from "next-intl";
import type { GoalCheckInRow } from "@/lib/goals/api";
import { formatGoalValue, formatProgress } from "@/lib/goals/progress";
import type { GoalValueFormat } from "@/lib/goals/types";
import { useGoalDates } from "../goal-period";

/** The check-ins as a table (the chart's figures): when, kind, progress, value, note, who. Newest first. */
export function CheckInsTable({
  checkIns,
  format,
  withValues,
}: {
  checkIns: readonly GoalCheckInRow[];
  format: GoalValueFormat;
  /** Manual goals: the value column. */
  withValues: boolean;
}) {
  const t = useTranslations("goals.checkIns");
  const locale = useLocale();
  const dates = useGoalDates();
  const rows = [...checkIns].reverse();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover data-testid="goal-check-ins-table">
        <Table.Caption>{t("tableCaption")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("columns.date")}</Table.Th>
            <Table.Th scope="col">{t("columns.kind")}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t("columns.progress")}
            </Table.Th>
            {withValues && (
              <Table.Th scope="col" ta="right">
                {t("columns.value")}
              </Table.Th>
            )}
            <Table.Th scope="col">{t("columns.note")}</Table.Th>
            <Table.Th scope="col">{t("columns.by")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="goal-check-in-row">
              <Table.Th scope="row" fw={400} style={{ whiteSpace: "nowrap" }}>
                {dates.dateTime(row.createdAt)}
              </Table.Th>
              <Table.Td>{t(`kinds.${row.kind}`)}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {row.progress === null ? t("noData") : formatProgress(row.progress, format.decimals, locale)}
              </Table.Td>
              {withValues && (
                <Table.Td ta="right" ff="monospace">
                  {row.value === null ? "—" : formatGoalValue(row.value, format, locale)}
                </Table.Td>
              )}
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                  {row.note ?? ""}
                </Text>
              </Table.Td>
              <Table.Td>{row.actor?.name ?? t("system")}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
