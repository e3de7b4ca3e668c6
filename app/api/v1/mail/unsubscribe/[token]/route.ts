import { serve } from "@/lib/server/api/serve";
import { listUnsubscribe, openListUnsubscribe } from "@/lib/contracts/mail";
import { listUnsubscribePage, unsubscribeFromList } from "@/lib/server/mail/list-unsubscribe";

export const GET = serve(openListUnsubscribe, async ({ params, meta }) =>
  Response.redirect(await listUnsubscribePage(params.token, meta), 303),
);

// A mailbox's one-click POST sends a form body (List-Unsubscribe=One-Click); the page's button, JSON.
export const POST = serve(listUnsubscribe, async ({ req, params, meta }) =>
  unsubscribeFromList(
    params.token,
    meta,
    /form/.test(req.headers.get("content-type") ?? "") ? "one-click" : "link",
  ),
);
