import { serve } from "@/lib/server/api/serve";
import { bookmarkItem, unbookmarkItem } from "@/modules/file-management/contracts";
import { setBookmark } from "@/modules/file-management/server/recent";

export const PUT = serve(bookmarkItem, async ({ actor, params, meta }) =>
  setBookmark(actor, params, true, meta.errorLocale),
);

export const DELETE = serve(unbookmarkItem, async ({ actor, params, meta }) =>
  setBookmark(actor, params, false, meta.errorLocale),
);
