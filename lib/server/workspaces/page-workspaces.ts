import "server-only";
import { cache } from "react";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { listWorkspaces } from "@/lib/server/workspaces/list-workspaces";

/** The signed-in user's workspaces, loaded once per page request (header switcher and pages share it). */
export const getPageWorkspaces = cache(async () => listWorkspaces(await requirePageActor()));
