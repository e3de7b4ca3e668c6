import { useLocale } from "next-intl";
import { useMemo } from "react";
import { formatBytes } from "@/modules/file-management/shared/bytes";

/** formatBytes (shared/bytes.ts) in the page's language. */
export function useFormatBytes(): (bytes: number) => string {
  const locale = useLocale();
  return useMemo(() => (bytes: number) => formatBytes(bytes, locale), [locale]);
}
