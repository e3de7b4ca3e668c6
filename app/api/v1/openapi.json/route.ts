import { getOpenApiDocument } from "@/lib/contracts/openapi";
import { serve } from "@/lib/server/api/serve";
import { openApiText } from "@/lib/server/openapi/document";

// Built once per process (lib/server/openapi/document.ts); caches may keep it for five minutes.
export const GET = serve(
  getOpenApiDocument,
  async () =>
    new Response(openApiText(), {
      headers: { "content-type": "application/json", "cache-control": "public, max-age=300" },
    }),
);
