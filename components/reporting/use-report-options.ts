"use client";

import { useMemo } from "react";
import { useWorkspacePeople } from "@/components/modules/members/use-workspace-people";
import { useReportProjects } from "@/lib/client/reporting/use-report-projects";
import { useReporting } from "./reporting-context";

/** Options of a multi-select: the known ones by label, plus any chosen id that is not among them. */
export function withChosen(
  options: { value: string; label: string }[],
  chosen: readonly string[],
  unknown: string,
): { value: string; label: string }[] {
  const missing = chosen.filter((id) => !options.some((option) => option.value === id));
  return [...options, ...missing.map((value) => ({ value, label: unknown }))];
}

/** The workspace's people as options (an empty list, and a reason, when the viewer may not list them). */
export function usePeopleOptions() {
  const { workspaceId } = useReporting();
  const { people, error } = useWorkspacePeople(workspaceId);
  const options = useMemo(
    () =>
      (people ?? [])
        .map((row) => ({ value: row.member.id, label: row.member.name || row.member.email }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [people],
  );
  return { options, loading: people === null && error === null, error };
}

/** The projects the viewer may see, as options. */
export function useProjectOptions() {
  const { projects, error } = useReportProjects();
  const options = useMemo(
    () => (projects ?? []).map((project) => ({ value: project.id, label: project.name })),
    [projects],
  );
  return { options, loading: projects === null && error === null, error };
}
