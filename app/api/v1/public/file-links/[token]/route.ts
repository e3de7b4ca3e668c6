import { serve } from "@/lib/server/api/serve";
import { openLink as endpoint } from "@/modules/file-management/contracts/links";
import { openLink } from "@/modules/file-management/server/public-links";

export const GET = serve(endpoint, async ({ req, params }) =>
  openLink(params.token, (name) => req.cookies.get(name)?.value),
);
