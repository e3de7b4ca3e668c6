import {
  InvitationAcceptPage,
  invitationAcceptMetadata,
} from "@/components/invitations/invitation-accept-page";

export const generateMetadata = invitationAcceptMetadata;

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <InvitationAcceptPage searchParams={searchParams} />;
}
