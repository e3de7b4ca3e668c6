import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import { lookupModuleById } from "@/components/modules/module-page";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { orNotFound } from "@/lib/server/pages/load-page";
import { ContentListView } from "@/modules/content-hub/components/list/content-list-view";
import { getContentListPage } from "@/modules/content-hub/server/list-page";

/**
 * The list of posts and products, kept mounted under its dialog routes (new, connect, members),
 * with the blog tab's first page and the domain read on the server (the module's layout above
 * resolved the module: a missing one never gets here).
 */
export default async function ContentListLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ moduleId: string }>;
}) {
  const lookup = await lookupModuleById((await params).moduleId, "ContentHub", "any");
  const moduleId = lookup && !("kind" in lookup) ? lookup.module.id : null;
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const initial = moduleId ? await orNotFound(getContentListPage(actor, moduleId, locale)) : null;
  return (
    <>
      <Box px={{ base: "sm", sm: "md" }} py="md" w="100%" miw={0}>
        <ContentListView initial={initial} />
      </Box>
      {children}
    </>
  );
}
