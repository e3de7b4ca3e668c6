import { serve, reply } from "@/lib/server/api/serve";
import { getHealth as getHealthEndpoint } from "@/lib/contracts/health";
import { getHealth } from "@/lib/server/health/get-health";

export const dynamic = "force-dynamic";

export const GET = serve(getHealthEndpoint, async () => {
  const health = await getHealth();
  return reply(health, health.database.status === "up" ? 200 : 503);
});
