// A visualization's name as the dialogs check it before sending (the same rule and messages as
// createDashboardSchema's, so the client shows what the server's 400 would say).
import * as z from "@/lib/zod";
import { DASHBOARD_NAME_MAX } from "@/modules/data-visualization/schemas/dashboards";

export { DASHBOARD_NAME_MAX };

export const dashboardNameSchema = z
  .string({ error: "validation.dashboardNameRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.dashboardNameRequired"),
    z.maxLength(DASHBOARD_NAME_MAX, "validation.dashboardNameTooLong"),
  );

/** The message key of a name's problem, or null when it is a name the server takes. */
export function nameProblem(name: string): "dashboardNameRequired" | "dashboardNameTooLong" | null {
  const trimmed = name.trim();
  if (!trimmed) return "dashboardNameRequired";
  return trimmed.length > DASHBOARD_NAME_MAX ? "dashboardNameTooLong" : null;
}

/** A visualization's first name from a description: its first sentence, cut at a word (60 characters). */
export function nameFromPrompt(prompt: string, max = 60): string {
  const first = (prompt.trim().split(/[.\n!?]/)[0] ?? "").trim();
  const cut = first.length > max ? `${first.slice(0, max).replace(/\s+\S*$/, "")}…` : first;
  return cut.charAt(0).toLocaleUpperCase() + cut.slice(1);
}
