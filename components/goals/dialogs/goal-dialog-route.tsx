"use client";

import { Center, Loader, type ModalProps } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import { goalHref } from "@/lib/client/goals/links";
import type { GoalDetail } from "@/lib/goals/api";
import { DialogRouteNotice, useCloseDialogRoute } from "@/components/ui/dialog-route";
import { GoalDialog } from "../goal-dialog";
import { useGoal } from "../goal/goal-context";

/**
 * A dialog route over a goal's page: the goal of the page's provider once loaded, a loader until
 * then, and for dialogs that change the goal, the reason instead of the form when the viewer may not.
 */
export function GoalDialogRoute({
  title,
  redirect,
  size,
  testId,
  needsEdit = true,
  children,
}: {
  title: (goal: GoalDetail | null) => ReactNode;
  redirect?: string;
  size?: ModalProps["size"];
  testId: string;
  /** Only those who may edit the goal get the dialog's form. */
  needsEdit?: boolean;
  children: (goal: GoalDetail, close: () => void) => ReactNode;
}) {
  const t = useTranslations("goals");
  const { goal, goalId, error, reload } = useGoal();
  const close = useCloseDialogRoute(redirect, goalHref(goalId));

  let body: ReactNode;
  if (goal && needsEdit && !goal.rights.edit) {
    body = <DialogRouteNotice message={t("cannotEdit")} closeLabel={t("close")} onClose={close} />;
  } else if (goal) {
    body = children(goal, close);
  } else if (error) {
    body = <LoadError error={error} retryLabel={t("retry")} onRetry={() => void reload()} />;
  } else {
    body = (
      <Center mih={120}>
        <Loader aria-label={t("page.loading")} />
      </Center>
    );
  }

  return (
    <GoalDialog title={title(goal)} onClose={close} size={size} testId={testId}>
      {body}
    </GoalDialog>
  );
}
