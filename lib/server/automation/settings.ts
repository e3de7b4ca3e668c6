import "server-only";
import { ActionError } from "@/lib/server/automation/types";

// The settings readers the kinds' actions share: their values arrive with FEEL evaluated, so an id or
// a text may be anything a variable held; a wrong one is BAD_SETTINGS naming the setting.

/** An id setting (24 hex characters). */
export function idSetting(settings: Record<string, unknown>, key: string): string {
  const value = settings[key];
  if (typeof value !== "string" || !/^[0-9a-f]{24}$/.test(value))
    throw new ActionError(`${key} must be an id`, "BAD_SETTINGS");
  return value;
}

/** A text setting (a number reads as its text); undefined when empty and not `required`. */
export function actionText(
  settings: Record<string, unknown>,
  key: string,
  required: boolean,
): string | undefined {
  const value = settings[key];
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    if (required) throw new ActionError(`${key} is required`, "BAD_SETTINGS");
    return undefined;
  }
  if (typeof value !== "string" && typeof value !== "number")
    throw new ActionError(`${key} must be text`, "BAD_SETTINGS");
  return String(value);
}
