// GET /api/v1/health's answer (lib/contracts/health.ts), shared by the service, the route handler and
// its callers.
import * as z from "@/lib/zod";

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  database: z.object({ status: z.enum(["up", "down"]), latencyMs: z.nullable(z.number()) }),
});
export type Health = z.output<typeof healthSchema>;
