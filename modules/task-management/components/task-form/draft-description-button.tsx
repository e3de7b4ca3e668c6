"use client";

import { Button, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSparkles } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import type { IssueType } from "@/modules/task-management/shared/constants";
import { isBlankHtml } from "./task-form-values";

interface DraftDescriptionButtonProps {
  title: string;
  issueType: IssueType;
  /** The description now (HTML): a model builds on it; a draft replaces it only when confirmed. */
  description: string;
  onDraft: (html: string) => void;
}

/**
 * "Draft with AI" beside the description (spec/work-management.md §4: AI-assisted): the task type's
 * structure with the title and hints in italics, or a configured model's draft
 * (server/ai/describe.ts). It asks before replacing a description that holds something.
 */
export function DraftDescriptionButton({
  title,
  issueType,
  description,
  onDraft,
}: DraftDescriptionButtonProps) {
  const t = useTranslations("tasks.form");
  const tAll = useTranslations();
  const { moduleId } = useTaskModule();
  const [busy, setBusy] = useState(false);
  const noTitle = title.trim().length === 0;

  const draft = async () => {
    if (
      !isBlankHtml(description) &&
      !(await confirmAction({
        title: t("draftReplaceTitle"),
        message: t("draftReplaceMessage"),
        confirm: t("draftReplace"),
        cancel: t("draftKeep"),
      }))
    )
      return;
    setBusy(true);
    try {
      const answer = await taskApi.draftDescription(moduleId, {
        title: title.trim(),
        issueType,
        description: isBlankHtml(description) ? null : description,
      });
      onDraft(answer.description);
      notifications.show({
        color: "teal",
        message: answer.by === "model" ? t("draftedModel") : t("draftedBuiltIn"),
      });
    } catch (caught) {
      notifications.show({
        color: "red",
        title: t("draftFailed"),
        message: errorMessage(caught, tAll("errors.somethingWentWrong")),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip label={t("draftNeedsTitle")} disabled={!noTitle} withinPortal>
      <span>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconSparkles size={14} aria-hidden />}
          onClick={() => void draft()}
          loading={busy}
          disabled={noTitle}
          data-testid="draft-description"
        >
          {t("draftWithAi")}
        </Button>
      </span>
    </Tooltip>
  );
}
