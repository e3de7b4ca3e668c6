"use client";

import { projectApi } from "@/lib/client/projects/api";
import { PROJECT_LIST_MAX_LIMIT } from "@/lib/schemas/project";
import { customQuery } from "@/lib/client/query/spec";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";

export interface ProjectOption {
  id: string;
  name: string;
}

/** Every project the viewer may see (GET /workspaces/project, page after page), by name. */
async function loadProjects(signal: AbortSignal): Promise<ProjectOption[]> {
  const projects: ProjectOption[] = [];
  for (let page = 1; page <= 50; page++) {
    const found = await projectApi.list({ page, limit: PROJECT_LIST_MAX_LIMIT, bookmarked: false });
    if (signal.aborted) break;
    projects.push(...found.map(({ id, name }) => ({ id, name })));
    if (found.length < PROJECT_LIST_MAX_LIMIT) break;
  }
  return projects.sort((a, b) => a.name.localeCompare(b.name));
}

const projectsQuery = customQuery(["report-projects"], loadProjects);

/** The projects a report may be limited to; `null` until loaded. */
export function useReportProjects() {
  const query = useQuery(projectsQuery);
  const error = useErrorText(query.error);
  return { projects: query.data ?? null, error, reload: query.refetch };
}
