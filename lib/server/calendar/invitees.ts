import "server-only";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest, forbidden } from "@/lib/server/errors";

/** Someone asked to an event or a meeting: a member by id, or an address. */
export type InviteeInput = { userId: string } | { email: string };

/** An invitee to write: a member (their id and address) or an outside address, with their answer. */
export interface InviteeRow {
  userId: string | null;
  email: string;
  response: string;
}

/**
 * The people an event or a meeting invites, checked: each id a member of the workspace (another's is
 * refused with `invalid`, a message key), each address once and lower-cased (a member's address is
 * that member); `host`, when given, first and accepted. Outside addresses are e-mailed invitations,
 * so only a `sender` whose own address is verified may add them (403 `errors.inviteSenderUnverified`,
 * as for campaigns: an account nobody proved cannot mail strangers). One read.
 */
export async function resolveInvitees(
  workspaceId: string,
  input: readonly InviteeInput[],
  options: { invalid: string; sender: Pick<Actor, "emailVerified">; host?: string },
): Promise<InviteeRow[]> {
  const asked = input.flatMap((item) => ("userId" in item ? [item.userId] : []));
  const ids = [...new Set(options.host ? [options.host, ...asked] : asked)];
  const emails = [...new Set(input.flatMap((item) => ("email" in item ? [item.email.toLowerCase()] : [])))];
  if (ids.length === 0 && emails.length === 0) return [];
  const members = await getDb().workspaceMember.findMany({
    where: {
      workspaceId,
      OR: [{ userId: { in: ids } }, { user: { email: { in: emails, mode: "insensitive" } } }],
    },
    select: { userId: true, user: { select: { email: true } } },
  });
  const byId = new Map(members.map((member) => [member.userId, member.user.email.toLowerCase()]));
  if (ids.some((id) => !byId.has(id))) throw badRequest(options.invalid);
  const rows = new Map<string, InviteeRow>();
  for (const id of ids) {
    const email = byId.get(id)!;
    rows.set(email, { userId: id, email, response: id === options.host ? "accepted" : "needsAction" });
  }
  for (const email of emails) {
    if (rows.has(email)) continue;
    const member = members.find((item) => item.user.email.toLowerCase() === email);
    rows.set(email, { userId: member?.userId ?? null, email, response: "needsAction" });
  }
  const invited = [...rows.values()];
  if (!options.sender.emailVerified && invited.some((row) => row.userId === null))
    throw forbidden("errors.inviteSenderUnverified");
  return invited;
}
