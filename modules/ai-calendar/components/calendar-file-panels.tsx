"use client";

// The calendar menu's panels, loaded when one opens (calendar-files.tsx): the private feed address and
// the .ics import with its preview.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  FileInput,
  Group,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { FormError } from "@/components/ui/form-error";
import { calendarFiles, calendarQueries } from "@/modules/ai-calendar/client/api";
import type { CalendarFeedLink, ImportAnswer } from "@/modules/ai-calendar/shared/types";
import { ICS_MAX } from "@/modules/ai-calendar/schemas/events";

/** The private address: made (shown once), replaced or stopped. */
export function FeedPanel({ moduleId }: { moduleId: string }) {
  const t = useTranslations("aiCalendar.files");
  const locale = useLocale();
  const feed = useQuery(calendarQueries.feed(moduleId));
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await feed.refetch();
    } catch (failure) {
      setError(errorMessage(failure, t("feedError")));
    } finally {
      setBusy(false);
    }
  };
  const active = feed.data?.active === true;
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))
      : "";
  return (
    <Stack gap="sm">
      <Text size="sm">{t("subscribeIntro")}</Text>
      {link ? (
        <Stack gap="xs" data-testid="feed-link">
          <Group gap="xs" wrap="nowrap" align="end">
            <TextInput label={t("address")} value={link.url} readOnly style={{ flex: 1 }} />
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t("copied") : t("copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Anchor href={link.webcal} size="sm">
            {t("openInApp")}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t("shownOnce")}
          </Text>
        </Stack>
      ) : active ? (
        <Text size="sm" data-testid="feed-active">
          {t("activeSince", { date: date(feed.data?.createdAt ?? null) })}
          {feed.data?.lastUsedAt ? ` ${t("lastRead", { date: date(feed.data.lastUsedAt) })}` : ""}
        </Text>
      ) : null}
      <FormError error={error} />
      <Group justify="flex-end">
        {active && (
          <Button
            color="red"
            variant="subtle"
            loading={busy}
            onClick={() => void act(() => calendarFiles.revokeFeed(moduleId).then(() => setLink(null)))}
          >
            {t("stop")}
          </Button>
        )}
        <Button
          loading={busy}
          data-testid="feed-create"
          onClick={() => void act(async () => setLink(await calendarFiles.createFeed(moduleId)))}
        >
          {active ? t("newAddress") : t("createAddress")}
        </Button>
      </Group>
    </Stack>
  );
}

/** An .ics file: read here, previewed by the server (duplicates by UID), then imported. */
export function ImportPanel({ moduleId, onDone }: { moduleId: string; onDone: () => void }) {
  const t = useTranslations("aiCalendar.files");
  const locale = useLocale();
  const [text, setText] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [duplicates, setDuplicates] = useState<"skip" | "replace">("skip");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const read = async (file: File | null) => {
    setPreview(null);
    setError(null);
    if (!file) return setText(null);
    if (file.size > ICS_MAX) return setError(t("tooLarge"));
    setBusy(true);
    try {
      const ics = await file.text();
      setText(ics);
      setPreview(await calendarFiles.importIcs(moduleId, { ics, dryRun: true, duplicates }));
    } catch (failure) {
      setError(errorMessage(failure, t("importError")));
    } finally {
      setBusy(false);
    }
  };
  const run = async () => {
    if (!text) return;
    setBusy(true);
    setError(null);
    try {
      const done = await calendarFiles.importIcs(moduleId, { ics: text, dryRun: false, duplicates });
      notifications.show({ color: "teal", message: t("imported", { count: done.created }) });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, t("importError")));
    } finally {
      setBusy(false);
    }
  };
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Stack gap="sm">
      <FileInput
        label={t("file")}
        placeholder={t("filePlaceholder")}
        accept=".ics,text/calendar"
        onChange={(file) => void read(file)}
        clearable
        data-testid="import-file"
      />
      {preview && (
        <Stack gap="xs" data-testid="import-preview">
          <Text size="sm">
            {t("previewCounts", {
              total: preview.total,
              duplicates: preview.duplicates,
              skipped: preview.skipped,
            })}
          </Text>
          <Table.ScrollContainer minWidth={420} mah={260}>
            <Table striped>
              <Table.Tbody>
                {preview.events.map((event) => (
                  <Table.Tr key={`${event.uid}-${event.startDate}`}>
                    <Table.Td>{event.title}</Table.Td>
                    <Table.Td>{when.format(new Date(event.startDate))}</Table.Td>
                    <Table.Td>
                      {event.duplicate && (
                        <Badge color="yellow" variant="light">
                          {t("duplicate")}
                        </Badge>
                      )}
                      {event.recurring && <Badge variant="light">{t("recurring")}</Badge>}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {preview.duplicates > 0 && (
            <Radio.Group
              label={t("duplicatesLabel")}
              value={duplicates}
              onChange={(value) => setDuplicates(value as "skip" | "replace")}
            >
              <Group mt={4}>
                <Radio value="skip" label={t("skip")} />
                <Radio value="replace" label={t("replace")} />
              </Group>
            </Radio.Group>
          )}
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={() => void run()}
          loading={busy}
          disabled={!preview || preview.total === 0}
          data-testid="import-run"
        >
          {t("importRun")}
        </Button>
      </Group>
    </Stack>
  );
}
