import { serve } from "@/lib/server/api/serve";
import {
  deleteResponse as deleteResponseEndpoint,
  getResponse as getResponseEndpoint,
} from "@/modules/form-builder/contracts";
import { deleteResponse } from "@/modules/form-builder/server/responses/delete-response";
import { getResponse } from "@/modules/form-builder/server/responses/get-response";

export const GET = serve(getResponseEndpoint, async ({ actor, params, meta }) =>
  getResponse(actor, { params }, meta.errorLocale),
);

export const DELETE = serve(deleteResponseEndpoint, async ({ actor, params, meta }) =>
  deleteResponse(actor, { params }, meta.errorLocale),
);
