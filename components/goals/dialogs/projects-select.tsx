"use client";

import { MultiSelect } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { errorMessage } from "@/lib/client/api";
import { listAllProjects } from "@/lib/client/goals/api";
import type { GoalProjectRef } from "@/lib/goals/api";
import { GOAL_PROJECTS_MAX } from "@/lib/goals/types";
import type { ProjectListItem } from "@/lib/projects/types";

/** The projects a Projects goal follows, among those the viewer sees (the goal's own listed first). */
export function ProjectsSelect(props: {
  value: string[];
  onChange: (value: string[]) => void;
  followed: readonly GoalProjectRef[];
  error?: ReactNode;
}) {
  const t = useTranslations("goals.settings");
  const tErrors = useTranslations("errors");
  const [projects, setProjects] = useState<ProjectListItem[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listAllProjects(controller.signal).then(
      (found) => !controller.signal.aborted && setProjects(found),
      (caught: unknown) =>
        !controller.signal.aborted && setLoadError(errorMessage(caught, tErrors("networkError"))),
    );
    return () => controller.abort();
  }, [tErrors]);

  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const project of props.followed) options.set(project.id, project.name);
    for (const project of projects ?? []) options.set(project.id, project.name);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [projects, props.followed]);

  return (
    <MultiSelect
      label={t("projects")}
      description={t("projectsHint")}
      placeholder={props.value.length === 0 ? t("projectsPlaceholder") : undefined}
      data={data}
      value={props.value}
      onChange={props.onChange}
      searchable
      clearable
      hidePickedOptions
      maxValues={GOAL_PROJECTS_MAX}
      nothingFoundMessage={projects === null && !loadError ? t("loadingProjects") : t("noProjects")}
      error={props.error ?? loadError}
      withAsterisk
      comboboxProps={{ withinPortal: true }}
      data-testid="goal-projects-select"
    />
  );
}
