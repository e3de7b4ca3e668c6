"use client";

import { Anchor, Button, Group, Loader, Modal, Stack, Text, Typography } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { FormError } from "@/components/ui/form-error";
import { calendarApi, calendarFiles } from "@/modules/ai-calendar/client/api";
import {
  draftBody,
  draftChange,
  draftProblem,
  eventDraft,
  type EventDraft,
} from "@/modules/ai-calendar/shared/draft";
import type { CalendarEvent, EditScope } from "@/modules/ai-calendar/shared/types";
import { EventFields } from "./event-fields";
import { ScopeModal, type ScopeAction } from "./scope-modal";

/** What the dialog shows: a new event's draft, or an event (to change, or to read without rights). */
export type DialogState = { kind: "create"; draft: EventDraft } | { kind: "edit"; event: CalendarEvent };

interface EventDialogProps {
  moduleId: string;
  state: DialogState | null;
  /** The id the URL named was not found (deleted meanwhile, or never the caller's to see). */
  missing?: boolean;
  loading?: boolean;
  onClose: () => void;
  /** After a save or a delete: the views read again. */
  onDone: () => void;
}

/**
 * The event dialog at …/ai-calendar/events/create and …/events/{eventId}/edit: a new event (from the
 * New event button, a dragged range or a quick-add sentence), or an event to change; for an occurrence
 * of a series, saving or deleting asks which occurrences (this, this and following, all). Someone who
 * may not change it reads it.
 */
export function EventDialog({
  moduleId,
  state,
  missing = false,
  loading = false,
  onClose,
  onDone,
}: EventDialogProps) {
  const t = useTranslations("aiCalendar.dialog");
  const opened = state !== null || missing || loading;
  const title =
    state?.kind === "create"
      ? t("createTitle")
      : state?.kind === "edit" && state.event.canEdit
        ? t("editTitle")
        : t("viewTitle");
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" data-testid="event-dialog">
      {loading && !state ? (
        <Group justify="center" p="lg">
          <Loader aria-label={title} />
        </Group>
      ) : missing || !state ? (
        <Text>{t("notFound")}</Text>
      ) : state.kind === "edit" && !state.event.canEdit ? (
        <EventDetails event={state.event} onClose={onClose} />
      ) : (
        <EventForm
          key={state.kind === "edit" ? state.event.id : "create"}
          moduleId={moduleId}
          state={state}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}

function EventForm({
  moduleId,
  state,
  onClose,
  onDone,
}: {
  moduleId: string;
  state: DialogState;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations("aiCalendar.dialog");
  const tValidation = useTranslations("validation");
  const tFiles = useTranslations("aiCalendar.files");
  const event = state.kind === "edit" ? state.event : null;
  const [initial] = useState<EventDraft>(() =>
    state.kind === "edit" ? eventDraft(state.event) : state.draft,
  );
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<ScopeAction | null>(null);
  const recurring = event !== null && event.seriesId !== null;
  /** An occurrence of a series (not the series read as a whole): its repetition is the series'. */
  const occurrence = recurring && event.originalStartDate !== null && event.id !== event.seriesId;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      notifications.show({ color: "teal", message: done });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, t("saveError")));
    } finally {
      setBusy(false);
    }
  };

  const save = (scope?: EditScope) => {
    const problem = draftProblem(draft);
    if (problem) return setError(tValidation(problem.replace(/^validation\./, "")));
    if (!event) return run(() => calendarApi.create(moduleId, draftBody(draft)), t("saved"));
    if (recurring && !scope) return setAsking("edit");
    const change = draftChange(initial, draft);
    if (scope === "this") delete change.rule;
    return run(() => calendarApi.update(moduleId, event.id, { ...change, scope }), t("saved"));
  };
  const remove = (scope?: EditScope) => {
    if (!event) return;
    if (recurring && !scope) return setAsking("delete");
    return run(() => calendarApi.remove(moduleId, event.id, scope), t("deleted"));
  };

  return (
    <form
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void save();
      }}
      noValidate
    >
      <Stack gap="md">
        <EventFields draft={draft} onChange={setDraft} occurrence={occurrence} />
        <FormError error={error} testId="event-error" />
        <Group justify="space-between">
          <Group gap="xs">
            {event && (
              <Anchor href={calendarFiles.exportHref(moduleId, event.id)} download size="sm">
                {tFiles("exportEvent")}
              </Anchor>
            )}
            {event?.canDelete && (
              <Button
                color="red"
                variant="subtle"
                onClick={() => void remove()}
                disabled={busy}
                data-testid="event-delete"
              >
                {t("delete")}
              </Button>
            )}
          </Group>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={busy} data-testid="event-save">
              {t("save")}
            </Button>
          </Group>
        </Group>
      </Stack>
      <ScopeModal
        action={asking}
        onCancel={() => setAsking(null)}
        onPick={(scope) => {
          const action = asking;
          setAsking(null);
          if (action === "delete") void remove(scope);
          else void save(scope);
        }}
      />
    </form>
  );
}

/** An event read by someone who may not change it (or someone else's busy time). */
function EventDetails({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const t = useTranslations("aiCalendar.dialog");
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    ...(event.allDay ? { timeZone: "UTC" } : { timeStyle: "short" }),
  });
  const end = new Date(Date.parse(event.endDate) - (event.allDay ? 86_400_000 : 0));
  return (
    <Stack gap="sm" data-testid="event-details">
      <Text fw={600} size="lg">
        {event.title}
      </Text>
      <Text size="sm">{format.formatRange(new Date(event.startDate), end)}</Text>
      {event.location && <Text size="sm">{event.location}</Text>}
      {event.url && (
        <Anchor href={event.url} target="_blank" rel="noopener noreferrer" size="sm">
          {event.url}
        </Anchor>
      )}
      {event.description && (
        <Typography>
          {/* Sanitised on the server (lib/server/rich-text). */}
          <div dangerouslySetInnerHTML={{ __html: event.description }} />
        </Typography>
      )}
      {event.attendees.length > 0 && (
        <Text size="sm" c="dimmed">
          {event.attendees.map((attendee) => attendee.name ?? attendee.email).join(", ")}
        </Text>
      )}
      {event.createdBy && (
        <Text size="xs" c="dimmed">
          {t("createdBy", { name: event.createdBy.name })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t("readOnly")}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("close")}
        </Button>
      </Group>
    </Stack>
  );
}
