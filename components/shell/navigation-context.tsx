"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { NavModule, NavProject, Navigation } from "@/lib/navigation/types";

interface NavigationContextValue extends Navigation {
  /** Optimistic change of a project's sidebar entry (name, bookmark, ...). */
  patchProject: (projectId: string, patch: Partial<Omit<NavProject, "id" | "modules">>) => void;
  patchProjectModule: (projectId: string, moduleId: string, patch: Partial<Omit<NavModule, "id">>) => void;
  patchWorkspaceModule: (moduleId: string, patch: Partial<Omit<NavModule, "id">>) => void;
  /** Re-renders the server components (the layout reads the navigation afresh). */
  refresh: () => void;
}

const NavigationContext = createContext<NavigationContextValue | null>(null);

const EMPTY: Navigation = { projects: [], workspaceModules: [] };

/**
 * Holds the navigation the protected layout read on the server, with optimistic patches on top.
 * A new server value (after router.refresh() or a navigation) replaces the local one.
 */
export function NavigationProvider({
  initial = EMPTY,
  children,
}: {
  initial?: Navigation;
  children: ReactNode;
}) {
  const router = useRouter();
  const [state, setState] = useState(initial);
  const [source, setSource] = useState(initial);
  if (source !== initial) {
    setSource(initial);
    setState(initial);
  }

  const patchProject = useCallback<NavigationContextValue["patchProject"]>((projectId, patch) => {
    setState((current) => ({
      ...current,
      projects: current.projects.map((project) =>
        project.id === projectId ? { ...project, ...patch } : project,
      ),
    }));
  }, []);

  const patchProjectModule = useCallback<NavigationContextValue["patchProjectModule"]>(
    (projectId, moduleId, patch) => {
      setState((current) => ({
        ...current,
        projects: current.projects.map((project) =>
          project.id === projectId
            ? {
                ...project,
                modules: project.modules.map((module) =>
                  module.id === moduleId ? { ...module, ...patch } : module,
                ),
              }
            : project,
        ),
      }));
    },
    [],
  );

  const patchWorkspaceModule = useCallback<NavigationContextValue["patchWorkspaceModule"]>(
    (moduleId, patch) => {
      setState((current) => ({
        ...current,
        workspaceModules: current.workspaceModules.map((module) =>
          module.id === moduleId ? { ...module, ...patch } : module,
        ),
      }));
    },
    [],
  );

  const refresh = useCallback(() => router.refresh(), [router]);

  const value = useMemo(
    () => ({ ...state, patchProject, patchProjectModule, patchWorkspaceModule, refresh }),
    [state, patchProject, patchProjectModule, patchWorkspaceModule, refresh],
  );
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

export function useNavigation(): NavigationContextValue {
  const value = useContext(NavigationContext);
  if (!value) throw new Error("useNavigation needs a NavigationProvider (the protected layout's AppFrame)");
  return value;
}
