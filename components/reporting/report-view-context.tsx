"use client";

import { createContext, useContext } from "react";
import type { Loaded } from "@/lib/client/reporting/use-loaded";
import type { ReportSummary } from "@/lib/reporting/types";

export interface ReportViewContextValue {
  reportId: string;
  /** A saved report's settings (null for the built-in reports). */
  summary: Loaded<ReportSummary> | null;
  /** Reloads the settings and the figures (after an edit). */
  reload: () => void;
  /** The page's address with its search, where its dialogs go back to. */
  href: string;
}

export const ReportViewContext = createContext<ReportViewContextValue | null>(null);

/** The report page its dialog routes (edit) sit on. */
export function useReportView(): ReportViewContextValue | null {
  return useContext(ReportViewContext);
}
