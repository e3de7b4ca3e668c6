// The form settings dialog's fields and the bodies they become: PATCH …/settings (checked with
// formSettingsSchema) and, for module managers, PUT …/webhook (its address checked with
// webhookUrlSchema). Field errors carry the server's message keys. Pure.
import * as z from "@/lib/zod";
import { formSettingsSchema, webhookUrlSchema } from "@/modules/form-builder/schemas/form-builder";
import type { Form } from "@/modules/form-builder/shared/types";

export interface SettingsFormValues {
  acceptingResponses: boolean;
  /** The datetime-local field's value (`YYYY-MM-DDTHH:mm`, the viewer's time), "" for none. */
  closesAt: string;
  /** The number field's value, "" for no limit. */
  responseLimit: number | string;
  onePerBrowser: boolean;
  thankYouMessage: string;
  redirectUrl: string;
  webhook: string;
}

export type SettingsBody = z.input<typeof formSettingsSchema>;

/** An instant as a datetime-local field shows it, in the viewer's time zone. */
export const localInput = (iso: string | null) =>
  iso
    ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000)
        .toISOString()
        .slice(0, 16)
    : "";

export const settingsFormValues = (form: Pick<Form, "settings" | "webhook">): SettingsFormValues => ({
  acceptingResponses: form.settings.acceptingResponses,
  closesAt: localInput(form.settings.closesAt),
  responseLimit: form.settings.responseLimit ?? "",
  onePerBrowser: form.settings.onePerBrowser,
  thankYouMessage: form.settings.thankYouMessage,
  redirectUrl: form.settings.redirectUrl ?? "",
  webhook: form.webhook?.url ?? "",
});

/** A datetime-local value as an ISO instant; one that is no date stays as typed (the schema refuses it). */
function instantOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** PATCH …/settings's body: empty fields are null (no close date, no limit, no redirect). */
export const settingsBody = (values: SettingsFormValues): SettingsBody => ({
  acceptingResponses: values.acceptingResponses,
  closesAt: instantOf(values.closesAt),
  responseLimit: values.responseLimit === "" ? null : Number(values.responseLimit),
  onePerBrowser: values.onePerBrowser,
  thankYouMessage: values.thankYouMessage,
  redirectUrl: values.redirectUrl.trim() || null,
});

/** The webhook address to PUT: a typed one that differs from the saved one, else null. */
export function webhookToPut(values: SettingsFormValues, saved: string | undefined): string | null {
  const url = values.webhook.trim();
  return url && url !== saved ? url : null;
}

/** The dialog's rules: the settings body's, on the field each came from, and the webhook address's. */
export const settingsFormSchema = z
  .object({
    acceptingResponses: z.boolean(),
    closesAt: z.string(),
    responseLimit: z.union([z.number(), z.string()]),
    onePerBrowser: z.boolean(),
    thankYouMessage: z.string(),
    redirectUrl: z.string(),
    webhook: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const parsed = z.safeParse(formSettingsSchema, settingsBody(values));
      for (const issue of parsed.success ? [] : parsed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path.slice(0, 1) });
      const webhook = values.webhook.trim();
      const url = webhook ? z.safeParse(webhookUrlSchema, webhook) : null;
      if (url && !url.success)
        ctx.addIssue({ code: "custom", message: url.error.issues[0]?.message ?? "", path: ["webhook"] });
    }),
  );
