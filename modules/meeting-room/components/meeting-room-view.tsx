"use client";

import { Button, Group, Stack, Tabs, Title } from "@mantine/core";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, type MouseEvent } from "react";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useServerSeed } from "@/lib/client/query/use-server-seed";
import { useTimeZone } from "@/lib/client/time-zone";
import { useMeetingRoomLive } from "@/modules/meeting-room/client/api";
import type { MeetingRoomPageData } from "@/modules/meeting-room/server/page";
import type { MeetingOccurrence } from "@/modules/meeting-room/shared/types";
import { tabOf, type RoomDialog } from "@/modules/meeting-room/shared/page-url";
import { HomeTab } from "./home-tab";
import { isPlainClick } from "@/lib/navigation/link-click";
import { useRoomUrl } from "./use-room-url";

export interface MeetingRoomViewProps extends MeetingRoomPageData {
  /** The dialog the route opens (…/create, …/{meetingId}, …/{meetingId}/edit). */
  dialog: RoomDialog | null;
}

/** The calendar tab (its date picker) loads when first shown; rendered on the server when the URL opens it. */
const CalendarTab = dynamic(() => import("./calendar-tab").then((loaded) => loaded.CalendarTab));
/** The drawer (its pickers and checks) and the details dialog load when first opened, not with the page. */
const MeetingDrawer = dynamic(() => import("./meeting-drawer").then((loaded) => loaded.MeetingDrawer), {
  ssr: false,
});
const MeetingDetails = dynamic(() => import("./meeting-details").then((loaded) => loaded.MeetingDetails), {
  ssr: false,
});
/** The whiteboards tab and a board (Excalidraw, loaded by the board itself) load when first shown. */
const WhiteboardsTab = dynamic(() => import("./whiteboards-tab").then((loaded) => loaded.WhiteboardsTab), {
  ssr: false,
});
const ChatsTab = dynamic(() => import("./chats-tab").then((loaded) => loaded.ChatsTab), { ssr: false });
const ChatDialog = dynamic(() => import("./chat-dialog").then((loaded) => loaded.ChatDialog), { ssr: false });
const BoardDialog = dynamic(() => import("./board-dialog").then((loaded) => loaded.BoardDialog), {
  ssr: false,
});

/**
 * The meeting room page: its name and 'Schedule a meeting' (for who may add), the home tab (Upcoming
 * and Past) and the calendar tab (a day), and the dialog its route opens. The open tab's first data
 * came with the page (server/page.ts); the lists are read again when the module's room says meetings
 * changed.
 */
export function MeetingRoomView({
  info,
  me,
  savedZone,
  toldZone,
  first,
  renderedAt,
  dialog,
}: MeetingRoomViewProps) {
  const t = useTranslations("meetingRoom.page");
  const moduleId = info.id;
  const zone = useTimeZone(savedZone, toldZone) ?? first?.zone ?? "UTC";
  const room = useRoomUrl(info, dialog);
  const { url } = room;
  useMeetingRoomLive(moduleId);
  const seeded = useServerSeed(first && first.zone === zone ? first : null);
  const refresh = useCallback(() => invalidateQueries({ tag: moduleTag(moduleId) }), [moduleId]);

  const detailsOf = (meeting: MeetingOccurrence): RoomDialog => ({
    kind: "details",
    meetingId: meeting.id,
    at: meeting.rule !== null && meeting.occurrenceStart ? meeting.occurrenceStart : null,
  });
  const rowLink = (meeting: MeetingOccurrence) => ({
    href: room.href({ dialog: detailsOf(meeting) }),
    onClick: (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      room.open(detailsOf(meeting));
    },
  });
  const linkTo = (dialog: RoomDialog) => ({
    href: room.href({ dialog }),
    onClick: (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      room.open(dialog);
    },
  });
  const boardLink = (meetingId: string) => linkTo({ kind: "board", meetingId });
  const chatLink = (meetingId: string) => linkTo({ kind: "chat", meetingId });
  const create: RoomDialog = { kind: "create" };
  const open = url.dialog;

  return (
    <Stack p="lg" gap="md" data-testid="meeting-room-page">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{info.name}</Title>
        {info.access.add && (
          <Button
            component="a"
            href={room.href({ dialog: create })}
            onClick={(event: MouseEvent) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              room.open(create);
            }}
            data-testid="meeting-schedule"
          >
            {t("schedule")}
          </Button>
        )}
      </Group>
      <Tabs value={url.active} onChange={(value) => room.setTab(tabOf(value))} keepMounted={false}>
        <Tabs.List aria-label={t("tabsLabel")}>
          <Tabs.Tab value="home" data-testid="meeting-tab-home">
            {t("tabs.home")}
          </Tabs.Tab>
          <Tabs.Tab value="calendar" data-testid="meeting-tab-calendar">
            {t("tabs.calendar")}
          </Tabs.Tab>
          <Tabs.Tab value="chats" data-testid="meeting-tab-chats">
            {t("tabs.chats")}
          </Tabs.Tab>
          <Tabs.Tab value="whiteboards" data-testid="meeting-tab-whiteboards">
            {t("tabs.whiteboards")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="home" pt="md">
          <HomeTab
            moduleId={moduleId}
            zone={zone}
            me={me}
            renderedAt={renderedAt}
            initial={seeded?.home ?? null}
            rowLink={rowLink}
          />
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="md">
          <CalendarTab
            moduleId={moduleId}
            zone={zone}
            me={me}
            renderedAt={renderedAt}
            date={url.date}
            onDate={room.setDate}
            initial={seeded?.dayList ? { day: seeded.day, list: seeded.dayList } : null}
            rowLink={rowLink}
          />
        </Tabs.Panel>
        <Tabs.Panel value="chats" pt="md">
          <ChatsTab moduleId={moduleId} chatLink={chatLink} />
        </Tabs.Panel>
        <Tabs.Panel value="whiteboards" pt="md">
          <WhiteboardsTab moduleId={moduleId} zone={zone} boardLink={boardLink} />
        </Tabs.Panel>
      </Tabs>
      {open && (open.kind === "create" || open.kind === "edit") && (
        <MeetingDrawer
          moduleId={moduleId}
          zone={zone}
          editing={open.kind === "edit" ? open.meetingId : null}
          onClose={room.close}
          onDone={() => {
            room.close();
            void refresh();
          }}
        />
      )}
      {open?.kind === "details" && (
        <MeetingDetails
          moduleId={moduleId}
          meetingId={open.meetingId}
          at={open.at}
          zone={zone}
          me={me}
          onClose={room.close}
          onEdit={() => room.open({ kind: "edit", meetingId: open.meetingId })}
          boardLink={boardLink(open.meetingId)}
          chatLink={chatLink(open.meetingId)}
          onChanged={() => void refresh()}
        />
      )}
      {open?.kind === "chat" && (
        <ChatDialog moduleId={moduleId} meetingId={open.meetingId} me={me} onClose={room.close} />
      )}
      {open?.kind === "board" && (
        <BoardDialog moduleId={moduleId} meetingId={open.meetingId} onClose={room.close} />
      )}
    </Stack>
  );
}
