"use client";

import { ActionIcon, Button, Group, Loader, Paper, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { useTimeZone } from "@/lib/client/time-zone";
import { useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage, type ApiError } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { dbApi, dbQueries } from "@/modules/database-generator/client/api";
import type { Column } from "@/modules/database-generator/shared/types";
import { cellText } from "@/modules/database-generator/shared/values";
import { historyFiles } from "../attachments/attachment-rules";

/** A list's states before and beside its items: failed (with a retry), loading, empty. */
function ListState(props: {
  query: {
    error: ApiError | null;
    loading: boolean;
    data?: { data: unknown[] };
    refetch: () => Promise<void>;
  };
  empty: string;
}) {
  const t = useTranslations("databaseGenerator.record");
  const tc = useTranslations("common");
  const { query } = props;
  return (
    <>
      <LoadError
        error={query.error && errorMessage(query.error, t("loadFailed"))}
        retryLabel={tc("retry")}
        onRetry={() => void query.refetch()}
      />
      {query.loading && <Loader size="sm" />}
      {query.data?.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      )}
    </>
  );
}

interface Where {
  moduleId: string;
  tableId: string;
  recordId: string;
}

/** A record's comments, oldest first (plain text), with a box to add one; authors delete theirs. */
export function RecordComments(props: Where & { meId: string; canAdd: boolean; canDelete: boolean }) {
  const t = useTranslations("databaseGenerator.record");
  const format = useFormatter();
  const now = useNow();
  const query = useQuery(dbQueries.comments(props.moduleId, props.tableId, props.recordId));
  const [body, setBody] = useState("");
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!body.trim()) return;
    setSending(true);
    try {
      await dbApi.addComment(props.moduleId, props.tableId, props.recordId, body.trim());
      setBody("");
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("commentFailed")) });
    } finally {
      setSending(false);
      invalidateQueries({ tag: moduleTag(props.moduleId) });
    }
  };
  const remove = async (commentId: string) => {
    try {
      await dbApi.deleteComment(props.moduleId, props.tableId, props.recordId, commentId);
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("commentFailed")) });
    } finally {
      invalidateQueries({ tag: moduleTag(props.moduleId) });
    }
  };
  return (
    <Stack gap="sm">
      <ListState query={query} empty={t("noComments")} />
      {query.data?.data.map((comment) => (
        <Paper key={comment.id} withBorder p="xs" data-testid="record-comment">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {comment.author?.name ?? t("someone")} ·{" "}
                {format.relativeTime(new Date(comment.createdAt), now)}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {comment.body}
              </Text>
            </Stack>
            {(comment.author?.id === props.meId || props.canDelete) && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t("deleteComment")}
                onClick={() => void remove(comment.id)}
              >
                <IconTrash size={14} />
              </ActionIcon>
            )}
          </Group>
        </Paper>
      ))}
      {props.canAdd && (
        <Stack gap={6}>
          <Textarea
            aria-label={t("newComment")}
            placeholder={t("commentPlaceholder")}
            autosize
            minRows={2}
            maxLength={5000}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void send();
            }}
          />
          <Button
            size="xs"
            onClick={() => void send()}
            loading={sending}
            disabled={!body.trim()}
            style={{ alignSelf: "flex-end" }}
          >
            {t("addComment")}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Who changed the record, when, and each cell from what to what (newest first); an attachment cell by
 * its files' names (the history page describes those still kept; the others are counted as removed).
 */
export function RecordHistory(props: Where & { columns: Column[] }) {
  const t = useTranslations("databaseGenerator.record");
  const tLinks = useTranslations("databaseGenerator.links");
  const tFiles = useTranslations("databaseGenerator.attachments");
  const format = useFormatter();
  const zone = useTimeZone(null) ?? "UTC";
  const query = useQuery(dbQueries.history(props.moduleId, props.tableId, props.recordId));
  const columnOf = (id: string) => props.columns.find((column) => column.id === id);
  return (
    <Stack gap="sm">
      <ListState query={query} empty={t("noHistory")} />
      {query.data?.data.map((change) => (
        <Paper key={change.id} withBorder p="xs" data-testid="record-change">
          <Text size="xs" c="dimmed">
            {t(`change.${change.kind}`, { who: change.user?.name ?? t("someone") })} ·{" "}
            {format.dateTime(new Date(change.at), {
              dateStyle: "medium",
              timeStyle: "short",
              timeZone: zone,
            })}
          </Text>
          {Object.entries(change.changes).map(([columnId, cell]) => {
            const column = columnOf(columnId);
            // A link's change names how many records it holds (its ids name nothing to a reader).
            const files = (value: typeof cell.from) => {
              const { names, removed } = historyFiles(value, query.data?.files);
              return [...names, ...(removed > 0 ? [tFiles("removedFiles", { count: removed })] : [])].join(
                ", ",
              );
            };
            const text = (value: typeof cell.from) =>
              (column?.type === "link"
                ? Array.isArray(value) && value.length > 0
                  ? tLinks("count", { count: value.length })
                  : ""
                : column?.type === "attachment"
                  ? files(value)
                  : column
                    ? cellText(column, value)
                    : value === null
                      ? ""
                      : String(value)) || t("empty");
            return (
              <Text key={columnId} size="sm">
                <b>{column?.name ?? t("removedColumn")}</b>: {text(cell.from)} → {text(cell.to)}
              </Text>
            );
          })}
        </Paper>
      ))}
    </Stack>
  );
}
