"use client";

import { IconMessages } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { useRoomInvalidation } from "@/lib/client/query/use-room-invalidation";
import type { ModuleEnvelope } from "@/lib/modules/realtime";
import { meetingQueries } from "@/modules/meeting-room/client/api";
import type { MeetingRoomEvent } from "@/modules/meeting-room/shared/types";
import { PagedMeetings, type MeetingLink } from "./paged-meetings";

interface ChatsTabProps {
  moduleId: string;
  /** The link that opens a meeting's conversation over the page. */
  chatLink: MeetingLink;
}

const isChatMessage = (envelope: ModuleEnvelope) =>
  (envelope.event as MeetingRoomEvent | null)?.type === "chat.message";

/**
 * The chats tab: the room's meeting conversations, latest activity first (20 a page), each with its
 * last message; read again when someone writes.
 */
export function ChatsTab({ moduleId, chatLink }: ChatsTabProps) {
  const t = useTranslations("meetingRoom.chat");
  const format = useFormatter();
  const list = usePagedQuery((cursor) => meetingQueries.chats(moduleId, cursor));
  useRoomInvalidation(moduleId, { events: isChatMessage });
  return (
    <PagedMeetings
      list={list}
      link={chatLink}
      testId="chats"
      emptyIcon={<IconMessages size={36} aria-hidden />}
      namespace="meetingRoom.chat"
      line={(chat) =>
        chat.last
          ? t("row", {
              author: chat.last.author ?? t("formerMember"),
              body: chat.last.body,
              when: format.relativeTime(new Date(chat.last.at)),
            })
          : t("rowDeleted", { count: chat.messageCount })
      }
    />
  );
}
