import "server-only";
import type { Tx } from "@/lib/server/events/commit";
import type { Server } from "socket.io";
import type { AiModuleKind } from "@/lib/server/ai/provider";
import type { JobDefinition } from "@/lib/server/jobs/job";
import type { CatalogInfo } from "@/lib/modules/kind";
import type { DatedItem } from "@/lib/modules/dated";
import type { ModuleSummary } from "@/lib/modules/summaries";
import type { Locale } from "@/lib/i18n/config";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import type { AnyMetricSource } from "@/lib/server/metrics/metric-source";
import type { TableSourceProvider } from "@/lib/server/metrics/table-source";
import type { ModuleKind } from "@/modules/kinds";
import type { AutomationServerParts } from "@/lib/server/automation/types";
import type { KindIntegrationParts } from "@/lib/server/integrations/deliveries";
import type { SearchSource } from "@/lib/server/search/source";
import type { KindWebhookPart } from "@/lib/server/webhooks/workspace/public-events";

/** Summarises all modules of one kind on a grid at once (one query per kind, never one per module). */
export type Summarizer = (scopes: ModuleScope[], now: Date) => Promise<Map<string, ModuleSummary>>;

/**
 * The dated items of some modules of a kind in [from, to) as their scopes' viewer may read them (one
 * query for them all, at most `limit` per module, each module's by start), for the calendars of their
 * project: lib/server/modules/dated-layers.ts.
 */
export type DatedSource = (
  scopes: ModuleScope[],
  range: { from: number; to: number },
  limit: number,
  locale: Locale,
) => Promise<Map<string, { items: DatedItem[]; truncated: boolean }>>;

/**
 * When people are busy in [from, to) (ms) in a workspace's modules of a kind — times only, never
 * what: free/busy as calendars share it within an organisation — by person, one query for them all:
 * lib/server/calendar/busy.ts, for finding a time and the meeting drawer's hints.
 */
export type BusySource = (
  workspaceId: string,
  userIds: readonly string[],
  range: { from: number; to: number },
) => Promise<Map<string, { start: number; end: number }[]>>;

/**
 * A module kind's server side (modules/<segment>/kind.server.ts), beside its shared manifest
 * (kind.ts, which pages and components import too, so it names nothing of the server). Listed in
 * modules/kinds.server.ts as a Record<ModuleTag, …>: a kind missing there fails to compile.
 */
export interface ServerKindParts {
  /** Its entry in the module catalog (seeded at every start). */
  catalog: CatalogInfo;
  /** Grid card summaries of its modules: one query for every module of the kind on a grid. */
  summarize?: Summarizer;
  /** Dated items (due dates, events, meetings) its modules show on the calendars of their project. */
  dated?: DatedSource;
  /** Its people's busy times (events they attend, meetings): every kind's count when finding a time. */
  busy?: BusySource;
  /**
   * Its countable data for the data visualization kind's charts (issue 37): one source per report
   * entity it owns (lib/metrics/entities.ts), computed under the viewer's rights.
   */
  metrics?: readonly AnyMetricSource[];
  /** Its tables as chart sources (the database generator's): lib/server/metrics/table-source.ts. */
  chartTables?: TableSourceProvider;
  /** Its background jobs: boss.ts creates their queues, schedules and workers on every node. */
  jobs?: readonly JobDefinition[];
  /**
   * Run by server.ts once the database is ready; the function it returns runs on shutdown, after
   * the last request was answered and while the database is still up.
   */
  start?: () => () => Promise<void> | void;
  /**
   * Its socket messages beyond the module rooms (chat's typing and presence), attached to the
   * socket.io server once; returns the function that detaches them. Each handler checks the
   * socket's rights itself (the module room it must be in, the object it names).
   */
  realtime?: (io: Server) => () => Promise<void> | void;
  /**
   * The server side of the automation triggers and actions its manifest declares (kind.ts
   * `automation`), by the same names: modules/workflow-automation/server/automation/registry.ts.
   */
  automation?: AutomationServerParts;
  /**
   * What its module integrations do (its manifest's `integrations`, issue 40): the items it makes
   * for linked modules (a form's responses) and the items it takes from them (a board's tasks):
   * lib/server/integrations/deliveries.ts.
   */
  integrations?: KindIntegrationParts;
  /**
   * Where search everything finds its entities (its manifest's `search`, issue 40): one source per
   * entity, each a SELECT of what the caller may read (lib/server/search/source.ts).
   */
  search?: readonly SearchSource[];
  /**
   * How its tables travel in a workspace's archive (docs/platform/export.md, importing): by table,
   * rows an import leaves out (links and keys that belong to the server that made them) and the
   * values it makes for the columns an archive never holds (secrets: `…Hash`, `…Sealed`) or that
   * must be unique across workspaces.
   */
  portability?: Readonly<Record<string, TablePortability>>;
  /**
   * Run in an import's transaction once every row is written (before the records of the database
   * generator's schema are loaded): makes what its rows describe but do not hold — the database
   * generator's records tables, links' junctions and stored rollups, from its metadata.
   */
  imported?: (tx: Tx, workspaceId: string) => Promise<void>;
}

/** One table's import rule: left out, or rows given new values (`row` has its new id). */
export interface TablePortability {
  skip?: true;
  fill?: Readonly<Record<string, (row: Readonly<Record<string, unknown>>) => unknown>>;
}

/** The parts a kind's manifest asks for: a kind with `ai: true` registers its assistant. */
export type ServerKind<K extends ModuleKind = ModuleKind> = ServerKindParts & { kind: K } & (K extends {
    ai: true;
  }
    ? { ai: AiModuleKind }
    : { ai?: undefined }) &
  KindWebhookPart<K["tag"]>;

/**
 * Declares a kind's server side; the compiler asks for what its manifest promises, and for what each
 * of its domain events (server/events.ts) becomes for workspace webhooks (`webhooks`).
 */
export function defineServerKind<const K extends ModuleKind>(
  kind: K,
  parts: ServerKindParts &
    (K extends { ai: true } ? { ai: AiModuleKind } : { ai?: undefined }) &
    KindWebhookPart<K["tag"]>,
): ServerKind<K> {
  return { kind, ...parts } as ServerKind<K>;
}
