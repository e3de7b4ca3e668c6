// GET /api/v1/health's answer, shared by the service, the route handler and its callers.

export interface Health {
  status: "ok" | "degraded";
  version: string;
  database: { status: "up" | "down"; latencyMs: number | null };
}
