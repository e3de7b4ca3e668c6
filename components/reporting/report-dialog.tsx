"use client";

import { Alert, Center, Loader, Modal } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { reportApi } from "@/lib/client/reporting/api";
import { DialogRouteNotice, useCloseDialogRoute } from "@/components/ui/dialog-route";
import { DASHBOARD } from "./report-header";
import { ReportForm } from "./report-form";
import { useReportView } from "./report-view-context";
import { useReporting } from "./reporting-context";

/** A reporting dialog route: open while its URL is; closing goes back to `redirect`. */
function ReportDialogFrame(props: {
  title: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg" centered data-testid={props.testId}>
      {props.children}
    </Modal>
  );
}

function Waiting() {
  const t = useTranslations("common");
  return (
    <Center mih={200}>
      <Loader aria-label={t("loading")} />
    </Center>
  );
}

/**
 * /reporting/dashboard/add-report?redirect= (dialog): a new custom report, opened once saved.
 */
export function AddReportDialog({ redirect }: { redirect?: string }) {
  const t = useTranslations("reporting");
  const router = useRouter();
  const { today } = useReporting();
  const close = useCloseDialogRoute(redirect, DASHBOARD);
  return (
    <ReportDialogFrame title={t("form.addTitle")} onClose={close} testId="add-report-dialog">
      {today ? (
        <ReportForm
          today={today}
          submitLabel={t("form.add")}
          onCancel={close}
          onSubmit={async (body) => {
            const report = await reportApi.create(body);
            notifications.show({ color: "teal", message: t("form.added", { title: report.title }) });
            router.push(`/reporting/${report.id}`);
            return "navigating";
          }}
        />
      ) : (
        <Waiting />
      )}
    </ReportDialogFrame>
  );
}

/**
 * /reporting/{reportId}/edit?redirect= (dialog): a saved report's settings, over its page; those
 * who may not edit it get the reason instead of the form.
 */
export function EditReportDialog({ redirect }: { redirect?: string }) {
  const t = useTranslations("reporting");
  const router = useRouter();
  const view = useReportView();
  const { today } = useReporting();
  const fallback = view ? `/reporting/${view.reportId}` : DASHBOARD;
  const close = useCloseDialogRoute(redirect, fallback);
  const summary = view?.summary ?? null;
  const report = summary?.value ?? null;

  let body: ReactNode;
  if (!report || !today) {
    body =
      summary && !summary.loading && summary.error ? (
        <Alert color="red" role="alert">
          {summary.error}
        </Alert>
      ) : (
        <Waiting />
      );
  } else if (!report.rights.edit) {
    body = <DialogRouteNotice message={t("form.forbidden")} closeLabel={t("form.close")} onClose={close} />;
  } else {
    body = (
      <ReportForm
        key={report.updatedAt}
        initial={report}
        today={today}
        submitLabel={t("form.save")}
        onCancel={close}
        onSubmit={async (input) => {
          const saved = await reportApi.update(report.id, input);
          notifications.show({ color: "teal", message: t("form.saved", { title: saved.title }) });
          view?.reload();
          // A new period is the report's own now: the page leaves the one it was opened with.
          const period = input.period;
          if (period.from !== report.period.from || period.to !== report.period.to) {
            router.push(`/reporting/${report.id}`, { scroll: false });
          } else close();
          return "navigating";
        }}
      />
    );
  }

  return (
    <ReportDialogFrame title={t("form.editTitle")} onClose={close} testId="edit-report-dialog">
      {body}
    </ReportDialogFrame>
  );
}
