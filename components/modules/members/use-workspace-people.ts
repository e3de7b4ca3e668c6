"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { memberApi } from "@/lib/client/user-management/api";
import type { MemberRow } from "@/lib/members/types";
import { MEMBER_LIST_MAX_LIMIT } from "@/lib/schemas/members";

interface Loaded {
  version: number;
  people: MemberRow[] | null;
  error: string | null;
}

/** Every member of the workspace, page after page of the largest size the API serves. */
async function loadAll(workspaceId: string, signal: AbortSignal): Promise<MemberRow[]> {
  const people: MemberRow[] = [];
  for (let page = 1; ; page++) {
    const found = await memberApi.list(workspaceId, { page, limit: MEMBER_LIST_MAX_LIMIT }, signal);
    people.push(...found.data);
    if (found.data.length < MEMBER_LIST_MAX_LIMIT || people.length >= found.total) return people;
  }
}

/**
 * The workspace's members (GET /workspace/{id}/member, User management's View), reloaded on demand;
 * the rows shown stay while a reload runs, `loading` is true until the current request answers.
 */
export function useWorkspacePeople(workspaceId: string) {
  const t = useTranslations("errors");
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ version: -1, people: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    loadAll(workspaceId, controller.signal).then(
      (people) => {
        if (!controller.signal.aborted) setLoaded({ version, people, error: null });
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        const error = errorMessage(caught, t("networkError"));
        setLoaded((previous) => ({ version, people: previous.people, error }));
      },
    );
    return () => controller.abort();
  }, [workspaceId, version, t]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { people: loaded.people, error: loaded.error, loading: loaded.version !== version, reload };
}
