import {
  getMember as getMemberEndpoint,
  removeMember as removeMemberEndpoint,
  updateMember as updateMemberEndpoint,
} from "@/lib/contracts/workspaces";
import { serve } from "@/lib/server/api/serve";
import { getMember } from "@/lib/server/members/get-member";
import { removeMember } from "@/lib/server/members/remove-member";
import { updateMember } from "@/lib/server/members/update-member";

export const GET = serve(getMemberEndpoint, async ({ actor, params }) => getMember(actor, params));

export const PATCH = serve(updateMemberEndpoint, async ({ actor, params, body }) =>
  updateMember(actor, { ...params, body }),
);

export const DELETE = serve(removeMemberEndpoint, async ({ actor, params }) => removeMember(actor, params));
