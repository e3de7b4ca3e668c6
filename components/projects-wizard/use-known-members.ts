"use client";

import { useCallback, useEffect, useState } from "react";
import { memberApi } from "@/lib/client/user-management/api";
import { MEMBER_LIST_MAX_LIMIT } from "@/lib/schemas/members";
import { knownMembers, type KnownMember } from "./invite-rows";

export type KnownMembersState =
  | { status: "loading"; members: KnownMember[] }
  | { status: "error"; members: KnownMember[] }
  | { status: "ready"; members: KnownMember[] };

/**
 * The workspace's members for the invite picker (everyone but the caller). A failure leaves the
 * picker empty: e-mails can still be invited, and `retry` asks again.
 */
export function useKnownMembers(workspaceId: string, selfId: string) {
  const [state, setState] = useState<KnownMembersState>({ status: "loading", members: [] });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    memberApi
      .list(workspaceId, { page: 1, limit: MEMBER_LIST_MAX_LIMIT }, controller.signal)
      .then((page) => setState({ status: "ready", members: knownMembers(page.data, selfId) }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error", members: [] });
      });
    return () => controller.abort();
  }, [workspaceId, selfId, attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading", members: [] });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
