"use client";

import { createContext, useContext } from "react";
import type { ManagementGrants } from "@/lib/members/types";

/** The caller's User management grants (from the server) for showing or hiding controls. */
export type Grants = ManagementGrants;

export interface CustomRole {
  id: string;
  title: string;
  members: number;
}

interface ManagementContextValue {
  grants: Grants;
  /** The workspace's custom roles, null while loading. */
  roles: CustomRole[] | null;
  /** Refetch after a dialog changed something the screen shows. */
  reloadRoles(): void;
  reloadMembers(): void;
  reloadPending(): void;
  /** Where a dialog returns to when it has no `redirect`. */
  parentHref: string;
}

export const ManagementContext = createContext<ManagementContextValue | null>(null);

export function useManagement(): ManagementContextValue {
  const value = useContext(ManagementContext);
  if (!value) throw new Error("useManagement outside the User management layout");
  return value;
}
