import { applyMemberAccess, getMemberAccess as getMemberAccessEndpoint } from "@/lib/contracts/workspaces";
import { translateMessage } from "@/lib/i18n/messages";
import { serve } from "@/lib/server/api/serve";
import { applyAccessChanges } from "@/lib/server/access/apply-access-changes";
import { getMemberAccess } from "@/lib/server/access/get-member-access";

export const GET = serve(getMemberAccessEndpoint, async ({ actor, params, meta }) =>
  getMemberAccess(actor, params, meta.locale),
);

// Each failed row's message is a key, translated here into the caller's language.
export const POST = serve(applyMemberAccess, async ({ actor, params, body, meta }) => {
  const results = await applyAccessChanges(actor, { ...params, body });
  return results.map((result) =>
    result.ok ? result : { ...result, message: translateMessage(meta.errorLocale, result.message) },
  );
});
