import { confirmEmailChange as confirmEndpoint } from "@/lib/contracts/auth";
import { serve } from "@/lib/server/api/serve";
import { confirmEmailChange } from "@/lib/server/users/email-change";

export const POST = serve(confirmEndpoint, async ({ body }) => confirmEmailChange(body));
