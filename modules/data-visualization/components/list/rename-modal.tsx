"use client";

import { useTranslations } from "next-intl";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { dvApi } from "@/modules/data-visualization/client/api";
import type { DashboardSummary } from "@/modules/data-visualization/shared/types";
import { DASHBOARD_NAME_MAX, dashboardNameSchema } from "./name-schema";

/** 'Rename visualization': its name, saved with PATCH …/dashboards/{id}. */
export function RenameModal(props: {
  moduleId: string;
  dashboard: DashboardSummary;
  onClose: () => void;
  onRenamed: (name: string) => void;
}) {
  const t = useTranslations("dataVisualization.list");
  return (
    <SingleFieldModal
      opened
      onClose={props.onClose}
      title={t("renameTitle")}
      label={t("name")}
      maxLength={DASHBOARD_NAME_MAX}
      withAsterisk
      initialValue={props.dashboard.name}
      schema={dashboardNameSchema}
      testId="visualization-rename"
      onSubmit={async (name) => {
        const saved = await dvApi.updateDashboard(props.moduleId, props.dashboard.id, { name });
        invalidateQueries({ tag: moduleTag(props.moduleId) });
        props.onRenamed(saved.name);
      }}
    />
  );
}
