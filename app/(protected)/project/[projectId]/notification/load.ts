import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import * as z from "@/lib/zod";
import { serverLocale } from "@/lib/i18n/server-locale";
import {
  NOTIFICATION_TABS,
  type NotificationModuleInfo,
  type NotificationTab,
} from "@/modules/notification/shared/types";
import { idSchema } from "@/lib/schemas/common";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { PreviewViewer } from "@/modules/notification/components/preview-viewer";
import { loadNotificationModulePage } from "@/modules/notification/server/scope";

const paramsSchema = z.object({ projectId: idSchema, tab: z.optional(z.enum(NOTIFICATION_TABS)) });
const searchSchema = z.object({ moduleId: z.optional(idSchema) });

export type NotificationPageLookup =
  | { kind: "params" | "search" }
  | { kind: "ok"; info: NotificationModuleInfo; tab: NotificationTab; viewer: PreviewViewer };

/**
 * /project/{projectId}/notification/{tab}?moduleId=: the project's Notification module through the
 * gate (not found, or not the viewer's, is the 404 page); an unknown tab is a 404 too.
 */
export const lookupNotificationPage = cache(
  async (projectId: string, tab: string | undefined, moduleId: unknown): Promise<NotificationPageLookup> => {
    if (tab !== undefined && !(NOTIFICATION_TABS as readonly string[]).includes(tab)) notFound();
    const params = paramsSchema.safeParse({ projectId, tab });
    if (!params.success) return { kind: "params" };
    const search = searchSchema.safeParse({
      moduleId: moduleId === undefined ? undefined : typeof moduleId === "string" ? moduleId : "",
    });
    if (!search.success) return { kind: "search" };
    const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
    try {
      const info = await loadNotificationModulePage(
        actor,
        { projectId: params.data.projectId, moduleId: search.data.moduleId },
        locale,
      );
      const workspace = await getDb().workspace.findUnique({
        where: { id: actor.workspaceId ?? "" },
        select: { name: true },
      });
      const viewer = { name: actor.name, email: actor.email, workspaceName: workspace?.name ?? "" };
      return { kind: "ok", info, tab: params.data.tab ?? "channels", viewer };
    } catch (error) {
      if (error instanceof AppError && (error.code === "not_found" || error.code === "forbidden")) notFound();
      throw error;
    }
  },
);
