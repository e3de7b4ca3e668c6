"use client";

import { endpointQuery } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import type { listProjectModules } from "@/lib/contracts/modules";

/**
 * The modules of the automation's project (what module settings pick from, templates and proposals
 * are filled with); nothing for a module of the workspace itself, or while `enabled` is false.
 */
export function useProjectModules(projectId: string | null, enabled = true) {
  return useQuery(
    enabled && projectId
      ? endpointQuery<typeof listProjectModules>("GET /api/v1/workspaces/module/project/{projectId}", {
          params: { projectId },
        })
      : null,
    { staleTime: 60_000 },
  );
}
