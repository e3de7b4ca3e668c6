"use server";

import { translateMessage } from "@/lib/i18n/messages";
import { isLocale } from "@/lib/i18n/config";
import { getLocale } from "next-intl/server";
import { AppError } from "@/lib/server/errors";
import { setSessionCookieFromAction } from "@/lib/server/auth/action-cookie";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { createWorkspace } from "@/lib/server/workspaces/create-workspace";
import { switchWorkspace } from "@/lib/server/workspaces/switch-workspace";

export type ActionResult = { ok: true } | { ok: false; error: string };

async function run(work: () => Promise<void>): Promise<ActionResult> {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const locale = await getLocale();
    return {
      ok: false,
      error: error.messages.map((m) => translateMessage(isLocale(locale) ? locale : "en", m)).join(", "),
    };
  }
}

/** Creates a workspace and switches the session into it. */
export async function createWorkspaceAction(input: { name: string }): Promise<ActionResult> {
  return run(async () => {
    const actor = await requirePageActor();
    const workspace = await createWorkspace(actor, input);
    await setSessionCookieFromAction(await switchWorkspace(actor, { owner: workspace.id }));
  });
}

export async function switchWorkspaceAction(input: { owner: string }): Promise<ActionResult> {
  return run(async () => {
    const actor = await requirePageActor();
    await setSessionCookieFromAction(await switchWorkspace(actor, input));
  });
}
