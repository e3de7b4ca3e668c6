import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { recordAudits, type AuditInput } from "@/lib/server/audit/record";
import type { Prisma } from "@/lib/generated/prisma/client";
import { displayModuleName } from "@/lib/server/modules/module-names";

// The audit entries of a grid's batch (issue 39, docs/platform/audit-log.md): a module deleted (with
// everything in it) and a module's privacy changed, recorded in the batch's transaction.

interface AuditedModule {
  id: string;
  tag: string;
  name: string | null;
}

export interface ModuleBatchAudit {
  workspaceId: string;
  actorId: string;
  /** The project whose grid it is; null for the workspace's own modules. */
  project: { id: string; name: string } | null;
  deleted: readonly (AuditedModule & { private?: boolean })[];
  privacy: readonly (AuditedModule & { before: boolean; after: boolean })[];
}

export function recordModuleBatchAudit(
  tx: Prisma.TransactionClient,
  audit: ModuleBatchAudit,
  locale: Locale,
): Promise<void> {
  const target = (module: AuditedModule) => ({
    type: "module" as const,
    id: module.id,
    label: displayModuleName(module, locale),
  });
  const where = audit.project ? { projectId: audit.project.id, project: audit.project.name } : {};
  const entries: AuditInput[] = [
    ...audit.deleted.map((module) => ({
      workspaceId: audit.workspaceId,
      actorId: audit.actorId,
      action: "module.deleted" as const,
      target: target(module),
      before: {
        kind: module.tag,
        ...where,
        ...(module.private === undefined ? {} : { private: module.private }),
      },
    })),
    ...audit.privacy
      .filter((module) => module.before !== module.after)
      .map((module) => ({
        workspaceId: audit.workspaceId,
        actorId: audit.actorId,
        action: "module.privacy_changed" as const,
        target: target(module),
        before: { private: module.before },
        after: { private: module.after },
      })),
  ];
  return recordAudits(entries, tx);
}
