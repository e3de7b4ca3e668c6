"use client";

import { useFormatter } from "next-intl";
import { useCallback } from "react";
import { sizeParts } from "./attachment-rules";

/** A size in bytes as people read it ("45 B", "12 kB", "3.4 MB"), in the page's language. */
export function useFileSize(): (bytes: number) => string {
  const format = useFormatter();
  return useCallback(
    (bytes: number) => {
      const { value, unit } = sizeParts(bytes);
      // "short" spells a byte out; "narrow" writes B.
      const unitDisplay = unit === "byte" ? "narrow" : "short";
      return format.number(value, { style: "unit", unit, unitDisplay, maximumFractionDigits: 1 });
    },
    [format],
  );
}
