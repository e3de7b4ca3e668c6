"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { errorMessage } from "@/lib/client/api";
import type { GoalDetail } from "@/lib/goals/api";
import { useGoal } from "./goal-context";

function isGoalDetail(value: unknown): value is GoalDetail {
  return Boolean(
    value && typeof value === "object" && "id" in value && "checkIns" in value && "rights" in value,
  );
}

/**
 * Runs a change of the goal from its page: shows the goal the API answers with (or reloads it), a
 * failure as a red notification. Resolves whether it worked; `busy` names the change under way.
 * `confirmRun` asks first (a red confirmation with Cancel) and runs the change when confirmed.
 */
export function useGoalAction() {
  const t = useTranslations("errors");
  const tCommon = useTranslations("common");
  const { apply, reload } = useGoal();
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async (name: string, work: () => Promise<unknown>, success?: string): Promise<boolean> => {
      setBusy(name);
      try {
        const result = await work();
        if (isGoalDetail(result)) apply(result);
        else await reload();
        if (success) notifications.show({ color: "teal", message: success, autoClose: 3000 });
        return true;
      } catch (caught) {
        notifications.show({
          color: "red",
          message: errorMessage(caught, t("networkError")),
          autoClose: 6000,
        });
        return false;
      } finally {
        setBusy(null);
      }
    },
    [apply, reload, t],
  );

  const confirmRun = useCallback(
    async (
      ask: { title: string; message: string; confirm: string },
      name: string,
      work: () => Promise<unknown>,
      success?: string,
    ): Promise<boolean> =>
      (await confirmAction({ ...ask, cancel: tCommon("cancel"), danger: true })) && run(name, work, success),
    [run, tCommon],
  );

  return { run, confirmRun, busy };
}
