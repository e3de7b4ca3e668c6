"use client";

import { Button, Group, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { meetingApi } from "@/modules/meeting-room/client/api";
import { inviteBody, meetingDraft, type DraftAttendee } from "@/modules/meeting-room/shared/page-draft";
import type { Meeting } from "@/modules/meeting-room/shared/types";
import { AttendeePicker, attendeeKey } from "./attendee-picker";

/**
 * Invite people: the attendee picker (members and outside addresses, those already invited left
 * out); Invite saves the meeting as it is with them among its people (PATCH, every field).
 */
export function InviteForm({
  moduleId,
  meeting,
  onClose,
  onDone,
}: {
  moduleId: string;
  meeting: Meeting;
  onClose: () => void;
  onDone: (saved: Meeting) => void;
}) {
  const t = useTranslations("meetingRoom.details");
  const tValidation = useTranslations("validation");
  const [added, setAdded] = useState<DraftAttendee[]>([]);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invited = useMemo(() => {
    const keys = new Set(meetingDraft(meeting).attendees.map(attendeeKey));
    if (meeting.host) keys.add(attendeeKey({ kind: "member", id: meeting.host.id, name: meeting.host.name }));
    return keys;
  }, [meeting]);

  const submit = async () => {
    if (added.length === 0) return setMissing(true);
    setBusy(true);
    setError(null);
    try {
      const saved = await meetingApi.update(moduleId, meeting.id, inviteBody(meeting, added));
      notifications.show({ color: "teal", message: t("invited") });
      onDone(saved);
    } catch (failure) {
      setError(errorMessage(failure, t("inviteError")));
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <AttendeePicker
          moduleId={moduleId}
          label={t("invitePeople")}
          value={added}
          onChange={(value) => {
            setAdded(value);
            setMissing(false);
          }}
          exclude={invited}
          error={missing ? tValidation("meetingAttendeesRequired") : undefined}
          testId="meeting-invite-people"
        />
        <FormError error={error} testId="meeting-invite-error" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={busy} data-testid="meeting-invite-submit">
            {t("inviteSubmit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
