"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";

/**
 * Whether a sidebar link is the current page: same path, and the same values for the link's own
 * search params except `view` (a display choice). `section` also matches pages below the path.
 */
export function useActiveLink() {
  const pathname = usePathname();
  const search = useSearchParams();
  return useCallback(
    (href: string, section = false) => {
      const url = new URL(href, "http://localhost");
      if (section) return pathname === url.pathname || pathname.startsWith(`${url.pathname}/`);
      if (pathname !== url.pathname) return false;
      for (const [key, value] of url.searchParams) {
        if (key !== "view" && search.get(key) !== value) return false;
      }
      return true;
    },
    [pathname, search],
  );
}
