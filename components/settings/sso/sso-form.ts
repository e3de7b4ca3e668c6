// The single sign-on form: its values (PUT /api/v1/sso's body), the tags as typed turned into domains,
// and its problems: the endpoint's own schema run on the values, each domain's failure kept with the
// domain it names so the field can say which one. Pure.
import * as z from "@/lib/zod";
import { ssoSettingsInputSchema, type SsoSettingsInput } from "@/lib/schemas/sso";
import type { SsoSettings } from "@/lib/sso/types";

export type SsoFormValues = Pick<SsoSettings, "domains" | "defaultRole">;

/** The form's values of saved settings. */
export const ssoFormValuesOf = (settings: SsoSettings): SsoFormValues => ({
  domains: settings.domains,
  defaultRole: settings.defaultRole,
});

/** Tags as typed or pasted → domains: trimmed, lower-cased, a leading "@" dropped, each once. */
export function normalizeDomains(tags: string[]): string[] {
  const domains = tags.map((tag) => tag.trim().toLowerCase().replace(/^@+/, "")).filter(Boolean);
  return [...new Set(domains)];
}

export interface SsoFormProblems {
  /** The domains field's message (a `validation.*` key) and the domains it is about (none: the list's own rule). */
  domains?: { key: string; about: string[] };
  /** Every domain the schema refuses, to mark in the field. */
  invalid: string[];
  defaultRole?: string;
}

/** What stops the values from being saved, as message keys (none: they may be sent). */
export function ssoFormProblems(values: SsoFormValues): SsoFormProblems {
  const parsed = z.safeParse(ssoSettingsInputSchema, values satisfies SsoSettingsInput);
  const problems: SsoFormProblems = { invalid: [] };
  if (parsed.success) return problems;
  let listKey: string | null = null;
  let itemKey: string | null = null;
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (field === "defaultRole") problems.defaultRole ??= issue.message;
    if (field !== "domains") continue;
    if (typeof index !== "number") {
      listKey ??= issue.message;
      continue;
    }
    itemKey ??= issue.message;
    const domain = values.domains[index];
    if (domain !== undefined && !problems.invalid.includes(domain)) problems.invalid.push(domain);
  }
  // The list's own rule (how many) says it all; otherwise the message names the domains it refuses.
  if (listKey) problems.domains = { key: listKey, about: [] };
  else if (itemKey) problems.domains = { key: itemKey, about: problems.invalid };
  return problems;
}
