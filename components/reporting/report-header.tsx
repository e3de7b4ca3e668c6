"use client";

import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft, IconPencil, IconTrash } from "@tabler/icons-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { reportApi } from "@/lib/client/reporting/api";
import type { ReportSummary } from "@/lib/reporting/types";
import { builtInKey, isBuiltInReport } from "./report-meta";
import classes from "./reporting.module.css";
import { useReportView, type SavedReport } from "./report-view-context";
import { useReporting } from "./reporting-context";
import type { ReportFormat } from "./use-report-format";

export const DASHBOARD = "/reporting/dashboard";

/**
 * The edit dialog over the page as it is: the page's search stays (the view under the dialog keeps
 * its period and filters) and `redirect` brings it back.
 */
function editHref(reportId: string, pageHref: string): string {
  const search = pageHref.includes("?") ? pageHref.slice(pageHref.indexOf("?") + 1) : "";
  const redirect = `redirect=${encodeURIComponent(pageHref)}`;
  return `/reporting/${reportId}/edit?${search ? `${search}&` : ""}${redirect}`;
}

/** Who and what a saved report covers, in a line: owner, sharing, members, projects. */
function SavedScope({ report }: { report: ReportSummary }) {
  const t = useTranslations("reporting");
  const { userId } = useReporting();
  const names = (items: { name: string }[]) => items.map((item) => item.name).join(", ");
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {report.owner === null
          ? t("dashboard.ownerGone")
          : report.owner.id === userId
            ? t("dashboard.ownerYou")
            : t("dashboard.owner", { name: report.owner.name })}
      </Text>
      {report.shared && (
        <Badge variant="light" size="sm" data-testid="report-shared-badge">
          {t("dashboard.shared")}
        </Badge>
      )}
      <Text size="sm" c="dimmed">
        ·{" "}
        {report.members.length === 0
          ? t("scope.everyone")
          : t("scope.members", { names: names(report.members) })}
      </Text>
      <Text size="sm" c="dimmed">
        ·{" "}
        {report.projects.length === 0
          ? t("scope.allProjects")
          : t("scope.projects", { names: names(report.projects) })}
      </Text>
    </Group>
  );
}

/** A report page's title, what it shows, and a saved report's Edit and Delete when allowed. */
export function ReportHeader(props: { reportId: string; summary: SavedReport; format: ReportFormat }) {
  const t = useTranslations("reporting");
  const router = useRouter();
  const view = useReportView();
  const [deleting, setDeleting] = useState(false);
  const { reportId } = props;
  const report = props.summary.value;

  const remove = async (target: ReportSummary) => {
    const confirmed = await confirmAction({
      title: t("delete.title"),
      message: t("delete.message", { title: target.title }),
      confirm: t("delete.confirm"),
      cancel: t("delete.cancel"),
      danger: true,
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await reportApi.remove(target.id);
      notifications.show({ color: "teal", message: t("delete.done", { title: target.title }) });
      router.push(DASHBOARD);
    } catch (caught) {
      setDeleting(false);
      notifications.show({ color: "red", message: errorMessage(caught, t("delete.failed")) });
    }
  };

  const back = (
    <Anchor component={Link} href={DASHBOARD} size="sm" data-testid="report-back">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t("title")}
      </Group>
    </Anchor>
  );

  if (isBuiltInReport(reportId)) {
    const key = builtInKey(reportId);
    return (
      <Stack gap={4}>
        {back}
        <Title order={1} fz="h2" data-testid="report-title">
          {t(`builtIn.${key}.title`)}
        </Title>
        <Text c="dimmed">{t(`builtIn.${key}.description`)}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap={4}>
      {back}
      <LoadError
        error={props.summary.loading ? null : props.summary.error}
        title={t("view.loadFailed")}
        retryLabel={t("view.retry")}
        onRetry={props.summary.reload}
      />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} flex="1 1 320px">
          {report ? (
            <Title order={1} fz="h2" data-testid="report-title" className={classes.wrap}>
              {report.title}
            </Title>
          ) : (
            <Skeleton h={32} w={240} />
          )}
          {report ? <SavedScope report={report} /> : <Skeleton h={18} w={320} />}
        </Stack>
        {report && (report.rights.edit || report.rights.delete) && (
          <Group gap="xs">
            {report.rights.edit && (
              <Button
                component={Link}
                href={editHref(report.id, view?.href ?? `/reporting/${report.id}`)}
                scroll={false}
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                data-testid="report-edit"
              >
                {t("view.edit")}
              </Button>
            )}
            {report.rights.delete && (
              <Button
                variant="default"
                color="red"
                c="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={deleting}
                onClick={() => void remove(report)}
                data-testid="report-delete"
              >
                {t("view.delete")}
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
