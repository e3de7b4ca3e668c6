"use client";

import { Table, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { TimeReport } from "@/modules/time-tracker/shared/report-types";
import type { ReportFormat } from "./use-report-format";

/** The groups with their time, billable time and amount, and the range's total. */
export function ReportTable({ report, format }: { report: TimeReport; format: ReportFormat }) {
  const t = useTranslations("timeTracker.reports");
  const { currency } = report.total;
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover data-testid="report-table">
          <Table.Caption>{t(`groupCaption.${report.groupBy}`)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t(`groupBy.${report.groupBy}`)}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t("columns.time")}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t("columns.billable")}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t("columns.amount")}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.groups.map((group) => (
              <Table.Tr key={group.key ?? "none"} data-testid="report-row">
                <Table.Th scope="row" fw={400}>
                  {format.label(group, report.groupBy)}
                </Table.Th>
                <Table.Td ta="right" ff="monospace">
                  {format.duration(group.seconds)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {format.duration(group.billableSeconds)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {format.amount(group.amount, currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t("total")}</Table.Th>
              <Table.Td ta="right" ff="monospace" fw={700}>
                {format.duration(report.total.seconds)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace" fw={700}>
                {format.duration(report.total.billableSeconds)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace" fw={700}>
                {format.amount(report.total.amount, currency)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {report.overlapping && (
        <Text size="sm" c="dimmed">
          {t("overlapping")}
        </Text>
      )}
    </>
  );
}
