"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ContentHubInfo } from "@/modules/content-hub/shared/types";

const ContentHubContext = createContext<ContentHubInfo | null>(null);

/** The module and what the caller may do in it (the layout read them through the gate). */
export function useContentHub(): ContentHubInfo {
  const value = useContext(ContentHubContext);
  if (!value) throw new Error("useContentHub outside ContentHubProvider");
  return value;
}

export function ContentHubProvider({ info, children }: { info: ContentHubInfo; children: ReactNode }) {
  return <ContentHubContext.Provider value={info}>{children}</ContentHubContext.Provider>;
}
