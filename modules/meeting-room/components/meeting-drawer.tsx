"use client";

import { Alert, Button, Drawer, Group, Loader, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { freshQuery } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { localDay } from "@/lib/time/zoned";
import { meetingApi, meetingQueries } from "@/modules/meeting-room/client/api";
import {
  draftBody,
  draftErrors,
  meetingDraft,
  newDraft,
  type DraftErrors,
  type MeetingDraft,
} from "@/modules/meeting-room/shared/page-draft";
import type { Meeting } from "@/modules/meeting-room/shared/types";
import { MeetingFields } from "./meeting-fields";

interface MeetingDrawerProps {
  moduleId: string;
  /** The viewer's zone: a new meeting's. */
  zone: string;
  /** The meeting to edit (…/{meetingId}/edit), null to schedule one (…/create). */
  editing: string | null;
  onClose: () => void;
  /** After a save: the dialog closes and the lists are read again. */
  onDone: () => void;
}

/**
 * 'Schedule a meeting' (…/create) and 'Edit meeting' (…/{meetingId}/edit): a drawer on the right
 * (the whole width on a phone) with the meeting's fields, Cancel and Create or Save. The meeting being
 * edited is read afresh when it opens.
 */
export function MeetingDrawer({ moduleId, zone, editing, onClose, onDone }: MeetingDrawerProps) {
  const t = useTranslations("meetingRoom.drawer");
  const small = useMediaQuery("(max-width: 48em)");
  const nonce = useId();
  const meeting = useQuery(editing ? freshQuery(meetingQueries.meeting(moduleId, editing), nonce) : null);
  const title = editing ? t("editTitle") : t("createTitle");

  let body: ReactNode;
  if (!editing)
    body = <MeetingForm moduleId={moduleId} zone={zone} meeting={null} onClose={onClose} onDone={onDone} />;
  else if (meeting.data && meeting.data.canEdit)
    body = (
      <MeetingForm moduleId={moduleId} zone={zone} meeting={meeting.data} onClose={onClose} onDone={onDone} />
    );
  else if (meeting.data || meeting.error)
    body = (
      <Stack>
        <Alert color={meeting.data ? "yellow" : "red"} role="alert">
          {meeting.data
            ? t("cannotEdit")
            : meeting.error?.status === 404
              ? t("notFound")
              : errorMessage(meeting.error, t("loadError"))}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("close")}
          </Button>
        </Group>
      </Stack>
    );
  else
    body = (
      <Group justify="center" p="lg">
        <Loader aria-label={t("loading")} />
      </Group>
    );

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={small ? "100%" : "lg"}
      title={title}
      closeButtonProps={{ "aria-label": t("close") }}
      data-testid="meeting-drawer"
    >
      {body}
    </Drawer>
  );
}

function MeetingForm({
  moduleId,
  zone,
  meeting,
  onClose,
  onDone,
}: {
  moduleId: string;
  zone: string;
  meeting: Meeting | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations("meetingRoom.drawer");
  const tValidation = useTranslations("validation");
  const nonce = useId();
  // A new meeting's link, made when the drawer opens (read once: the room's events leave it be).
  const made = useQuery(meeting ? null : meetingQueries.newLink(moduleId, nonce), { staleTime: Infinity });
  const [opened] = useState(() => ({ at: Date.now() }));
  const [draft, setDraft] = useState<MeetingDraft>(() =>
    meeting ? meetingDraft(meeting) : newDraft(opened.at, zone, t("defaultTitle")),
  );
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = localDay(opened.at, draft.timeZone);
  const link = meeting ? meeting.meetLink : (made.data?.meetLink ?? (made.error ? undefined : null));

  const change = (next: Partial<MeetingDraft>) => {
    const changed = { ...draft, ...next };
    setDraft(changed);
    // Once submitted, the messages follow the fields.
    if (errors) setErrors(draftErrors(changed, Date.now()));
  };
  const submit = async () => {
    const problems = draftErrors(draft, Date.now());
    setErrors(problems);
    setError(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const body = draftBody(draft);
      if (meeting) await meetingApi.update(moduleId, meeting.id, body);
      else await meetingApi.create(moduleId, { ...body, meetLink: made.data?.meetLink });
      notifications.show({ color: "teal", message: meeting ? t("saved") : t("created") });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, t("saveError")));
      setBusy(false);
    }
  };
  const shown = Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, key]) => [
      field,
      tValidation(key.replace(/^validation\./, "")),
    ]),
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      data-testid="meeting-form"
    >
      <Stack gap="md">
        <MeetingFields
          moduleId={moduleId}
          draft={draft}
          onChange={change}
          errors={shown}
          today={today}
          link={link}
          editing={meeting && { startTime: meeting.startTime, endTime: meeting.endTime }}
        />
        <FormError error={error} testId="meeting-error" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={busy} data-testid="meeting-submit">
            {meeting ? t("save") : t("create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
