"use client";

import { useCallback, useEffect, useState } from "react";
import { integrationApi, type IntegrationOwner } from "@/lib/client/integrations/api";
import type { IntegrationList, ModuleIntegrationItem } from "@/lib/integrations/types";

export type IntegrationListState =
  { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; list: IntegrationList };

/**
 * The module's integration list, loaded when the dialog opens. `apply` shows a saved or deleted
 * integration at once and reloads the rest (the candidates change with it) behind it.
 */
export function useIntegrationList(owner: IntegrationOwner) {
  const { moduleId, tag } = owner;
  const [state, setState] = useState<IntegrationListState>({ status: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    integrationApi.list({ moduleId, tag }, controller.signal).then(
      (list) => setState({ status: "ready", list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", error });
      },
    );
    return () => controller.abort();
  }, [moduleId, tag, version]);

  const reload = useCallback(() => {
    setState({ status: "loading" });
    setVersion((current) => current + 1);
  }, []);

  const apply = useCallback((data: ModuleIntegrationItem[]) => {
    setState((current) =>
      current.status === "ready" ? { status: "ready", list: { ...current.list, data } } : current,
    );
    setVersion((current) => current + 1);
  }, []);

  return { state, reload, apply };
}
