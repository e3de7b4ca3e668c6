import { Container } from "@mantine/core";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import * as z from "@/lib/zod";
import { ProjectsBrowser } from "@/components/projects/projects-browser";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { viewSchema } from "@/lib/schemas/common";
import { PROJECT_LIST_DEFAULT_LIMIT } from "@/lib/schemas/project";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { listProjects } from "@/lib/server/projects/list-projects";
import { getProjectRights } from "@/lib/server/projects/project-rights";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("projects.bookmarksPage"))("title") };
}

const searchSchema = z.object({ view: z._default(viewSchema, "grid") });

/** /bookmarked-dashboards?view=grid|list: the projects the user bookmarked. */
export default async function BookmarkedDashboardsPage({ searchParams }: { searchParams: SearchParams }) {
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteParamsError kind="search" />;
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const [projects, rights] = await Promise.all([
    listProjects(actor, { limit: PROJECT_LIST_DEFAULT_LIMIT, bookmarked: "true" }, locale),
    getProjectRights(actor),
  ]);
  return (
    <Container size="xl" py="md">
      <ProjectsBrowser
        projects={projects}
        rights={rights}
        mode="bookmarked"
        pageSize={PROJECT_LIST_DEFAULT_LIMIT}
      />
    </Container>
  );
}
