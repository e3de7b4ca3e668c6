"use client";

import type { ModuleMembersApi } from "@/lib/client/modules/members-api";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";

/**
 * The module's members (a cached query), reloaded on demand. The rows shown stay while a reload
 * runs (no flicker); `loading` is true until the current request answers.
 */
export function useModuleMembers(api: ModuleMembersApi) {
  const query = useQuery(api.members);
  const error = useErrorText(query.error);
  return {
    members: query.data?.data ?? null,
    error,
    loading: query.loading || query.fetching,
    reload: query.refetch,
  };
}

/** A person the invite field may suggest. */
export interface SuggestedPerson {
  id: string;
  email: string;
}
