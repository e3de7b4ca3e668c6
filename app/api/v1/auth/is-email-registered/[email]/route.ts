import { isEmailRegistered as isEmailRegisteredEndpoint } from "@/lib/contracts/auth";
import { serve } from "@/lib/server/api/serve";
import { isEmailRegistered } from "@/lib/server/auth/register";

export const GET = serve(isEmailRegisteredEndpoint, async ({ params, meta }) =>
  isEmailRegistered(params, meta),
);
