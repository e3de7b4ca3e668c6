"use client";

import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { contentHubQueries } from "@/modules/content-hub/client/api";
import type { DomainInfo } from "@/modules/content-hub/shared/types";

/**
 * The module's connected domain (null when none; undefined while it loads), one cached query shared
 * by the list and 'Connect to API'; `setDomain` puts what a change answered in it, for both.
 */
export function useDomain(moduleId: string) {
  const query = useQuery(contentHubQueries.domains(moduleId));
  const error = useErrorText(query.error);
  const { setData } = query;
  return {
    domain: query.data ? (query.data[0] ?? null) : undefined,
    error,
    setDomain: (next: DomainInfo) =>
      setData((domains) => [next, ...(domains ?? []).filter((domain) => domain.id !== next.id)]),
  };
}
