// Inputs of the module integration API (spec §7: POST/GET …/integration, PATCH/DELETE …/integration/{id}).
import * as z from "@/lib/zod";
import { memberIdSchema } from "./members";

export const integrationParamsSchema = z.object({ moduleId: memberIdSchema, integrationId: memberIdSchema });

/** POST: link this module (the source) to `moduleId` (the target). */
export const createIntegrationSchema = z.object({ moduleId: memberIdSchema });

/** PATCH: a new target (spec §4: changing only the target updates it, sending moduleId and active true). */
export const updateIntegrationSchema = z.object({
  moduleId: memberIdSchema,
  active: z._default(z.boolean({ error: "validation.invalidInput" }), true),
});
