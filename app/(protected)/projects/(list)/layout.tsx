import { Container, Text } from "@mantine/core";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ProjectsBrowser } from "@/components/projects/projects-browser";
import { PROJECT_LIST_DEFAULT_LIMIT } from "@/lib/schemas/project";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { listProjects } from "@/lib/server/projects/list-projects";
import { getProjectRights } from "@/lib/server/projects/project-rights";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("projects"))("title") };
}

/**
 * The projects screen, kept mounted under its dialog route (/projects/{id}/edit renders over it).
 * Layouts get no search params: the browser reads `view` itself; page.tsx validates it.
 */
export default async function ProjectsLayout({ children }: { children: ReactNode }) {
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const [projects, rights, t] = await Promise.all([
    listProjects(actor, { limit: PROJECT_LIST_DEFAULT_LIMIT }, locale),
    getProjectRights(actor),
    getTranslations("projects"),
  ]);
  return (
    <Container size="xl" py="md">
      <ProjectsBrowser
        projects={projects}
        rights={rights}
        mode="all"
        pageSize={PROJECT_LIST_DEFAULT_LIMIT}
        intro={
          <div data-testid="projects-welcome">
            <Text fw={500}>{t("welcome", { name: actor.name })}</Text>
            <Text size="sm" c="dimmed" data-testid="projects-workspace">
              {t("workspaceLine", { workspace: actor.workspaceName, role: t(`roles.${actor.role}`) })}
            </Text>
          </div>
        }
      />
      {children}
    </Container>
  );
}
