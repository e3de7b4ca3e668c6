import { serve } from "@/lib/server/api/serve";
import { deleteConnector, updateConnector } from "@/modules/data-visualization/contracts/sources";
import * as connectors from "@/modules/data-visualization/server/sources/connectors";

export const PATCH = serve(updateConnector, async ({ actor, params, body, meta }) =>
  connectors.updateConnector(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(deleteConnector, async ({ actor, params, meta }) =>
  connectors.deleteConnector(actor, params, meta.errorLocale),
);
