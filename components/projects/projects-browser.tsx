"use client";

import { Button, Center, Group, Stack, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState, type ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import type { ProjectListItem } from "@/lib/projects/types";
import { DeleteProjectModal } from "./delete-project-modal";
import { ProjectCard, type ProjectEntryProps } from "./project-card";
import { ProjectGrid } from "./project-grid";
import { canAdminister, canEditProject, type ProjectRights } from "./project-rights";
import { ProjectsEmpty } from "./projects-empty";
import { ProjectsTable } from "./projects-table";
import { useProjectList } from "./use-project-list";
import { ViewToggle, type ProjectsView } from "./view-toggle";

interface ProjectsBrowserProps {
  projects: ProjectListItem[];
  rights: ProjectRights;
  /** "bookmarked": the Bookmarks screen, where removing a bookmark removes the project. */
  mode: "all" | "bookmarked";
  pageSize: number;
  /** Shown under the title (the projects screen greets the user). */
  intro?: ReactNode;
}

const createHref = (back: string, view: ProjectsView) =>
  `/flows/project/create?redirect=${encodeURIComponent(back)}&view=${view}`;

/** The projects (or bookmarked projects) as cards or a table, with load more, edit and delete. */
export function ProjectsBrowser({ projects: initial, rights, mode, pageSize, intro }: ProjectsBrowserProps) {
  const t = useTranslations("projects");
  const searchParams = useSearchParams();
  // The page validates `view`; under a dialog route (edit) the dialog's `view` is the list's.
  const view: ProjectsView = searchParams.get("view") === "list" ? "list" : "grid";
  const bookmarked = mode === "bookmarked";
  const back = `${bookmarked ? "/bookmarked-dashboards" : "/projects"}?view=${view}`;
  const list = useProjectList(initial, { pageSize, bookmarked, fallbackError: t("loadMoreFailed") });
  const [deleting, setDeleting] = useState<ProjectListItem | null>(null);

  const entries: ProjectEntryProps[] = list.projects.map((project, index) => {
    const administers = canAdminister(rights, project.id);
    return {
      project,
      index,
      editHref:
        canEditProject(rights, project.id) || administers
          ? `/projects/${project.id}/edit?redirect=${encodeURIComponent(back)}&view=${view}`
          : null,
      onDelete: administers ? () => setDeleting(project) : null,
      onBookmarkRemoved: bookmarked ? () => list.remove(project.id) : undefined,
    };
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2}>{bookmarked ? t("bookmarksPage.title") : t("title")}</Title>
          {intro}
        </Stack>
        <Group gap="sm">
          <ViewToggle view={view} />
          <Button component={Link} href={createHref(back, view)} leftSection={<IconPlus size={16} />}>
            {t("createProject")}
          </Button>
        </Group>
      </Group>

      {entries.length === 0 && !list.hasMore ? (
        bookmarked ? (
          <ProjectsEmpty
            title={t("bookmarksPage.emptyTitle")}
            text={t("bookmarksPage.emptyText")}
            action={{ label: t("bookmarksPage.browse"), href: `/projects?view=${view}` }}
          />
        ) : (
          <ProjectsEmpty
            title={t("empty.title")}
            text={t("empty.text")}
            action={{ label: t("empty.add"), href: createHref(back, view) }}
          />
        )
      ) : view === "grid" ? (
        <ProjectGrid>
          {entries.map((entry) => (
            <ProjectCard key={entry.project.id} {...entry} />
          ))}
        </ProjectGrid>
      ) : (
        <ProjectsTable entries={entries} />
      )}

      <LoadError error={list.error} retryLabel={t("retry")} onRetry={() => void list.loadMore()} />
      {list.hasMore && !list.error && (
        <Center>
          <Button variant="default" loading={list.loading} onClick={() => void list.loadMore()}>
            {t("loadMore")}
          </Button>
        </Center>
      )}

      <DeleteProjectModal
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(projectId) => {
          list.remove(projectId);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
