"use client";

import { useTranslations } from "next-intl";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { automationApi } from "@/modules/workflow-automation/client/api";
import { AUTOMATION_NAME_MAX, automationNameSchema } from "@/modules/workflow-automation/schemas/processes";
import type { ProcessSummary } from "@/modules/workflow-automation/shared/types";

/** The spec's Rename modal: the automation's name (resourceName), saved with PATCH …/bpmnProcess/{id}. */
export function RenameModal(props: {
  moduleId: string;
  process: ProcessSummary;
  onClose: () => void;
  onRenamed: (process: ProcessSummary) => void;
}) {
  const t = useTranslations("workflowAutomation.list");
  return (
    <SingleFieldModal
      opened
      onClose={props.onClose}
      title={t("renameTitle")}
      label={t("name")}
      maxLength={AUTOMATION_NAME_MAX}
      withAsterisk
      initialValue={props.process.resourceName}
      schema={automationNameSchema}
      testId="automation-rename"
      onSubmit={async (resourceName) => {
        props.onRenamed(await automationApi.update(props.moduleId, props.process.id, { resourceName }));
      }}
    />
  );
}
