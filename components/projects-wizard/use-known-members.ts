"use client";

import { useMemo } from "react";
import { useQuery } from "@/lib/client/query/use-query";
import { userManagementQueries } from "@/lib/client/user-management/api";
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
  const query = useQuery(
    userManagementQueries.members(workspaceId, { page: 1, limit: MEMBER_LIST_MAX_LIMIT }),
  );
  const page = query.data;
  const members = useMemo(() => (page ? knownMembers(page.data, selfId) : null), [page, selfId]);
  const state: KnownMembersState = members
    ? { status: "ready", members }
    : query.error
      ? { status: "error", members: [] }
      : { status: "loading", members: [] };
  return { ...state, retry: query.refetch };
}
