import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { lookupProjectModule, moduleMetadata } from "@/components/modules/module-page";
import { RouteParamsError } from "@/components/ui/route-params-error";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import { MeetingRoomPage } from "@/modules/meeting-room/components/meeting-room-page";
import { MEETING_ID_PATTERN, type RoomDialog } from "@/modules/meeting-room/shared/page-url";

export type MeetingRoomRouteProps = {
  params: Promise<{ projectId: string; meetingId?: string }>;
  searchParams: Promise<PageSearchParams>;
};

async function lookup({ params, searchParams }: MeetingRoomRouteProps) {
  const [{ projectId }, { moduleId }] = await Promise.all([params, searchParams]);
  const raw = moduleId === undefined ? null : typeof moduleId === "string" ? moduleId : "";
  return lookupProjectModule(projectId, "meeting-room", raw);
}

export async function meetingRoomMetadata(props: MeetingRoomRouteProps): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/**
 * The project's meeting room module through the gate (the project's first one without ?moduleId=),
 * with the dialog the route names open (…/create, …/{meetingId}, …/{meetingId}/edit, …/{meetingId}/board,
 * …/{meetingId}/chat).
 */
export async function MeetingRoomRoute(
  props: MeetingRoomRouteProps & { dialog: "create" | "details" | "edit" | "board" | "chat" | null },
) {
  const found = await lookup(props);
  if (!found) notFound();
  if ("kind" in found) return <RouteParamsError kind={found.kind} />;
  const { meetingId } = await props.params;
  const named = props.dialog !== null && props.dialog !== "create";
  if (named && !(meetingId && MEETING_ID_PATTERN.test(meetingId))) return <RouteParamsError kind="params" />;
  const dialog: RoomDialog | null =
    props.dialog === "create"
      ? { kind: "create" }
      : props.dialog === "details"
        ? { kind: "details", meetingId: meetingId!, at: null }
        : props.dialog === "edit"
          ? { kind: "edit", meetingId: meetingId! }
          : props.dialog === "board" || props.dialog === "chat"
            ? { kind: props.dialog, meetingId: meetingId! }
            : null;
  return <MeetingRoomPage module={found.module} searchParams={await props.searchParams} dialog={dialog} />;
}
