"use client";

import { invitationApi } from "@/lib/client/invitations/api";
import { projectApi } from "@/lib/client/projects/api";
import { plannedInvites, type KnownMember } from "./invite-rows";
import type { ProjectWizardState } from "./wizard-state";

/**
 * 'Get started': the private project with its modules (one call; a failure stops here and is
 * shown), then, all settled with failures tolerated, the picked members added to the project and
 * the e-mails invited to the workspace with access to the project once they accept. Returns the project and how many of those failed.
 */
export async function finishProjectWizard(
  state: ProjectWizardState,
  members: KnownMember[],
): Promise<{ projectId: string; failed: number }> {
  const project = await projectApi.create({ name: state.name, private: true, modules: state.modules });
  const { add, invite } = plannedInvites(state.users, members);
  const results = await Promise.allSettled([
    ...add.map(({ member, role }) => projectApi.addMember(project.id, { member: member.userId, role })),
    ...invite.map(({ email, role }) =>
      invitationApi.create({
        email,
        role,
        accessToAll: false,
        permissions: {},
        projects: [{ project: project.id, role }],
      }),
    ),
  ]);
  return { projectId: project.id, failed: results.filter((r) => r.status === "rejected").length };
}
