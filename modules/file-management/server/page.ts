import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { ModuleInfo } from "@/lib/modules/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/errors";
import { moduleInfo } from "@/lib/server/modules/module-scope";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import { driveUrlOf, type DriveUrl } from "@/modules/file-management/shared/page-url";
import type { DriveList, ModuleFile, Quota } from "@/modules/file-management/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import { listItemsIn } from "./list-items";
import { listModuleFilesIn } from "./module-files";
import { quotaOf } from "./quota";
import { driveScope } from "./scope";

/** What the page's client view starts from (components/drive-view.tsx). */
export interface DrivePageData {
  info: ModuleInfo;
  me: { id: string; name: string };
  url: DriveUrl;
  /** The listing's first page as the URL asks for it (null: its folder is gone, the view starts at the root). */
  first: DriveList | null;
  /** The "From modules" tab's first page, when the URL opens that tab. */
  firstFiles: Page<ModuleFile> | null;
  quota: Quota;
}

/**
 * The file management page of the module `moduleId` through the gate (another workspace's module, a
 * hidden or private one: not found): its URL's state (unknown values read as defaults), the viewer's
 * rights, the quota, and the listing's first page read as the API reads it.
 */
export async function loadDrivePage(
  actor: Actor,
  moduleId: string,
  raw: PageSearchParams,
  locale: Locale,
): Promise<DrivePageData> {
  const url = driveUrlOf((name) => raw[name]);
  const scope = await driveScope(actor, moduleId, locale);
  const quota = quotaOf(scope.membership.workspaceId);
  if (url.active === "from-modules") {
    const firstFiles = await listModuleFilesIn(
      scope,
      { q: url.q || undefined, type: url.type ?? undefined },
      locale,
    );
    return {
      info: moduleInfo(scope),
      me: { id: actor.userId, name: actor.name },
      url,
      first: null,
      firstFiles,
      quota: await quota,
    };
  }
  const query = {
    tab: url.active,
    folderId: url.folder ?? undefined,
    q: url.q || undefined,
    sort: url.sort?.field,
    dir: url.sort?.dir,
    type: url.type ?? undefined,
  };
  const [first, quotaValue] = await Promise.all([
    listItemsIn(scope, query).catch((error: unknown) => {
      // A folder that is gone (deleted, another module's): the page opens and says so.
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }),
    quota,
  ]);
  return {
    info: moduleInfo(scope),
    me: { id: actor.userId, name: actor.name },
    url,
    first,
    firstFiles: null,
    quota: quotaValue,
  };
}
