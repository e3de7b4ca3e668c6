"use client";

import { MultiSelect } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { goalQueries } from "@/lib/client/goals/api";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import type { GoalProjectRef } from "@/lib/goals/api";
import { GOAL_PROJECTS_MAX } from "@/lib/goals/types";

/** The projects a Projects goal follows, among those the viewer sees (the goal's own listed first). */
export function ProjectsSelect(props: {
  value: string[];
  onChange: (value: string[]) => void;
  followed: readonly GoalProjectRef[];
  error?: ReactNode;
}) {
  const t = useTranslations("goals.settings");
  const query = useQuery(goalQueries.allProjects());
  const projects = query.data ?? null;
  const loadError = useErrorText(query.error);

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
