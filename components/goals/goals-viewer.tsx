"use client";

import { createContext, useContext, type ReactNode } from "react";

/** Who is looking at the goals pages (from the goals layout's session check). */
export interface GoalsViewer {
  id: string;
  name: string;
  /** A writing role (member or above): may add goals. What a goal allows comes with it (`rights`). */
  canWrite: boolean;
}

const ViewerContext = createContext<GoalsViewer | null>(null);

export function GoalsViewerProvider({ viewer, children }: { viewer: GoalsViewer; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

export function useGoalsViewer(): GoalsViewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error("useGoalsViewer outside the goals layout");
  return viewer;
}
