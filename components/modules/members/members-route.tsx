import type { ReactElement } from "react";
import { z } from "zod";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { idSchema, redirectParamSchema } from "@/lib/schemas/common";

const paramsSchema = z.object({ moduleId: idSchema });
const searchSchema = z.object({ redirect: redirectParamSchema });

/**
 * A kind's `/{segment}/{moduleId}/members?redirect=` dialog route: its module id and where closing
 * returns, or the error overlay for a malformed id or redirect.
 */
export async function membersRoute(
  params: Promise<Record<string, string>>,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<{ overlay: ReactElement } | { moduleId: string; redirect: string }> {
  const route = paramsSchema.safeParse(await params);
  if (!route.success) return { overlay: <RouteErrorOverlay kind="params" /> };
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return { overlay: <RouteErrorOverlay kind="search" /> };
  return { moduleId: route.data.moduleId, redirect: search.data.redirect };
}
