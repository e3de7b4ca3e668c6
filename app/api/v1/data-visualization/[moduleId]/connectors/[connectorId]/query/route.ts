import { serve } from "@/lib/server/api/serve";
import { runConnectorQuery } from "@/modules/data-visualization/contracts/sources";
import * as connectors from "@/modules/data-visualization/server/sources/connectors";

export const POST = serve(runConnectorQuery, async ({ actor, params, body, meta }) =>
  connectors.runConnectorQuery(actor, { params, body }, meta.errorLocale),
);
