import type { Applet } from "@/lib/schemas/permissions";

// A module kind's manifest (modules/<segment>/kind.ts): what the platform needs to know about a kind,
// declared once in the kind's own folder. modules/kinds.ts lists them, and every registry keyed by
// kind (routes, the permissions matrix's rows, integrations, Ask AI, the tutorial, icons; on the
// server the catalog, grid summaries, jobs) is derived from that list or typed by its ModuleTag, so a
// kind missing from one fails to compile. No server imports: pages, components and services all read
// it, so it holds only what they need (the catalog's texts are in kind.server.ts).

/** Categories of the module catalog in display order; "Quick Access" first (spec/shell.md §1). */
export const MODULE_CATEGORIES = [
  "Quick Access",
  "Productivity",
  "Communication",
  "Data",
  "Content",
] as const;
export type ModuleCategory = (typeof MODULE_CATEGORIES)[number];

/** Grid sizes a kind's card starts at (react-grid-layout units). */
export const CARD_SIZES = {
  card: { w: 4, h: 8, minW: 3, minH: 6 },
  wide: { w: 6, h: 10, minW: 4, minH: 8 },
} as const;

export interface ModuleKindManifest<Tag extends string = string, Segment extends string = string> {
  /** The catalog tag (ModuleDefinition.tag, ProjectModule.tag): PascalCase, never changes. */
  tag: Tag;
  /** The kebab-case route segment of its pages and API: /{segment}/{moduleId}, /api/v1/{segment}/…. */
  segment: Segment;
  /**
   * Where its page lives: "module" at /{segment}/{moduleId} (task management, time tracker, content
   * hub, form builder); "project" at /project/{projectId}/{segment}?moduleId=… (spec/modules.md §2).
   */
  placement: "module" | "project";
  /** The permissions matrix's row that governs it; null: governed by roles alone. */
  applet: Applet | null;
  /** Can be linked to a module of another kind (the Integration dialog, /api/v1/{segment}/{id}/integration). */
  integrable: boolean;
  /**
   * The kinds it links with and what the link does (issue 40): a pair may be linked when either side
   * declares it (lib/integrations/features.ts). `taskTimers`: a board's task timers write to the time
   * tracker; `formTasks`: each response of a form becomes a task; `formPosts`: a draft post.
   */
  integrations?: readonly { with: string; feature: IntegrationFeature }[];
  /**
   * The entities of the kind that search everything finds (issue 40: docs/platform/search.md), by
   * name ("task", "post"); its kind.server.ts `search` gives each one's source (what matches, the
   * caller's rights, the page that shows it), and messages `search.entities.<name>` its group title.
   */
  search?: readonly string[];
  /** Has an Ask AI assistant (lib/server/ai/registry.ts registers its context). */
  ai: boolean;
  /** Its place among the tutorial popover's topics (spec/shell.md §2), or null when not one of them. */
  tutorial: number | null;
  /**
   * Its tutorial's slides after the cover (issue 40): the keys of `tutorial.guides.<tag>.<slide>`
   * (title, text) in messages/*.json. Absent for a kind not built yet (the generic slides: how to add
   * it, where it opens).
   */
  guide?: readonly string[];
  /**
   * What workflow automation offers of this kind (issue 38): the triggers its events fire and the
   * actions a service task may call, by name and settings only (the server side is in kind.server.ts).
   */
  automation?: {
    triggers?: readonly AutomationTriggerDescriptor[];
    actions?: readonly AutomationActionDescriptor[];
  };
}

/** How an automation setting is edited in the properties panel. */
export type SettingFieldKind =
  "text" | "textarea" | "number" | "member" | "module" | "select" | "feel" | "json";

/** One setting of a trigger or action: a key of the element's suite:config JSON. */
export interface SettingField {
  key: string;
  kind: SettingFieldKind;
  required?: boolean;
  /** For kind "module": the ModuleTag of modules the picker offers (e.g. "TaskManagement"). */
  moduleTag?: string;
  /** For kind "select": the option values (labels are messages). */
  options?: readonly string[];
}

/** A trigger a kind declares: its name, its settings and the variables a run it starts begins with. */
export interface AutomationTriggerDescriptor {
  name: string;
  fields: readonly SettingField[];
  variables?: readonly string[];
  /**
   * Fired by the automation-timers sweep, no domain event telling of it (a due date coming): not a
   * message a run can wait for.
   */
  swept?: boolean;
}

/** An action a kind declares: its name, its settings and what its result holds. */
export interface AutomationActionDescriptor {
  name: string;
  fields: readonly SettingField[];
  outputs?: readonly string[];
}

/**
 * A kind's entry in the module catalog (seeded at every start; titles and descriptions are translated
 * by tag, from messages). Server-only data: it sits in the kind's kind.server.ts, not in the manifest
 * pages and components load.
 */
export interface CatalogInfo {
  title: string;
  description: string;
  category: ModuleCategory;
  /** Offered in the "Add module" drawer. */
  active: boolean;
  gradient: readonly [string, string];
  size: (typeof CARD_SIZES)[keyof typeof CARD_SIZES];
}

/** Declares a kind's manifest; its literal values are kept for the types derived from the list. */
/** What an integration between two kinds does (lib/integrations/features.ts). */
export type IntegrationFeature = "taskTimers" | "formTasks" | "formPosts";

export function defineModuleKind<const M extends ModuleKindManifest>(manifest: M): M {
  return manifest;
}
