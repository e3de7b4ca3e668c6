import { serve } from "@/lib/server/api/serve";
import {
  createTag as createTagEndpoint,
  listTags as listTagsEndpoint,
} from "@/modules/time-tracker/contracts";
import { createTag, listTags } from "@/modules/time-tracker/server/tags";

export const GET = serve(listTagsEndpoint, async ({ actor, params, meta }) =>
  listTags(actor, params.moduleId, meta.errorLocale),
);

export const POST = serve(createTagEndpoint, async ({ actor, params, body, meta }) =>
  createTag(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
