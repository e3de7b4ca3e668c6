import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import * as z from "@/lib/zod";
import { DeleteWorkspaceDialog } from "@/components/workspaces/delete-workspace-dialog";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { redirectParamSchema } from "@/lib/schemas/common";
import { workspaceParamsSchema } from "@/lib/schemas/workspace";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { requireFound } from "@/lib/server/pages/load-page";
import { getPageWorkspaces } from "@/lib/server/workspaces/page-workspaces";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("workspaces.deleteDialog"))("title") };
}

const searchSchema = z.object({ redirect: z.optional(redirectParamSchema) });

/** The dialog route over 'Choose workspace': typed-name confirmation, or why it cannot be deleted. */
export default async function DeleteWorkspacePage({
  params,
  searchParams,
}: {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const route = workspaceParamsSchema.safeParse(await params);
  if (!route.success) return <RouteParamsError kind="params" />;
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteParamsError kind="search" />;

  // The caller's own workspaces: any other id is "not found", whether or not it exists.
  const [actor, workspaces] = await Promise.all([requirePageActor(), getPageWorkspaces()]);
  const workspace = requireFound(workspaces.find((w) => w.id === route.data.workspaceId));

  return (
    <DeleteWorkspaceDialog
      workspace={{ id: workspace.id, name: workspace.name, active: workspace.active }}
      blocked={
        workspace.owner !== actor.userId ? "ownerOnly" : workspaces.length <= 1 ? "onlyWorkspace" : null
      }
      closeHref={search.data.redirect ?? "/workspaces"}
    />
  );
}
