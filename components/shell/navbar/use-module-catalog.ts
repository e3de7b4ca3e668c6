"use client";

import { useCallback, useEffect, useState } from "react";
import { moduleApi } from "@/lib/client/modules/api";
import type { AvailableModule } from "@/lib/modules/types";

// The catalog hardly ever changes: one request per page load, shared by the + menu and the modal.
let request: Promise<AvailableModule[]> | null = null;

function loadCatalog(): Promise<AvailableModule[]> {
  request ??= moduleApi.catalog().catch((error: unknown) => {
    request = null;
    throw error;
  });
  return request;
}

/** The module catalog (GET /modules), fetched the first time `enabled` is true; retry after an error. */
export function useModuleCatalog(enabled: boolean) {
  const [catalog, setCatalog] = useState<AvailableModule[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled || catalog) return;
    let live = true;
    loadCatalog().then(
      (rows) => {
        if (live) setCatalog(rows);
      },
      (failure: unknown) => {
        if (live) setError(failure);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, catalog, attempt]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((value) => value + 1);
  }, []);

  return { catalog, error, loading: enabled && !catalog && !error, retry };
}
