"use client";

import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { TimeReport } from "@/modules/time-tracker/shared/report-types";
import type { ReportFormat } from "./use-report-format";

/** The range's figures: total, billable and non-billable time, and the amount. */
export function ReportSummary({ total, format }: { total: TimeReport["total"]; format: ReportFormat }) {
  const t = useTranslations("timeTracker.reports.summary");
  const figures = [
    ["total", format.duration(total.seconds)],
    ["billable", format.duration(total.billableSeconds)],
    ["nonBillable", format.duration(total.seconds - total.billableSeconds)],
    ["amount", format.amount(total.amount, total.currency)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="report-summary">
      {figures.map(([key, value]) => (
        <Paper key={key} withBorder radius="md" p="md" data-testid={`report-${key}`}>
          <Text size="sm" c="dimmed" component="h3" fw={500}>
            {t(key)}
          </Text>
          <Text fz={{ base: "lg", sm: "xl" }} fw={700} ff="monospace" data-testid={`report-${key}-value`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
