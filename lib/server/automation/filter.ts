// Which automations an event's fire reaches (pure; tests/unit/automation-triggers.test.ts): an
// automation sees the events of its own project's modules, or of the one module its start event
// names (`module` in suite:config), and then its trigger's own test of the settings (a to-status, a
// keyword).
import type { TriggerFire } from "@/lib/server/automation/types";

export interface FireScope {
  /** The automation module's project (null for a workspace's own module). */
  automationProjectId: string | null;
  /** The project of the module the event happened in (null: a workspace's own module). */
  eventProjectId: string | null;
}

export function reachesAutomation(
  config: Record<string, unknown>,
  fire: Pick<TriggerFire, "moduleId">,
  scope: FireScope,
): boolean {
  const chosen = config.module;
  if (typeof chosen === "string" && chosen !== "") return chosen === fire.moduleId;
  return scope.automationProjectId !== null && scope.automationProjectId === scope.eventProjectId;
}

/** A text setting's value, trimmed; "" when absent or not a string. */
export function textSetting(config: Record<string, unknown>, key: string): string {
  const value = config[key];
  return typeof value === "string" ? value.trim() : "";
}

/** Whether `text` holds `keyword` as a word or phrase, ignoring case and accents; no keyword: yes. */
export function hasKeyword(text: string, keyword: string): boolean {
  const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const wanted = fold(keyword.trim());
  if (!wanted) return true;
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "u").test(fold(text));
}

/** Whether a setting that narrows to one value (a to-status, a form) is unset or equals `value`. */
export function equalsSetting(config: Record<string, unknown>, key: string, value: unknown): boolean {
  const wanted = textSetting(config, key);
  return wanted === "" || wanted === value;
}
