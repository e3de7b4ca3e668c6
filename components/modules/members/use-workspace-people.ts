"use client";

import { customQuery } from "@/lib/client/query/spec";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { userManagementQueries } from "@/lib/client/user-management/api";
import type { MemberRow } from "@/lib/members/types";
import { MEMBER_LIST_MAX_LIMIT } from "@/lib/schemas/members";

/** Every member of the workspace, page after page of the largest size the API serves. */
const everyMember = (workspaceId: string) =>
  customQuery(
    ["workspace-people", workspaceId],
    async (signal): Promise<MemberRow[]> => {
      const people: MemberRow[] = [];
      for (let page = 1; ; page++) {
        const query = userManagementQueries.members(workspaceId, { page, limit: MEMBER_LIST_MAX_LIMIT });
        const found = await query.fetch(signal);
        people.push(...found.data);
        if (found.data.length < MEMBER_LIST_MAX_LIMIT || people.length >= found.total) return people;
      }
    },
    [`workspaceId:${workspaceId}`],
  );

/**
 * The workspace's members (GET /workspace/{id}/member, User management's View), reloaded on demand;
 * the rows shown stay while a reload runs, `loading` is true until the current request answers.
 */
export function useWorkspacePeople(workspaceId: string) {
  const query = useQuery(everyMember(workspaceId));
  const error = useErrorText(query.error);
  return {
    people: query.data ?? null,
    error,
    loading: query.loading || query.fetching,
    reload: query.refetch,
  };
}
