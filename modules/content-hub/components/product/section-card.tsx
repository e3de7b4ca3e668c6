"use client";

import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPencil, IconPlus, IconTrash, IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  confirmSection,
  emptyItem,
  type SectionDraft,
  type SectionErrors,
} from "@/modules/content-hub/shared/sections";
import { contentFileUrl, type SectionItem } from "@/modules/content-hub/shared/types";
import { ContentDropzone } from "../upload/content-dropzone";

/**
 * One custom field section (spec §3, §4): open, a form (title, items; confirm validates, cancel
 * removes an unsaved section or restores a saved one); saved, a table with edit and delete.
 */
export function SectionCard({
  moduleId,
  draft,
  canWrite,
  onChange,
  onCancel,
  onDelete,
}: {
  moduleId: string;
  draft: SectionDraft;
  canWrite: boolean;
  onChange: (draft: SectionDraft) => void;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("contentHub.sections");
  const tRoot = useTranslations();
  const [errors, setErrors] = useState<SectionErrors>({});
  const error = (path: string) => {
    const message = errors[path];
    return message?.startsWith("validation.") ? tRoot(message) : message;
  };
  const kind = draft.section;

  const setItem = (index: number, patch: Partial<SectionItem>) =>
    onChange({
      ...draft,
      items: draft.items.map((item, at) => (at === index ? { ...item, ...patch } : item)),
    });

  if (!draft.isOpen)
    return (
      <Paper withBorder p="sm" radius="md" data-testid="section-card" data-section={kind} data-saved="true">
        <Group justify="space-between" mb="xs">
          <Title order={3} size="h5">
            {draft.title}{" "}
            <Text span c="dimmed" size="sm">
              · {t(`kinds.${kind}`)}
            </Text>
          </Title>
          {canWrite && (
            <Group gap={4}>
              <ActionIcon
                variant="subtle"
                aria-label={t("edit", { title: draft.title })}
                onClick={() => onChange({ ...draft, isOpen: true })}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("delete", { title: draft.title })}
                onClick={onDelete}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Tbody>
            {draft.items.map((item, index) => (
              <Table.Tr key={index}>
                <Table.Td>{item.title}</Table.Td>
                {kind === "specifications" && <Table.Td>{item.value}</Table.Td>}
                {kind === "downloads" && (
                  <Table.Td>
                    {item.contentType === "file" && item.file ? (
                      <Anchor href={contentFileUrl(item.file)} underline="always" target="_blank">
                        {t("file")}
                      </Anchor>
                    ) : (
                      <Anchor
                        href={item.link}
                        underline="always"
                        target="_blank"
                        rel="noreferrer"
                        style={{ wordBreak: "break-all" }}
                      >
                        {item.link}
                      </Anchor>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );

  return (
    <Paper withBorder p="sm" radius="md" data-testid="section-card" data-section={kind} data-saved="false">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t(`kinds.${kind}`)}
        </Text>
        <TextInput
          label={t("title")}
          withAsterisk
          value={draft.title}
          onChange={(event) => onChange({ ...draft, title: event.currentTarget.value })}
          error={error("title")}
          maxLength={200}
          data-testid="section-title"
        />
        {draft.items.map((item, index) => (
          <Group key={index} align="flex-start" gap="xs" wrap="wrap" data-testid="section-item">
            <TextInput
              label={t("itemTitle")}
              value={item.title}
              onChange={(event) => setItem(index, { title: event.currentTarget.value })}
              error={error(`items.${index}.title`)}
              maxLength={200}
              style={{ flex: "1 1 180px" }}
            />
            {kind === "specifications" && (
              <TextInput
                label={t("value")}
                value={item.value ?? ""}
                onChange={(event) => setItem(index, { value: event.currentTarget.value })}
                error={error(`items.${index}.value`)}
                maxLength={1000}
                style={{ flex: "1 1 180px" }}
              />
            )}
            {kind === "downloads" && (
              <Stack gap={4} style={{ flex: "2 1 260px" }}>
                <SegmentedControl
                  size="xs"
                  value={item.contentType ?? "link"}
                  onChange={(value) => setItem(index, { contentType: value as "link" | "file" })}
                  data={[
                    { value: "link", label: t("link") },
                    { value: "file", label: t("file") },
                  ]}
                  aria-label={t("downloadKind")}
                />
                {item.contentType === "file" ? (
                  item.file ? (
                    <Group gap="xs">
                      <Anchor
                        href={contentFileUrl(item.file)}
                        target="_blank"
                        underline="always"
                        size="sm"
                        data-testid="download-file"
                      >
                        {t("fileUploaded")}
                      </Anchor>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => setItem(index, { file: undefined })}
                      >
                        {t("replaceFile")}
                      </Button>
                    </Group>
                  ) : (
                    <>
                      <ContentDropzone
                        moduleId={moduleId}
                        kind="download"
                        label={t("uploadFile")}
                        onUploaded={(upload) => setItem(index, { file: upload.fileKey })}
                        testId="download-dropzone"
                      />
                      {error(`items.${index}.file`) && (
                        <Text size="xs" c="red" role="alert">
                          {error(`items.${index}.file`)}
                        </Text>
                      )}
                    </>
                  )
                ) : (
                  <TextInput
                    label={t("linkUrl")}
                    placeholder="https://"
                    value={item.link ?? ""}
                    onChange={(event) => setItem(index, { link: event.currentTarget.value })}
                    error={error(`items.${index}.link`)}
                    data-testid="download-link"
                  />
                )}
              </Stack>
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              mt={25}
              aria-label={t("removeItem")}
              onClick={() => onChange({ ...draft, items: draft.items.filter((_, at) => at !== index) })}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange({ ...draft, items: [...draft.items, emptyItem(kind)] })}
          >
            {t("addItem")}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t("cancel")}
            </Button>
            <Button
              onClick={() => {
                const result = confirmSection(draft);
                if ("errors" in result) setErrors(result.errors);
                else {
                  setErrors({});
                  onChange(result.draft);
                }
              }}
              data-testid="section-confirm"
            >
              {t("confirm")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
