"use client";

import { Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState, type MouseEvent, type ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { meetingApi, meetingQueries } from "@/modules/meeting-room/client/api";
import type { Meeting } from "@/modules/meeting-room/shared/types";
import { DetailsBody } from "./details-body";
import { InviteForm } from "./invite-form";

interface MeetingDetailsProps {
  moduleId: string;
  meetingId: string;
  /** An occurrence of a series (its start, ISO), null for the meeting's first. */
  at: string | null;
  zone: string;
  me: { id: string };
  onClose: () => void;
  onEdit: () => void;
  /** After an answer, an invitation or a delete: the lists are read again. */
  onChanged: () => void;
  /** The links that open the meeting's whiteboard and its conversation. */
  boardLink: { href: string; onClick: (event: MouseEvent) => void };
  chatLink: { href: string; onClick: (event: MouseEvent) => void };
}

/**
 * 'Meeting details' (…/{meetingId}, 768 wide): the meeting, or a clear message when it does not exist
 * (deleted, another module's); Invite people and the delete confirmation open over it (a stack: Escape
 * closes the top one).
 */
export function MeetingDetails({
  moduleId,
  meetingId,
  at,
  zone,
  me,
  onClose,
  onEdit,
  onChanged,
  boardLink,
  chatLink,
}: MeetingDetailsProps) {
  const t = useTranslations("meetingRoom.details");
  const query = useQuery(meetingQueries.meeting(moduleId, meetingId, at));
  const [layer, setLayer] = useState<"invite" | "delete" | null>(null);
  const [deleting, setDeleting] = useState(false);
  const meeting = query.data;

  const saved = (next: Meeting) => {
    // An answer or an invitation keeps the times: the occurrence shown stays.
    query.setData((current) => ({ ...next, occurrence: current?.occurrence ?? null }));
    onChanged();
  };
  const remove = async () => {
    if (!meeting) return;
    setDeleting(true);
    try {
      await meetingApi.remove(moduleId, meeting.id);
      notifications.show({ color: "teal", message: t("deleted") });
      setLayer(null);
      onClose();
      onChanged();
    } catch (failure) {
      notifications.show({ color: "red", message: errorMessage(failure, t("deleteError")) });
      setDeleting(false);
    }
  };

  const closeButtonProps = { "aria-label": t("close") };
  let body: ReactNode;
  if (meeting)
    body = (
      <DetailsBody
        moduleId={moduleId}
        meeting={meeting}
        zone={zone}
        me={me}
        onEdit={onEdit}
        onInvite={() => setLayer("invite")}
        onDelete={() => setLayer("delete")}
        onSaved={saved}
        boardLink={boardLink}
        chatLink={chatLink}
      />
    );
  else if (query.error?.status === 404 || query.error?.status === 400)
    body = (
      <Stack>
        <Text data-testid="meeting-details-missing">{t("notFound")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("close")}
          </Button>
        </Group>
      </Stack>
    );
  else if (query.error)
    body = (
      <LoadError
        error={errorMessage(query.error, t("loadError"))}
        retryLabel={t("retry")}
        onRetry={() => void query.refetch()}
      />
    );
  else
    body = (
      <Group justify="center" p="lg">
        <Loader aria-label={t("loading")} />
      </Group>
    );

  return (
    <Modal.Stack>
      <Modal
        stackId="details"
        opened
        onClose={onClose}
        title={t("title")}
        closeButtonProps={closeButtonProps}
        size={768}
        data-testid="meeting-details"
      >
        {body}
      </Modal>
      <Modal
        stackId="invite"
        opened={layer === "invite" && meeting !== undefined}
        onClose={() => setLayer(null)}
        title={t("inviteTitle")}
        closeButtonProps={closeButtonProps}
        data-testid="meeting-invite"
      >
        {meeting && (
          <InviteForm
            moduleId={moduleId}
            meeting={meeting}
            onClose={() => setLayer(null)}
            onDone={(next) => {
              setLayer(null);
              saved(next);
            }}
          />
        )}
      </Modal>
      <Modal
        stackId="delete"
        opened={layer === "delete" && meeting !== undefined}
        onClose={() => setLayer(null)}
        title={t("deleteTitle", { title: meeting?.summary ?? "" })}
        closeButtonProps={closeButtonProps}
        centered
        data-testid="meeting-delete"
      >
        <Stack>
          <Text size="sm">{t("deleteMessage")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setLayer(null)}>
              {t("cancel")}
            </Button>
            <Button
              color="red"
              loading={deleting}
              onClick={() => void remove()}
              data-testid="meeting-delete-confirm"
            >
              {t("delete")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal.Stack>
  );
}
