import { randomId } from "@mantine/hooks";
import * as z from "@/lib/zod";
import { ASSIGNABLE_ROLES, type RoleValue } from "@/lib/schemas/permissions";

export type InviteRole = (typeof ASSIGNABLE_ROLES)[number];

/** A workspace member the wizard can add to the project directly. */
export interface KnownMember {
  userId: string;
  name: string;
  email: string;
  role: RoleValue;
  /** What the picker shows and inserts: the name, with the e-mail when two members share it. */
  label: string;
}

export interface InviteRow {
  /** A stable React key (rows can be removed from the middle). */
  key: string;
  /** A member picked by name (or typed e-mail), or any e-mail to invite. */
  value: string;
  role: InviteRole | null;
}

/** A skipped or new invite row defaults to admin (spec §4). */
export const defaultInviteRow = (): InviteRow => ({ key: randomId(), value: "", role: "admin" });

/** The picker's entries: names, made unique with the e-mail where two members share one. */
export function knownMembers(
  rows: { member: { id: string; name: string; email: string }; role: RoleValue }[],
  selfId: string,
): KnownMember[] {
  const others = rows.filter((row) => row.member.id !== selfId);
  const count = new Map<string, number>();
  for (const row of others) {
    const key = row.member.name.trim().toLowerCase();
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  return others.map(({ member, role }) => ({
    userId: member.id,
    name: member.name,
    email: member.email,
    role,
    label:
      (count.get(member.name.trim().toLowerCase()) ?? 0) > 1
        ? `${member.name} (${member.email})`
        : member.name,
  }));
}

const isEmail = (value: string) => value.length <= 254 && z.email().safeParse(value).success;

export type ResolvedRow =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "member"; member: KnownMember }
  | { kind: "email"; email: string };

/**
 * What a row's text names: a known member (by picker label, name or e-mail), else an e-mail to
 * invite, else nothing valid ('Invalid username or email').
 */
export function resolveRow(value: string, members: KnownMember[]): ResolvedRow {
  const text = value.trim().toLowerCase();
  if (!text) return { kind: "empty" };
  const byLabel = members.find((m) => m.label.toLowerCase() === text || m.email.toLowerCase() === text);
  if (byLabel) return { kind: "member", member: byLabel };
  const byName = members.filter((m) => m.name.trim().toLowerCase() === text);
  if (byName.length === 1) return { kind: "member", member: byName[0]! };
  return isEmail(text) ? { kind: "email", email: text } : { kind: "invalid" };
}

const WRITERS: readonly RoleValue[] = ["owner", "admin", "member"];

/** Viewers and guests of the workspace can be given at most viewer access to a project. */
export const roleAllowed = (member: KnownMember | null, role: InviteRole) =>
  !member || WRITERS.includes(member.role) || !WRITERS.includes(role);

/**
 * Spec §5 "Project invites": each entry a valid e-mail or a known member's name, at least one,
 * a role for each; the role must fit a picked member's workspace role.
 */
export function inviteStepSchema(members: KnownMember[]) {
  return z.object({
    users: z
      .array(
        z
          .object({
            key: z.string(),
            value: z.string().check(
              z.maxLength(300, "validation.inviteUserOrEmail"),
              z.refine(
                (value: string) => resolveRow(value, members).kind !== "invalid",
                "validation.inviteUserOrEmail",
              ),
            ),
            role: z.enum(ASSIGNABLE_ROLES, { error: "validation.onboardingRoleRequired" }),
          })
          .check(
            z.refine(
              (row) => {
                const resolved = resolveRow(row.value, members);
                return resolved.kind !== "member" || roleAllowed(resolved.member, row.role);
              },
              { message: "validation.projectRoleTooHigh", path: ["role"] },
            ),
          ),
      )
      .check(
        z.refine((rows) => rows.some((row) => resolveRow(row.value, members).kind !== "empty"), {
          message: "validation.atLeastOneUser",
        }),
      ),
  });
}

/** The rows 'Get started' acts on: members to add and e-mails to invite, each once. */
export function plannedInvites(rows: InviteRow[], members: KnownMember[]) {
  const add = new Map<string, { member: KnownMember; role: InviteRole }>();
  const invite = new Map<string, { email: string; role: InviteRole }>();
  for (const row of rows) {
    if (!row.role) continue;
    const resolved = resolveRow(row.value, members);
    if (resolved.kind === "member")
      add.set(resolved.member.userId, { member: resolved.member, role: row.role });
    if (resolved.kind === "email") invite.set(resolved.email, { email: resolved.email, role: row.role });
  }
  return { add: [...add.values()], invite: [...invite.values()] };
}

/** 'Invite members' stays disabled until a row names someone. */
export const hasInvitee = (rows: InviteRow[], members: KnownMember[]) =>
  rows.some((row) => {
    const kind = resolveRow(row.value, members).kind;
    return kind === "member" || kind === "email";
  });
