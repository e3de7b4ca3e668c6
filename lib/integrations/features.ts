// What an integration between two kinds does, from the kinds' manifests (`integrations`): a pair may
// be linked when either side declares it, in either direction. Shared by the API, the dialog and tests.
import * as z from "@/lib/zod";
import type { IntegrationFeature } from "@/lib/modules/kind";
import { MODULE_KINDS } from "@/modules/kinds";

export type { IntegrationFeature };
export const INTEGRATION_FEATURES = [
  "taskTimers",
  "formTasks",
  "formPosts",
] as const satisfies readonly IntegrationFeature[];

/** Every declared pair: the declaring kind, the other, and the feature. */
export const INTEGRATION_PAIRS: readonly { kinds: readonly [string, string]; feature: IntegrationFeature }[] =
  MODULE_KINDS.flatMap((kind) =>
    (("integrations" in kind ? kind.integrations : undefined) ?? []).map((declared) => ({
      kinds: [kind.tag, declared.with] as const,
      feature: declared.feature,
    })),
  );

/** What linking a module of kind `a` with one of kind `b` does; null when no manifest declares the pair. */
export function integrationFeature(a: string, b: string): IntegrationFeature | null {
  return (
    INTEGRATION_PAIRS.find(({ kinds: [x, y] }) => (x === a && y === b) || (x === b && y === a))?.feature ??
    null
  );
}

/** The features that turn a form's responses into another kind's items. */
export const FORM_FEATURES: ReadonlySet<IntegrationFeature> = new Set(["formTasks", "formPosts"]);

/**
 * A form feature's settings: for each form of the module, the questions (element ids) that give the
 * new item's title and (tasks) its due date; unset, the title is the first short answer and the form's
 * title, and there is no due date. Every answer goes into the description or the post's body.
 */
export const formMappingSchema = z.object({
  title: z.nullable(z.string().check(z.maxLength(64, "validation.integrationFieldInvalid"))),
  dueDate: z.optional(z.nullable(z.string().check(z.maxLength(64, "validation.integrationFieldInvalid")))),
});
export type FormMapping = z.output<typeof formMappingSchema>;

export const integrationSettingsSchema = z.object({
  forms: z.record(z.string().check(z.regex(/^[0-9a-f]{24}$/, "validation.invalidId")), formMappingSchema, {
    error: "validation.integrationSettingsInvalid",
  }),
});
export type IntegrationSettings = z.output<typeof integrationSettingsSchema>;
