import { GET as health } from "@/app/api/v1/health/route";
import packageJson from "@/package.json";
import { call } from "./helpers/http";

describe("GET /api/v1/health", () => {
  it("reports the database as up and the app version", async () => {
    const res = await call(health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "ok",
      version: packageJson.version,
      database: { status: "up", latencyMs: expect.any(Number) },
    });
  });
});
