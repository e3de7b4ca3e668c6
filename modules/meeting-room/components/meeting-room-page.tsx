import "server-only";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import type { KindPageProps } from "@/lib/server/modules/kind-pages";
import { toldTimeZone } from "@/lib/server/users/viewer-zone";
import { loadMeetingRoomPage } from "@/modules/meeting-room/server/page";
import type { RoomDialog } from "@/modules/meeting-room/shared/page-url";
import { MeetingRoomView } from "./meeting-room-view";

/**
 * The meeting room page of a module the route's gate found: /project/{projectId}/meeting-room?moduleId=
 * (and its …/create, …/{meetingId} and …/{meetingId}/edit, with that dialog open) for a project's
 * module, /workspace-modules/{moduleId} for the workspace's own (kind.pages.ts). A bad search param
 * shows the bad-URL screen; the open tab's first meetings are read on the server (server/page.ts).
 */
export async function MeetingRoomPage({
  module,
  searchParams,
  dialog = null,
}: KindPageProps & { dialog?: RoomDialog | null }) {
  const [actor, locale, told] = await Promise.all([requireWorkspaceActor(), serverLocale(), toldTimeZone()]);
  const page = await loadMeetingRoomPage(actor, module.id, searchParams, locale, told);
  if (page.kind === "search") return <RouteParamsError kind="search" />;
  const opened = dialog?.kind === "details" ? { ...dialog, at: page.data.search.at } : dialog;
  return <MeetingRoomView {...page.data} dialog={opened} />;
}
