"use client";

import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS } from "@/lib/client/query/use-server-seed";
import { contentHubQueries } from "@/modules/content-hub/client/api";
import type { DomainInfo } from "@/modules/content-hub/shared/types";

/**
 * The module's connected domain (null when none; undefined while it loads), one cached query shared
 * by the list and 'Connect to API'; `setDomain` puts what a change answered in it, for both.
 * `initial`: the domains the server read with the page (shown at once, not read again on hydration).
 */
export function useDomain(moduleId: string, initial?: DomainInfo[] | null) {
  const query = useQuery(contentHubQueries.domains(moduleId), {
    initialData: initial ?? undefined,
    staleTime: initial ? SERVER_FRESH_MS : 0,
  });
  const error = useErrorText(query.error);
  const { setData } = query;
  return {
    domain: query.data ? (query.data[0] ?? null) : undefined,
    error,
    setDomain: (next: DomainInfo) =>
      setData((domains) => [next, ...(domains ?? []).filter((domain) => domain.id !== next.id)]),
  };
}
