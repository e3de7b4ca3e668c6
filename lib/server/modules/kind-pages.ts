import "server-only";
import type { ReactNode } from "react";
import type { VisibleModule } from "@/lib/modules/types";
import type { ModuleKind } from "@/modules/kinds";

/** A page's search params, as Next hands them to it (awaited). */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** What a kind's page is given: the module the route's gate found, and the URL's search params. */
export interface KindPageProps {
  module: VisibleModule;
  searchParams: PageSearchParams;
}

/** A kind's page: a server component (it reads its first data itself, through the gate). */
export type KindPage = (props: KindPageProps) => ReactNode | Promise<ReactNode>;

/** Loads a page's code when a route renders it, so a route serving every kind loads only one's. */
export type KindPageLoader = () => Promise<KindPage>;

/** The pages a kind's manifest may ask for: only a kind placed under a project has a workspace page. */
type PagesOf<K extends ModuleKind> = K extends { placement: "project" }
  ? {
      /**
       * Renders a module of the workspace itself (no project) at /workspace-modules/{moduleId}; the
       * route's gate has found it (404 and the bad-URL screen before). Without it, the setup state.
       */
      workspace?: KindPageLoader;
    }
  : { workspace?: undefined };

/**
 * The pages of a kind beyond its own routes (modules/<segment>/kind.pages.ts), listed in
 * modules/kinds.pages.ts. Beside the manifest (kind.ts, which names nothing of the server) and the
 * server side (kind.server.ts, which server.ts loads outside Next: no components there), because a
 * page brings React components and their styles that only Next's routes may load.
 */
export type KindPages<K extends ModuleKind = ModuleKind> = { kind: K } & PagesOf<K>;

/** Declares a kind's pages; the compiler refuses a workspace page for a kind placed by module. */
export function defineKindPages<const K extends ModuleKind>(kind: K, pages: PagesOf<K>): KindPages<K> {
  return { kind, ...pages } as KindPages<K>;
}
