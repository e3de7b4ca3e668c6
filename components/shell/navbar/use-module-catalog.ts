"use client";

import { moduleCatalogQuery } from "@/lib/client/modules/api";
import { useQuery } from "@/lib/client/query/use-query";

/**
 * The module catalog (GET /modules), fetched the first time `enabled` is true and kept for the page
 * load (it hardly ever changes; the + menu and the modal share it); retry after an error.
 */
export function useModuleCatalog(enabled: boolean) {
  const query = useQuery(moduleCatalogQuery(), { enabled, staleTime: Infinity });
  return {
    catalog: query.data ?? null,
    error: query.error,
    loading: enabled && query.loading,
    retry: () => void query.refetch(),
  };
}
