import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { moduleHref } from "@/lib/modules/routes";
import { decodeKeyset, keysetPage } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { fileUrl } from "@/lib/server/files/file-key";
import { listReadableFiles } from "@/lib/server/files/readable-files";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { PAGE_SIZE, type ModuleFile, type TypeFilter } from "@/modules/file-management/shared/types";
import { previewOf } from "./detect-type";
import { typeCondition } from "./list-items";
import { driveScope } from "./scope";

// The "From modules" tab: files other modules of the workspace hold (content hub uploads, form
// uploads, files sent in chats) that the reader may read now, by the platform's rule for each owner
// (lib/server/files/readable-files.ts). Read-only here: each opens through the platform's file
// route, which checks the same rule again, and names the module it comes from.

export interface ModuleFilesQuery {
  q?: string;
  type?: TypeFilter;
  cursor?: string;
}

/** GET …/module-files. */
export async function listModuleFiles(
  actor: Actor,
  moduleId: unknown,
  query: ModuleFilesQuery,
  locale: Locale = "en",
): Promise<{ data: ModuleFile[]; nextCursor: string | null }> {
  return listModuleFilesIn(await driveScope(actor, moduleId, locale), query, locale);
}

/** listModuleFiles in a module the gate has opened. */
export async function listModuleFilesIn(
  scope: ModuleScope,
  query: ModuleFilesQuery,
  locale: Locale,
): Promise<{ data: ModuleFile[]; nextCursor: string | null }> {
  const after = decodeKeyset(query.cursor);
  const rows = await listReadableFiles(scope.membership.userId, scope.membership.workspaceId, locale, {
    q: query.q || undefined,
    where: query.type ? typeCondition(query.type, "f") : undefined,
    after: after ? { createdAt: after.at, id: after.id } : undefined,
    limit: PAGE_SIZE + 1,
  });
  return keysetPage(
    rows,
    (row) => row.createdAt,
    (row) => ({
      id: row.id,
      name: row.name,
      size: row.size,
      contentType: row.contentType,
      preview: previewOf(row.contentType),
      url: fileUrl(row.key),
      createdAt: row.createdAt.toISOString(),
      source: {
        kind: row.ownerKind,
        module: {
          id: row.module.id,
          name: row.module.name,
          href: moduleHref(row.module, row.module.projectId),
        },
      },
    }),
    PAGE_SIZE,
  );
}
