"use client";

import { createContext, useContext } from "react";
import type { ReportSummary } from "@/lib/reporting/types";

/** A saved report's settings as loaded: the last answer, and the failure as text. */
export interface SavedReport {
  value: ReportSummary | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export interface ReportViewContextValue {
  reportId: string;
  /** A saved report's settings (null for the built-in reports). */
  summary: SavedReport | null;
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
