import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ContentHubProvider } from "@/modules/content-hub/components/content-hub-context";
import { lookupModuleById, moduleMetadata } from "@/components/modules/module-page";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { getContentHubPage } from "@/modules/content-hub/server/list-page";
import { orNotFound } from "@/lib/server/pages/load-page";

type Params = Promise<{ moduleId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return moduleMetadata(await lookupModuleById((await params).moduleId, "ContentHub", "any"));
}

/**
 * /content-hub/{moduleId}/…: the module through its gate (404 screen when not visible), and what the
 * caller may do in it, for the list, its dialogs and the editors.
 */
export default async function ContentHubLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Params;
}) {
  const lookup = await lookupModuleById((await params).moduleId, "ContentHub", "any");
  if (!lookup) notFound();
  if ("kind" in lookup) return <RouteParamsError kind={lookup.kind} />;
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const info = await orNotFound(getContentHubPage(actor, lookup.module.id, locale));
  return (
    <ContentHubProvider key={info.id} info={info}>
      {children}
    </ContentHubProvider>
  );
}
