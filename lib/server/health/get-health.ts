import "server-only";
import { getDb } from "@/lib/server/db";
import packageJson from "@/package.json";

export interface Health {
  status: "ok" | "degraded";
  version: string;
  database: { status: "up" | "down"; latencyMs: number | null };
}

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
