"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import {
  dialogOfPath,
  roomBase,
  roomHref,
  tabOf,
  type RoomDialog,
  type RoomModule,
  type RoomUrl,
} from "@/modules/meeting-room/shared/page-url";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The page's state as its URL says it, kept there without a round trip (the History API, which
 * Next's router follows, so the path and search params below are read again): the tab and the
 * calendar's date (replaced), and for a project's module the spec's dialog routes …/create,
 * …/{meetingId} and …/{meetingId}/edit (pushed when opened, replaced by the page's address when
 * closed; Back closes them too). A workspace's own module keeps its one path; its dialog is state.
 */
export function useRoomUrl(module: RoomModule, initialDialog: RoomDialog | null) {
  const pathname = usePathname();
  const params = useSearchParams();
  const [localDialog, setLocalDialog] = useState<RoomDialog | null>(module.project ? null : initialDialog);
  const date = params.get("date");
  const url: RoomUrl = {
    active: tabOf(params.get("active")),
    date: date && DAY.test(date) ? date : null,
    dialog: module.project ? dialogOfPath(pathname, roomBase(module), params.get("at")) : localDialog,
  };
  const write = (next: RoomUrl, push: boolean) => {
    const href = roomHref(module, next);
    if (push) window.history.pushState(null, "", href);
    else window.history.replaceState(null, "", href);
  };
  return {
    url,
    /** The address of the page with `change` (a link's href: it opens in a new tab too). */
    href: (change: Partial<RoomUrl>) => roomHref(module, { ...url, ...change }),
    setTab: (active: RoomUrl["active"]) => write({ ...url, active }, false),
    setDate: (day: string) => write({ ...url, date: day }, false),
    open(dialog: RoomDialog) {
      if (module.project) write({ ...url, dialog }, true);
      else setLocalDialog(dialog);
    },
    close() {
      if (module.project) write({ ...url, dialog: null }, false);
      else setLocalDialog(null);
    },
  };
}

export type RoomUrlState = ReturnType<typeof useRoomUrl>;
