"use client";

import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Image,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { IconDownload, IconEye, IconTrash } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { hrefOf } from "@/lib/client/api";
import type { readFile } from "@/lib/contracts/files";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { useRoomInvalidation } from "@/lib/client/query/use-room-invalidation";
import { isFormEvent } from "@/modules/form-builder/client/room-events";
import { formApi, formQueries } from "@/modules/form-builder/client/api";
import { elementLabel, isInputType, type FormElement } from "@/modules/form-builder/shared/elements";
import { readingOrder } from "@/modules/form-builder/shared/logic";
import type { FormResponseDetail, FormResponseItem } from "@/modules/form-builder/shared/types";
import { isFileAnswer } from "@/modules/form-builder/shared/validation";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

function AnswerView({ value, yes, no }: { value: unknown; yes: string; no: string }) {
  if (value === undefined || value === null) return <Text c="dimmed">—</Text>;
  if (typeof value === "boolean") return <Text>{value ? yes : no}</Text>;
  if (isFileAnswer(value))
    return (
      <Anchor
        href={hrefOf<typeof readFile>("GET /api/v1/files/{key}", {
          params: { key: value.fileKey.replace(/^\//, "") },
        })}
        target="_blank"
        rel="noreferrer"
      >
        {value.name}
      </Anchor>
    );
  if (typeof value === "string" && value.startsWith("data:image/png"))
    return <Image src={value} alt="" h={60} w="auto" fit="contain" />;
  return <Text style={{ whiteSpace: "pre-wrap" }}>{String(value)}</Text>;
}

/** The Responses tab: filters by date and by an answer, the table, a response's detail, delete, export. */
export function ResponsesPanel({
  moduleId,
  formId,
  elements,
  canDelete,
}: {
  moduleId: string;
  formId: string;
  elements: FormElement[];
  canDelete: boolean;
}) {
  const t = useTranslations("formBuilder.responses");
  const format = useFormatter();
  const columns = readingOrder(elements).filter((e) => isInputType(e.type) && e.type !== "customCode");
  const [filters, setFilters] = useState({ from: "", to: "", element: "", answer: "" });
  const [detail, setDetail] = useState<FormResponseDetail | null>(null);
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));

  const queryKey = new URLSearchParams(query).toString();
  // The filters' pages, read once typing pauses; the rows shown stay until the next answer.
  const [filtersKey] = useDebouncedValue(queryKey, 250);
  const list = usePagedQuery<FormResponseItem>(
    (cursor) =>
      formQueries.responses(moduleId, formId, {
        ...Object.fromEntries(new URLSearchParams(filtersKey)),
        ...(cursor ? { cursor } : {}),
      }),
    { keepPrevious: true },
  );
  const rows = list.items;
  // Responses submitted or deleted elsewhere (the public form, another editor) show live: this
  // form's room events read its responses and analytics again.
  useRoomInvalidation(moduleId, { events: (envelope) => isFormEvent(envelope, formId) });

  const [yes, no] = [t("yes"), t("no")];
  return (
    <Stack>
      <Group align="flex-end" gap="xs">
        <TextInput
          type="date"
          label={t("from")}
          value={filters.from}
          onChange={(e) => setFilters({ ...filters, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t("to")}
          value={filters.to}
          onChange={(e) => setFilters({ ...filters, to: e.currentTarget.value })}
        />
        <Select
          label={t("question")}
          clearable
          data={columns.map((e) => ({ value: e.id, label: elementLabel(e) }))}
          value={filters.element || null}
          onChange={(v) => setFilters({ ...filters, element: v ?? "" })}
          w={200}
        />
        <TextInput
          label={t("answer")}
          value={filters.answer}
          onChange={(e) => setFilters({ ...filters, answer: e.currentTarget.value })}
        />
        <Button
          component="a"
          variant="default"
          leftSection={<IconDownload size={16} />}
          href={formApi.exportHref(moduleId, formId, "csv", query)}
        >
          CSV
        </Button>
        <Button
          component="a"
          variant="default"
          leftSection={<IconDownload size={16} />}
          href={formApi.exportHref(moduleId, formId, "xlsx", query)}
        >
          XLSX
        </Button>
      </Group>
      {!rows ? (
        <Loader />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t("empty")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped data-testid="responses-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("submitted")}</Table.Th>
                {columns.slice(0, 5).map((e) => (
                  <Table.Th key={e.id}>{elementLabel(e)}</Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="response-row">
                  <Table.Td>
                    {plainSpaces(
                      format.dateTime(new Date(row.createdAt), { dateStyle: "short", timeStyle: "short" }),
                    )}
                  </Table.Td>
                  {columns.slice(0, 5).map((e) => (
                    <Table.Td key={e.id}>
                      <AnswerView value={row.answers[e.id]} yes={yes} no={no} />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("view")}
                        onClick={() => void formApi.response(moduleId, formId, row.id).then(setDetail)}
                      >
                        <IconEye size={16} />
                      </ActionIcon>
                      {canDelete && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t("delete")}
                          onClick={async () => {
                            const ok = await confirmAction({
                              title: t("deleteTitle"),
                              message: t("deleteText"),
                              confirm: t("delete"),
                              cancel: t("cancel"),
                              danger: true,
                            });
                            if (!ok) return;
                            await formApi.deleteResponse(moduleId, formId, row.id);
                            list.setItems((current) => current.filter((r) => r.id !== row.id));
                          }}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.hasMore && (
        <Button variant="default" loading={list.loadingMore} onClick={() => void list.loadMore()}>
          {t("more")}
        </Button>
      )}
      <Modal opened={detail !== null} onClose={() => setDetail(null)} title={t("detail")} size="lg">
        {detail && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {plainSpaces(
                format.dateTime(new Date(detail.createdAt), { dateStyle: "medium", timeStyle: "short" }),
              )}{" "}
              · {t("version", { version: detail.version })}
            </Text>
            {readingOrder(detail.elements)
              .filter((e) => isInputType(e.type) && e.type !== "customCode")
              .map((e) => (
                <div key={e.id}>
                  <Text fw={600} size="sm">
                    {elementLabel(e)}
                  </Text>
                  <AnswerView value={detail.answers[e.id]} yes={yes} no={no} />
                </div>
              ))}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
