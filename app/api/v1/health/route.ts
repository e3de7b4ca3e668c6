import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { getHealth } from "@/lib/server/health/get-health";

export const dynamic = "force-dynamic";

// GET /api/v1/health - database status and app version
export const GET = withApi({ auth: "none" }, async () => {
  const health = await getHealth();
  return NextResponse.json(health, { status: health.database.status === "up" ? 200 : 503 });
});
