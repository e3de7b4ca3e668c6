// What the audit log records (issue 39, docs/platform/audit-log.md): the administrative actions of a
// workspace, each with who, when, from where and what changed (before and after). Browser-safe: the
// audit log page's filters and labels come from here (messages `auditLog.actions.<action with . as _>`).

/** Every action and what it is about (the page groups the actions by it). */
export const AUDIT_ACTION_TARGETS = {
  "workspace.renamed": "workspace",
  "workspace.exported": "workspace",
  "workspace.imported": "workspace",
  "ownership.transferred": "workspace",
  "audit.retention_changed": "workspace",
  "sso.updated": "workspace",
  "member.updated": "member",
  "member.removed": "member",
  "member.joined": "member",
  "access.changed": "member",
  "invitation.created": "invitation",
  "invitation.updated": "invitation",
  "invitation.cancelled": "invitation",
  "invitation.resent": "invitation",
  "invitation.link_rotated": "invitation",
  "role.created": "role",
  "role.updated": "role",
  "role.deleted": "role",
  "project.deleted": "project",
  "project.member_added": "project",
  "project.member_updated": "project",
  "project.member_removed": "project",
  "module.deleted": "module",
  "module.privacy_changed": "module",
  "module.member_added": "module",
  "module.member_updated": "module",
  "module.member_removed": "module",
  "api_token.created": "api_token",
  "api_token.revoked": "api_token",
  "service_token.created": "api_token",
  "service_token.revoked": "api_token",
  "webhook.created": "webhook",
  "webhook.updated": "webhook",
  "webhook.deleted": "webhook",
  "webhook.secret_rotated": "webhook",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_TARGETS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_TARGETS) as [AuditAction, ...AuditAction[]];

/** What an entry is about. */
export const AUDIT_TARGETS = [
  "workspace",
  "member",
  "invitation",
  "role",
  "project",
  "module",
  "api_token",
  "webhook",
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** How long entries are kept unless an owner or admin says otherwise, and the bounds they may choose. */
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;
export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 3650;

/** Entries per page of the log. */
export const AUDIT_PAGE_SIZE = 50;

/** The message key of an action's label. */
export const auditActionKey = (action: string) => action.replaceAll(".", "_");
