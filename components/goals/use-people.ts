"use client";

import { useDebouncedValue } from "@mantine/hooks";
import { goalQueries } from "@/lib/client/goals/api";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { MEMBER_LIST_MAX_LIMIT } from "@/lib/schemas/members";

/**
 * The workspace's people for the owner and invite pickers (GET /users). The first load brings up to
 * MEMBER_LIST_MAX_LIMIT by name, filtered in the browser; only a larger workspace asks the server
 * again for what is typed (the last answer stays shown meanwhile).
 */
export function usePeople(typed: string) {
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  const first = useQuery(goalQueries.people(""));
  // Below the page size every person is here already; the browser's filter is enough.
  const all = first.data ? first.data.length < MEMBER_LIST_MAX_LIMIT : null;
  const search = all === false ? debounced : "";
  const found = useQuery(goalQueries.people(search), { keepPrevious: true });
  // The caller may not see the workspace's people (403).
  const forbidden = found.error?.status === 403;
  const error = useErrorText(forbidden ? null : found.error);
  return {
    people: found.data ?? [],
    loading: found.data === undefined && found.error === null,
    searching: found.previous || found.loading,
    error,
    forbidden,
  };
}
