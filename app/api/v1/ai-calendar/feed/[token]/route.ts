import { NextResponse } from "next/server";
import { serve } from "@/lib/server/api/serve";
import { readFeed } from "@/modules/ai-calendar/contracts";
import { serveFeed } from "@/modules/ai-calendar/server/feed";

// A calendar app's subscription: no session, the token is the secret (never logged: only its hash is
// stored). Private and not cached by shared caches; apps poll it.
export const GET = serve(readFeed, async ({ params }) => {
  const feed = await serveFeed(params.token);
  return new NextResponse(feed.ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="calendar.ics"`,
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
});
