"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { goalDialogHref, goalHref, GOALS_HOME, type GoalDialog } from "@/lib/client/goals/links";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";

/** The `redirect` of a goal page's address (where its back link goes), when it is a safe path. */
function backOf(href: string | null): string | null {
  const safe = safeRedirectPath(href, null);
  if (!safe) return null;
  return safeRedirectPath(new URL(safe, "http://goals.invalid").searchParams.get("redirect"), null);
}

/**
 * A goal page's addresses: the page itself with its back link (what its dialogs return to), the back
 * link (the dashboard it came from, else My goals) and its dialogs. Under a dialog route the URL is
 * the dialog's, whose `redirect` is the page's.
 */
export function useGoalLinks(goalId: string) {
  const pathname = usePathname();
  const params = useSearchParams();
  const redirect = params.get("redirect");
  const onPage = pathname === goalHref(goalId);
  return useMemo(() => {
    const back = onPage ? safeRedirectPath(redirect, null) : backOf(redirect);
    const page = goalHref(goalId, back);
    return {
      page,
      back: back ?? GOALS_HOME,
      /** Whether the back link goes to where the user came from (else to My goals). */
      hasBack: back !== null,
      dialog: (dialog: GoalDialog) => goalDialogHref(goalId, dialog, page),
    };
  }, [goalId, onPage, redirect]);
}
