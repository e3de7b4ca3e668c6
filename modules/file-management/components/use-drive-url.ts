"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { driveSearch, driveUrlOf, type DriveUrl } from "@/modules/file-management/shared/page-url";

/**
 * The page's state as its URL says it, written with the History API (Next's router follows it):
 * opening a folder or a tab is pushed (Back goes back), the search, sort, filter and view replace.
 */
export function useDriveUrl(moduleId: string, project: boolean) {
  const pathname = usePathname();
  const params = useSearchParams();
  const url = driveUrlOf((name) => params.get(name));
  const keep: Record<string, string> = project ? { moduleId } : {};
  const href = (next: DriveUrl) => `${pathname}${driveSearch(next, keep)}`;
  const write = (change: Partial<DriveUrl>, push: boolean) => {
    const next = { ...url, ...change };
    if (push) window.history.pushState(null, "", href(next));
    else window.history.replaceState(null, "", href(next));
  };
  return {
    url,
    href: (change: Partial<DriveUrl>) => href({ ...url, ...change }),
    /** Opens a folder of my files (null: the root); a search ends. */
    openFolder: (folder: string | null) => write({ active: "my-files", folder, q: "" }, true),
    setTab: (active: DriveUrl["active"]) => write({ active, folder: null, q: "" }, true),
    set: (change: Partial<DriveUrl>) => write(change, false),
  };
}
