"use client";

import { useCallback, useId } from "react";
import type { ApiError } from "@/lib/client/api";
import { integrationListQuery, type IntegrationOwner } from "@/lib/client/integrations/api";
import { freshQuery } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import type { IntegrationList, ModuleIntegrationItem } from "@/lib/integrations/types";

export type IntegrationListState =
  { status: "loading" } | { status: "error"; error: ApiError } | { status: "ready"; list: IntegrationList };

/**
 * The module's integration list, read afresh when the dialog opens (its own copy of the query).
 * `apply` shows a saved or deleted integration at once and reloads the rest (the candidates change
 * with it) behind it.
 */
export function useIntegrationList(owner: IntegrationOwner) {
  const instance = useId();
  const query = useQuery(freshQuery(integrationListQuery(owner), instance));
  const { refetch, setData } = query;
  const state: IntegrationListState = query.data
    ? { status: "ready", list: query.data }
    : query.error
      ? { status: "error", error: query.error }
      : { status: "loading" };

  const reload = useCallback(() => void refetch(), [refetch]);
  const apply = useCallback(
    (data: ModuleIntegrationItem[]) => {
      setData((current) => (current ? { ...current, data } : current));
      void refetch();
    },
    [setData, refetch],
  );

  return { state, reload, apply };
}
