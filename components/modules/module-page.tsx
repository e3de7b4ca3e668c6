import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import * as z from "@/lib/zod";
import { RouteParamsError } from "@/components/ui/route-params-error";
import type { VisibleModule } from "@/lib/modules/types";
import { idSchema } from "@/lib/schemas/common";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { AppError } from "@/lib/server/errors";
import { findProjectModule, findVisibleModule } from "@/lib/server/modules/find-visible-module";
import { isProjectScoped, tagOfSegment } from "@/lib/modules/routes";
import { ModuleSetupState } from "./module-setup-state";
import type { ModuleTag } from "@/modules/kinds";

type Lookup = { kind: "params" | "search" } | { module: VisibleModule } | null;

const moduleParamsSchema = z.object({ moduleId: idSchema });
const projectParamsSchema = z.object({ projectId: idSchema, segment: z.string() });
const projectSearchSchema = z.object({ moduleId: z.optional(idSchema) });

/** A not-found (or not-yours) answer becomes null (the 404 screen); anything else is a real error. */
const orNull = (error: unknown): null => {
  if (error instanceof AppError && (error.code === "not_found" || error.code === "forbidden")) return null;
  throw error;
};

/** /<kind>/{moduleId} and /workspace-modules/{moduleId}, resolved once per request. */
export const lookupModuleById = cache(
  async (rawModuleId: string, tag: ModuleTag | null, scope: "any" | "workspace"): Promise<Lookup> => {
    const params = moduleParamsSchema.safeParse({ moduleId: rawModuleId });
    if (!params.success) return { kind: "params" };
    const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
    const found = await findVisibleModule(
      actor,
      { moduleId: params.data.moduleId, tag: tag ?? undefined, scope },
      locale,
    ).catch(orNull);
    return found && { module: found };
  },
);

/** /project/{projectId}/{segment}?moduleId=, resolved once per request. */
export const lookupProjectModule = cache(
  async (projectId: string, segment: string, moduleId: string | null): Promise<Lookup> => {
    const params = projectParamsSchema.safeParse({ projectId, segment });
    if (!params.success) return { kind: "params" };
    const tag = tagOfSegment(params.data.segment);
    // Only the kinds that live under a project have a page here; others are unknown pages.
    if (!tag || !isProjectScoped(tag)) return null;
    const search = projectSearchSchema.safeParse({ moduleId: moduleId ?? undefined });
    if (!search.success) return { kind: "search" };
    const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
    const found = await findProjectModule(
      actor,
      { projectId: params.data.projectId, tag, moduleId: search.data.moduleId },
      locale,
    ).catch(orNull);
    return found && { module: found };
  },
);

export function moduleMetadata(lookup: Lookup): Metadata {
  return lookup && "module" in lookup ? { title: lookup.module.name } : {};
}

/** The page for a lookup: bad URL screen, 404, or the module's setup state. */
export function ModulePage({ lookup }: { lookup: Lookup }) {
  if (!lookup) notFound();
  if ("kind" in lookup) return <RouteParamsError kind={lookup.kind} />;
  return <ModuleSetupState module={lookup.module} />;
}
