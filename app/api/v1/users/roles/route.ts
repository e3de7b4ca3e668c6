import { createRole as createRoleEndpoint, listRoles as listRolesEndpoint } from "@/lib/contracts/users";
import { serve } from "@/lib/server/api/serve";
import { createRole } from "@/lib/server/roles/create-role";
import { listRoles } from "@/lib/server/roles/list-roles";

export const GET = serve(listRolesEndpoint, async ({ actor }) => listRoles(actor));

export const POST = serve(createRoleEndpoint, async ({ actor, body }) => createRole(actor, body));
