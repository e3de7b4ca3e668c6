"use client";

import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { IconUserExclamation } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { InvalidInvitation } from "@/components/invitations/invalid-invitation";
import {
  ExistingInviteeForm,
  NewInviteeForm,
  SignedInAccept,
  type AcceptWith,
} from "@/components/invitations/invitee-forms";
import { ApiError } from "@/lib/client/api";
import { invitationApi } from "@/lib/client/invitations/api";
import { hardNavigate } from "@/lib/client/navigation";
import { HOME } from "@/lib/routing/decide-route";

export interface InvitationSummary {
  email: string;
  role: "owner" | "admin" | "member" | "viewer" | "guest";
  workspaceName: string;
  inviterName: string | null;
  existingUser: boolean;
}

/**
 * The accept screen of /auth/invite/accept and /workspace/invite/accept: signed out, a new person
 * gives a name and password and someone with an account a password; signed in with the invited
 * e-mail, one button; signed in as someone else, a way to log out first.
 */
export function AcceptInvitation({
  token,
  invitation,
  signedInEmail,
}: {
  token: string;
  invitation: InvitationSummary;
  signedInEmail: string | null;
}) {
  const t = useTranslations("invitations");
  const [expired, setExpired] = useState(false);

  const accept: AcceptWith = async (fields) => {
    try {
      if (signedInEmail) await invitationApi.accept(token);
      else await invitationApi.acceptSignedOut({ token, name: fields.name, password: fields.password ?? "" });
    } catch (caught) {
      if (!(caught instanceof ApiError && caught.status === 404)) throw caught;
      setExpired(true);
      return;
    }
    // A full load: the session now lives in the invited workspace.
    hardNavigate(HOME);
    return "navigating";
  };

  if (expired) return <InvalidInvitation />;

  const role = t(`roles.${invitation.role}`);
  const isInvitee = signedInEmail?.toLowerCase() === invitation.email;
  let body;
  if (signedInEmail && !isInvitee) {
    body = (
      <Stack data-testid="invite-other-account">
        <Alert color="orange" icon={<IconUserExclamation />} title={t("accept.otherAccountTitle")}>
          <Text size="sm">
            {t("accept.otherAccountText", { email: invitation.email, current: signedInEmail })}
          </Text>
        </Alert>
        <Button component={Link} href="/logout" variant="light" fullWidth>
          {t("accept.logout")}
        </Button>
      </Stack>
    );
  } else if (signedInEmail) {
    body = <SignedInAccept email={signedInEmail} onAccept={accept} />;
  } else if (invitation.existingUser) {
    body = <ExistingInviteeForm onAccept={accept} />;
  } else {
    body = <NewInviteeForm onAccept={accept} />;
  }

  return (
    <AuthCard
      title={t("accept.title", { owner: invitation.workspaceName })}
      subtitle={
        invitation.inviterName
          ? t("accept.invitedBy", { inviter: invitation.inviterName, role })
          : t("accept.invited", { role })
      }
    >
      <Stack data-testid="invite-accept">
        <TextInput label={t("accept.email")} value={invitation.email} readOnly data-testid="invite-email" />
        {body}
      </Stack>
    </AuthCard>
  );
}
