import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { AcceptInvitation } from "@/components/invitations/accept-invitation";
import { InvalidInvitation } from "@/components/invitations/invalid-invitation";
import { invitationTokenSchema } from "@/lib/schemas/invitation";
import { AppError } from "@/lib/server/errors";
import { getPageActor } from "@/lib/server/auth/page-actor";
import { checkInvitation } from "@/lib/server/invitations/check-invitation";

export async function invitationAcceptMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("invitations.accept"))("pageTitle") };
}

// A missing or mangled token is a bad link like any other: the spec's warning, not a URL error.
const searchSchema = z.object({ token: invitationTokenSchema });

/** Server side of both accept routes: checks the link, then renders the screen for the visitor. */
export async function InvitationAcceptPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return <InvalidInvitation />;
  const invitation = await checkInvitation(search.data.token).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!invitation) return <InvalidInvitation />;
  const actor = await getPageActor();
  return (
    <AcceptInvitation
      token={search.data.token}
      signedInEmail={actor?.email ?? null}
      invitation={{
        email: invitation.email,
        role: invitation.role,
        workspaceName: invitation.workspace.name,
        inviterName: invitation.inviter?.name ?? null,
        existingUser: invitation.existingUser,
      }}
    />
  );
}
