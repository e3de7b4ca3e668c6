import { withApi } from "@/lib/server/api/with-api";
import { recordVisit } from "@/modules/form-builder/server/public";

// POST /api/v1/public/forms/{slug}/visit - a view, a start or progress (analytics)
export const POST = withApi({ auth: "none", body: true }, async ({ params, body, meta }) =>
  recordVisit(params.slug, body, meta.ip),
);
