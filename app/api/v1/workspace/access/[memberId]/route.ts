import { translateMessage } from "@/lib/i18n/messages";
import { withApi } from "@/lib/server/api/with-api";
import { applyAccessChanges } from "@/lib/server/access/apply-access-changes";
import { getMemberAccess } from "@/lib/server/access/get-member-access";

// GET /api/v1/workspace/access/{memberId} - the member's project and module access rows (active workspace)
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getMemberAccess(actor, params, meta.locale),
);

// POST /api/v1/workspace/access/{memberId} - apply access rows one by one; per-row results
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) => {
  const results = await applyAccessChanges(actor, { ...params, body });
  return results.map((result) =>
    result.ok ? result : { ...result, message: translateMessage(meta.errorLocale, result.message) },
  );
});
