"use client";

import { createOnboardingProject } from "@/app/(protected)/onboarding/actions";
import { invitationApi } from "@/lib/client/invitations/api";
import { hardNavigate } from "@/lib/client/navigation";
import { HOME } from "@/lib/routing/decide-route";
import { invitationBody, isCompleteRow } from "./invite-rows";
import type { WizardState } from "./wizard-state";

/**
 * 'Get started' (spec §4, Next on step 4): the private project with its modules when a name was
 * given (a failure stops here and is shown), then one invitation per complete row, all settled with
 * failures ignored, then the projects.
 */
export async function finishOnboarding(state: WizardState): Promise<"navigating"> {
  if (state.projectName) {
    const result = await createOnboardingProject({ name: state.projectName, modules: state.modules });
    if (!result.ok) throw new Error(result.error);
  }
  const rows = state.users.filter(isCompleteRow);
  await Promise.allSettled(rows.map((row) => invitationApi.create(invitationBody(row, state.accessToAll))));
  hardNavigate(HOME);
  return "navigating";
}

/** How many invitations 'Get started' will send. */
export const invitationCount = (state: WizardState) => state.users.filter(isCompleteRow).length;
