// The integration dialog's rules (spec/work-management.md §4 Integration dialog, §5 Integration):
// which modules the target picker offers and what Save does. Pure, so the unit tests read them.
import { integrationFeature } from "@/lib/integrations/features";
import type { IntegrationModule, ModuleIntegrationItem } from "@/lib/integrations/types";

/**
 * The target picker's options: nothing until a source is chosen; then the candidates (modules not
 * integrated yet, which the API already filters) other than the source, of another kind than it and
 * one the kinds' manifests let it link with.
 * The integration being edited keeps its own target among them.
 */
export function targetOptions(
  source: IntegrationModule | null,
  candidates: readonly IntegrationModule[],
  editing: ModuleIntegrationItem | null,
): IntegrationModule[] {
  if (!source) return [];
  const pool = editing
    ? [editing.target, ...candidates.filter((module) => module.moduleId !== editing.target.moduleId)]
    : candidates;
  return pool.filter(
    (module) =>
      module.moduleId !== source.moduleId &&
      module.tag !== source.tag &&
      integrationFeature(source.tag, module.tag) !== null,
  );
}

export type SavePlan =
  /** Source and target unchanged: only leave edit mode. */
  | { kind: "none" }
  | { kind: "create"; source: IntegrationModule; targetId: string }
  /** Only the target changed: PATCH {moduleId, active: true}. */
  | { kind: "update"; integrationId: string; targetId: string }
  /** The source changed: delete the old integration and create one from the new source. */
  | { kind: "replace"; integrationId: string; source: IntegrationModule; targetId: string };

/** What Save does for the chosen modules; null while either is missing (Save is disabled). */
export function planSave(
  editing: ModuleIntegrationItem | null,
  source: IntegrationModule | null,
  target: IntegrationModule | null,
): SavePlan | null {
  if (!source || !target) return null;
  if (!editing) return { kind: "create", source, targetId: target.moduleId };
  if (editing.source.moduleId !== source.moduleId) {
    return { kind: "replace", integrationId: editing.id, source, targetId: target.moduleId };
  }
  if (editing.target.moduleId !== target.moduleId) {
    return { kind: "update", integrationId: editing.id, targetId: target.moduleId };
  }
  return { kind: "none" };
}
