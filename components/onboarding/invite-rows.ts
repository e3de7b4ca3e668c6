import { randomId } from "@mantine/hooks";
import * as z from "@/lib/zod";
import { ASSIGNABLE_ROLES } from "@/lib/schemas/permissions";

export type InviteRole = (typeof ASSIGNABLE_ROLES)[number];

export interface InviteRow {
  /** A stable React key for the row (rows can be removed from the middle). */
  key: string;
  email: string;
  role: InviteRole | null;
}

/** Onboarding invite rows default to admin (spec §4). */
export const defaultInviteRow = (): InviteRow => ({ key: randomId(), email: "", role: "admin" });

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * Spec §5 "Invite rows": e-mail optional but valid, role required (the spec's text for it was a
 * copy-paste slip, 'Missing last name'; ours says what is missing), at least one user.
 */
export const inviteStepSchema = z.object({
  users: z
    .array(
      z.object({
        email: z.string().check(
          z.trim(),
          z.maxLength(254, "validation.emailInvalid"),
          z.refine((value: string) => value === "" || isEmail(value), "validation.emailInvalid"),
        ),
        role: z.enum(ASSIGNABLE_ROLES, { error: "validation.onboardingRoleRequired" }),
      }),
    )
    .check(z.minLength(1, "validation.atLeastOneUser")),
  accessToAll: z.boolean(),
});

/** A row that will be sent as an invitation: a valid e-mail and a role. */
export const isCompleteRow = (row: InviteRow): row is InviteRow & { role: InviteRole } =>
  row.role !== null && row.email.trim().length <= 254 && isEmail(row.email.trim());

/** 'Invite members' stays disabled until at least one row has a valid e-mail. */
export const hasValidEmail = (rows: InviteRow[]) =>
  rows.some((row) => row.email.trim().length <= 254 && isEmail(row.email.trim()));

/** The POST /workspace/invitation body of a complete row; accessToAll only ever for admins. */
export function invitationBody(row: { email: string; role: InviteRole }, accessToAll: boolean) {
  return {
    email: row.email.trim().toLowerCase(),
    role: row.role,
    accessToAll: row.role === "admin" && accessToAll,
    permissions: {},
  };
}
