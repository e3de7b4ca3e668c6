"use client";

import { Anchor, Card, Loader, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { LoadError } from "@/components/ui/load-error";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { formQueries } from "@/modules/form-builder/client/api";

const DailyChart = dynamic(() => import("./charts").then((m) => m.DailyChart), { ssr: false });

export function Stat({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** A titled card of the Analyze and Insights tabs. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Responses per day over the last 30 days. */
export function OverTime({
  title,
  data,
  label,
}: {
  title: string;
  data: { date: string; count: number }[];
  label: string;
}) {
  return (
    <Section title={title}>
      <DailyChart data={data} label={label} />
    </Section>
  );
}

export const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** The Insights tab: every form the viewer sees, summed, the top forms and responses per day. */
export function InsightsView({ moduleId }: { moduleId: string }) {
  const t = useTranslations("formBuilder.insights");
  // Loaded once per form; Retry loads again.
  const loaded = useQuery(formQueries.insights(moduleId));
  const error = useErrorText(loaded.error);
  const data = loaded.data;
  if (error) return <LoadError error={error} retryLabel={t("retry")} onRetry={() => void loaded.refetch()} />;
  if (!data) return <Loader />;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <Stat label={t("forms")} value={`${data.published} / ${data.forms}`} />
        <Stat label={t("views")} value={data.views} />
        <Stat label={t("starts")} value={data.starts} />
        <Stat label={t("submissions")} value={data.submissions} testId="insights-submissions" />
        <Stat label={t("completion")} value={percent(data.completionRate)} />
      </SimpleGrid>
      <OverTime title={t("overTime")} data={data.overTime} label={t("submissions")} />
      <Section title={t("top")}>
        {data.top.length === 0 ? (
          <Text c="dimmed">{t("empty")}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("form")}</Table.Th>
                <Table.Th>{t("views")}</Table.Th>
                <Table.Th>{t("submissions")}</Table.Th>
                <Table.Th>{t("completion")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.top.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} href={`/form-builder/${moduleId}/${row.id}/edit?view=analyze`}>
                      {row.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.views}</Table.Td>
                  <Table.Td>{row.submissions}</Table.Td>
                  <Table.Td>{percent(row.completionRate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
    </Stack>
  );
}
