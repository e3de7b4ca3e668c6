// Inputs of the module integration API (spec §7: POST/GET …/integration, PATCH/DELETE …/integration/{id}).
import * as z from "@/lib/zod";
import { queryIntInRange } from "@/lib/schemas/common";
import { integrationSettingsSchema } from "@/lib/integrations/features";
import { memberIdSchema } from "./members";

export const integrationParamsSchema = z.object({ moduleId: memberIdSchema, integrationId: memberIdSchema });

/** POST: link this module (the source) to `moduleId` (the target). */
export const createIntegrationSchema = z.object({ moduleId: memberIdSchema });

/** PATCH: a new target (spec §4: changing only the target updates it, sending moduleId and active true). */
export const updateIntegrationSchema = z.object({
  moduleId: memberIdSchema,
  active: z._default(z.boolean({ error: "validation.invalidInput" }), true),
  /** The feature's settings (a form's field mapping); absent: kept; null: the defaults. */
  settings: z.optional(z.nullable(integrationSettingsSchema)),
});

/** GET /workspaces/integration: a page of the workspace's integrations. */
export const workspaceIntegrationsQuerySchema = z.object({
  cursor: z.optional(
    z.string({ error: "validation.invalidCursor" }).check(z.maxLength(200, "validation.invalidCursor")),
  ),
  limit: z._default(queryIntInRange("validation.limitInvalid", 1, 100), 50),
});
