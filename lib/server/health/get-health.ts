import "server-only";
import type { Health } from "@/lib/health/types";
import { getDb } from "@/lib/server/db";
import packageJson from "@/package.json";

export async function getHealth(): Promise<Health> {
  const started = performance.now();
  try {
    await getDb().$queryRaw`SELECT 1`;
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: "ok", version: packageJson.version, database: { status: "up", latencyMs } };
  } catch {
    return {
      status: "degraded",
      version: packageJson.version,
      database: { status: "down", latencyMs: null },
    };
  }
}
