import {
  createWorkspace as createWorkspaceEndpoint,
  listWorkspaces as listWorkspacesEndpoint,
} from "@/lib/contracts/workspaces";
import { serve } from "@/lib/server/api/serve";
import { createWorkspace } from "@/lib/server/workspaces/create-workspace";
import { listWorkspaces } from "@/lib/server/workspaces/list-workspaces";

export const GET = serve(listWorkspacesEndpoint, async ({ actor }) => listWorkspaces(actor));

export const POST = serve(createWorkspaceEndpoint, async ({ actor, body }) => createWorkspace(actor, body));
