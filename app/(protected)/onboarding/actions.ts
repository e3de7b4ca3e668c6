"use server";

import { getLocale } from "next-intl/server";
import { isLocale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { AppError } from "@/lib/server/errors";
import { createProject } from "@/lib/server/projects/create-project";

export type ProjectActionResult = { ok: true; projectId: string } | { ok: false; error: string };

/**
 * Onboarding step 4: the first project, private, with the chosen catalog modules placed on its grid
 * (one transaction). Errors come back as text in the user's language.
 */
export async function createOnboardingProject(input: {
  name: string;
  modules: string[];
}): Promise<ProjectActionResult> {
  try {
    const actor = await requirePageActor();
    const project = await createProject(actor, { name: input.name, modules: input.modules, private: true });
    return { ok: true, projectId: project.id };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const locale = await getLocale();
    return {
      ok: false,
      error: error.messages.map((m) => translateMessage(isLocale(locale) ? locale : "en", m)).join(", "),
    };
  }
}
