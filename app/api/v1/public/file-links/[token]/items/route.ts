import { serve } from "@/lib/server/api/serve";
import { linkItems as endpoint } from "@/modules/file-management/contracts/links";
import { linkItems } from "@/modules/file-management/server/public-links";

export const GET = serve(endpoint, async ({ req, params, query }) =>
  linkItems(params.token, (name) => req.cookies.get(name)?.value, query),
);
