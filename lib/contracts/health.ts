// The health check, declared once: served by app/api/v1/health/route.ts (load balancers, uptime checks).
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { healthSchema } from "@/lib/health/types";

export const getHealth = defineEndpoint({
  method: "GET",
  path: "/api/v1/health",
  auth: "public",
  summary: "The database's status and the app's version (503 while the database is down)",
  response: healthSchema,
  otherStatuses: [503],
});
