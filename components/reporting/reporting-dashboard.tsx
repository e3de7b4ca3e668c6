"use client";

import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconChartHistogram, IconPlus, IconTargetArrow, IconUsersGroup } from "@tabler/icons-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import { reportQueries } from "@/lib/client/reporting/api";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { useHydrated } from "@/lib/client/use-hydrated";
import { BUILT_IN_REPORTS, type ReportSummary } from "@/lib/reporting/types";
import { builtInKey } from "./report-meta";
import classes from "./reporting.module.css";
import { useReporting } from "./reporting-context";
import { useReportFormat, type ReportFormat } from "./use-report-format";

export const ADD_REPORT_HREF = "/reporting/dashboard/add-report?redirect=%2Freporting%2Fdashboard";

const BUILT_IN_ICONS = { "my-impact": IconTargetArrow, "my-organization": IconUsersGroup } as const;

/**
 * /reporting/dashboard: the built-in reports (My impact, My organization) and the saved custom
 * reports the viewer may open (theirs and those shared with the workspace), newest first, with
 * 'Add report'. `children`: the add-report dialog route. `initial`: the saved reports as the server
 * read them with the page, shown at once.
 */
export function ReportingDashboard({
  initial = null,
  children,
}: {
  initial?: { data: ReportSummary[] } | null;
  children?: ReactNode;
}) {
  const t = useTranslations("reporting");
  const format = useReportFormat();
  const seed = useServerSeed(initial);
  const reports = useQuery(reportQueries.list(), {
    initialData: seed ?? undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  // The reports show from the server's HTML: end-to-end tests wait for this before clicking.
  const ready = useHydrated();
  const reportsError = useErrorText(reports.error);
  const list = reports.data
    ? [...reports.data.data].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    : null;

  return (
    <Stack gap="xl" data-testid="reporting-dashboard" data-ready={ready ? "true" : undefined}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} flex="1 1 280px">
          <Title order={1} fz="h2">
            {t("title")}
          </Title>
          <Text c="dimmed">{t("dashboard.intro")}</Text>
        </Stack>
        <Button
          component={Link}
          href={ADD_REPORT_HREF}
          scroll={false}
          leftSection={<IconPlus size={16} aria-hidden />}
          data-testid="add-report-button"
        >
          {t("dashboard.add")}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {BUILT_IN_REPORTS.map((id) => {
          const Icon = BUILT_IN_ICONS[id];
          const key = builtInKey(id);
          return (
            <Card
              key={id}
              withBorder
              radius="md"
              padding="lg"
              component={Link}
              href={`/reporting/${id}`}
              className={classes.card}
              data-testid={`report-card-${id}`}
            >
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <Icon size={24} />
                </ThemeIcon>
                <Stack gap={4} miw={0}>
                  <Text fw={600} fz="lg" component="h2" m={0}>
                    {t(`builtIn.${key}.title`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`builtIn.${key}.description`)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="custom-reports-title">
        <div>
          <Title order={2} fz="h4" id="custom-reports-title">
            {t("dashboard.custom")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("dashboard.customIntro")}
          </Text>
        </div>
        <LoadError
          error={reportsError}
          title={t("dashboard.loadFailed")}
          retryLabel={t("view.retry")}
          onRetry={() => void reports.refetch()}
        />
        {list === null && !reportsError && (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            aria-busy="true"
            aria-label={t("dashboard.loading")}
          >
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={112} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {list?.length === 0 && (
          <Card withBorder radius="md" padding="xl" data-testid="custom-reports-empty">
            <Stack align="center" gap="xs" ta="center">
              <IconChartHistogram size={32} aria-hidden />
              <Text fw={500}>{t("dashboard.empty")}</Text>
              <Text size="sm" c="dimmed" maw={420}>
                {t("dashboard.emptyHint")}
              </Text>
              <Button component={Link} href={ADD_REPORT_HREF} scroll={false} variant="light" mt="xs">
                {t("dashboard.add")}
              </Button>
            </Stack>
          </Card>
        )}
        {list && list.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="custom-reports">
            {list.map((report) => (
              <SavedReportCard key={report.id} report={report} format={format} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

function SavedReportCard({ report, format }: { report: ReportSummary; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const { userId } = useReporting();
  const owner =
    report.owner === null
      ? t("dashboard.ownerGone")
      : report.owner.id === userId
        ? t("dashboard.ownerYou")
        : t("dashboard.owner", { name: report.owner.name });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      href={`/reporting/${report.id}`}
      className={classes.card}
      data-testid="report-card-saved"
      data-report-id={report.id}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} component="h3" m={0} lineClamp={2} className={classes.wrap}>
            {report.title}
          </Text>
          {report.shared && (
            <Badge variant="light" size="sm" flex="none">
              {t("dashboard.shared")}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {owner}
        </Text>
        <Text size="sm">{format.period(report.period)}</Text>
        <Text size="xs" c="dimmed">
          {t("dashboard.summary", {
            widgets: report.widgets.length,
            members: report.members.length,
            projects: report.projects.length,
          })}
        </Text>
      </Stack>
    </Card>
  );
}
