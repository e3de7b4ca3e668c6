import { serve } from "@/lib/server/api/serve";
import { unsubscribeFromEmails as unsubscribeFromEmailsEndpoint } from "@/lib/contracts/inbox";
import { unsubscribeFromEmails } from "@/lib/server/inbox/preferences";

export const POST = serve(unsubscribeFromEmailsEndpoint, async ({ body }) => unsubscribeFromEmails(body));
