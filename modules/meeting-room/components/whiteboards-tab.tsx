"use client";

import { IconChalkboard } from "@tabler/icons-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { meetingQueries } from "@/modules/meeting-room/client/api";
import { meetingDate } from "./meeting-format";
import { PagedMeetings, type MeetingLink } from "./paged-meetings";

interface WhiteboardsTabProps {
  moduleId: string;
  zone: string;
  /** The link that opens a meeting's board over the page. */
  boardLink: MeetingLink;
}

/** The whiteboards tab: the boards drawn in this meeting room, last changed first (20 a page). */
export function WhiteboardsTab({ moduleId, zone, boardLink }: WhiteboardsTabProps) {
  const t = useTranslations("meetingRoom.board");
  const locale = useLocale();
  const format = useFormatter();
  const list = usePagedQuery((cursor) => meetingQueries.boards(moduleId, cursor));
  return (
    <PagedMeetings
      list={list}
      link={boardLink}
      testId="boards"
      emptyIcon={<IconChalkboard size={36} aria-hidden />}
      namespace="meetingRoom.board"
      line={(board) =>
        t("row", {
          date: meetingDate(board.start, zone, locale),
          count: board.elementCount,
          changed: format.relativeTime(new Date(board.updatedAt)),
        })
      }
    />
  );
}
