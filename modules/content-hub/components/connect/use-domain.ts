"use client";

import { useState } from "react";
import { contentHubApi } from "@/modules/content-hub/client/api";
import { useLoaded } from "@/lib/client/reporting/use-loaded";
import type { DomainInfo } from "@/modules/content-hub/shared/types";

/**
 * The module's connected domain (null when none; undefined while it loads), read again when
 * `refresh` changes; `setDomain` shows what a change answered until the next read.
 */
export function useDomain(moduleId: string, refresh: string = "") {
  const loaded = useLoaded(`${moduleId}:${refresh}`, () => contentHubApi.domains(moduleId));
  const [saved, setSaved] = useState<{ after: unknown; domain: DomainInfo } | null>(null);
  const domain =
    saved && saved.after === loaded.value
      ? saved.domain
      : loaded.value
        ? (loaded.value[0] ?? null)
        : undefined;
  return {
    domain,
    error: loaded.error,
    setDomain: (next: DomainInfo) => setSaved({ after: loaded.value, domain: next }),
  };
}
