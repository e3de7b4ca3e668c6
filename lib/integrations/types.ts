/**
 * Module integrations (spec/work-management.md §2 Integration dialog, §3, §4, §5, §7): two modules
 * of different kinds linked, e.g. a task board and the time tracker that its task timers write to.
 * Shared by the API (lib/server/integrations), the dialog and the tests.
 */
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { MODULE_KINDS, type ModuleKind } from "@/modules/kinds";
import { INTEGRATION_FEATURES, integrationSettingsSchema } from "@/lib/integrations/features";

/** The kinds an integration can link (spec §3 Module tags; `integrable` in their manifests). */
export type IntegrableTag = Extract<ModuleKind, { integrable: true }>["tag"];
export const INTEGRABLE_TAGS = MODULE_KINDS.filter(
  (kind): kind is Extract<ModuleKind, { integrable: true }> => kind.integrable,
).map((kind) => kind.tag) as readonly IntegrableTag[];

/** The route segment of each kind's integration API: /api/v1/{segment}/{moduleId}/integration. */
export const INTEGRATION_SEGMENTS = Object.fromEntries(
  MODULE_KINDS.filter((kind) => kind.integrable).map((kind) => [kind.tag, kind.segment]),
) as Record<IntegrableTag, string>;

/** A module as the pickers show it: name and kind (the kind's cover icon), where it lives. */
export const integrationModuleSchema = z.object({
  moduleId: z.string(),
  name: z.string(),
  tag: z.enum(INTEGRABLE_TAGS as unknown as [IntegrableTag, ...IntegrableTag[]]),
  project: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type IntegrationModule = z.output<typeof integrationModuleSchema>;

export const moduleIntegrationItemSchema = z.object({
  id: z.string(),
  source: integrationModuleSchema,
  target: integrationModuleSchema,
  active: z.boolean(),
  /** What the link does, from the kinds' manifests (lib/integrations/features.ts). */
  feature: z.enum(INTEGRATION_FEATURES),
  /** The feature's settings (a form's questions for the new items' fields); null: the defaults. */
  settings: z.nullable(integrationSettingsSchema),
  createdAt: isoDate,
});
export type ModuleIntegrationItem = z.output<typeof moduleIntegrationItemSchema>;

/**
 * GET /{segment}/{id}/integration: the module's integration (at most one: a module is in one
 * integration at most), and the modules it could be linked to now (readable by the caller, of
 * another integrable kind, not in an integration), by name.
 */
export const integrationListSchema = z.object({
  data: z.array(moduleIntegrationItemSchema),
  candidates: z.array(integrationModuleSchema),
  /** May the caller add, change or delete this module's integration (administers the module). */
  canManage: z.boolean(),
});
export type IntegrationList = z.output<typeof integrationListSchema>;

/** GET /workspaces/integration: the active workspace's integrations the caller can see, newest first. */
export const workspaceIntegrationsSchema = z.object({
  data: z.array(moduleIntegrationItemSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.nullable(z.string()),
  /** The pairs of kinds that may be linked and what each link does (the kinds' manifests). */
  kinds: z.array(z.object({ kinds: z.array(z.string()), feature: z.enum(INTEGRATION_FEATURES) })),
});
export type WorkspaceIntegrations = z.output<typeof workspaceIntegrationsSchema>;
