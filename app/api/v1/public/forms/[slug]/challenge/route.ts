import { reply, serve } from "@/lib/server/api/serve";
import { getChallenge as getChallengeEndpoint } from "@/modules/form-builder/contracts/public";
import { formChallenge } from "@/modules/form-builder/server/public/form-challenge";

// Never cached: each challenge is solved and spent once.
export const GET = serve(getChallengeEndpoint, async ({ params, meta }) =>
  reply(await formChallenge(params.slug, meta.ip), 200, { "Cache-Control": "no-store" }),
);
