import { NextResponse } from "next/server";
import { serve } from "@/lib/server/api/serve";
import { exportCalendar as exportEndpoint } from "@/modules/ai-calendar/contracts";
import { exportCalendar } from "@/modules/ai-calendar/server/import-export";

/** A file name of the calendar's or event's name: letters, digits, spaces and dashes. */
const fileName = (name: string) =>
  (name.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "calendar").slice(0, 80);

export const GET = serve(exportEndpoint, async ({ actor, params, query, meta }) => {
  const file = await exportCalendar(actor, params.moduleId, query.eventId, meta.errorLocale);
  return new NextResponse(file.ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(fileName(file.name))}.ics`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
