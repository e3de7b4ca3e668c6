// The one-click unsubscribe of a workspace's list mail (campaign e-mails; issue 31): the URL of every
// such e-mail's List-Unsubscribe header and footer link. No sign-in: the token says which address of
// which workspace. Served by app/api/v1/mail/unsubscribe/[token]/route.ts.
import * as z from "@/lib/zod";
import { defineEndpoint, noContent } from "@/lib/contracts/endpoint";

const path = "/api/v1/mail/unsubscribe/{token}" as const;
const params = z.object({
  token: z.string().check(z.regex(/^[\w-]{43}$/, "errors.unsubscribeInvalid")),
});

export const openListUnsubscribe = defineEndpoint({
  method: "GET",
  path,
  auth: "public",
  summary: "An e-mail's unsubscribe link opened: 303 to the page that asks before unsubscribing",
  params,
  response: noContent,
  status: 303,
});

export const listUnsubscribe = defineEndpoint({
  method: "POST",
  path,
  auth: "public",
  summary:
    "Unsubscribe the link's address from the workspace's e-mails (RFC 8058 one-click, or the page's button)",
  params,
  response: z.object({ unsubscribed: z.literal(true) }),
});
