"use client";

import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDots, IconFolder, IconFolderShare, IconSearch } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { formQueries } from "@/modules/form-builder/client/api";
import type { Page } from "@/lib/contracts/endpoint";
import type { FormBuilderInfo, FormItem } from "@/modules/form-builder/shared/types";
import classes from "./form-card.module.css";
import { MoveToFolderModal } from "./move-to-folder-modal";

interface Props {
  info: FormBuilderInfo;
  /** A folder's id: its forms only (the cards then do not name it). Absent: every form. */
  folder?: string;
  /** The first page the server rendered (every form, no search). */
  initial?: Page<FormItem>;
  /** A form was filed in or out of a folder (the caller's folder counts change). */
  onFiled?: () => void;
  /** What an empty list says (default: no form created yet). */
  emptyText?: string;
}

/** The dashboard's form cards: a title search (debounced), pages of 24 with Load more, Move to folder. */
export function FormList({ info, folder, initial, onFiled, emptyText }: Props) {
  const t = useTranslations("formBuilder.dashboard");
  const tCommon = useTranslations("common");
  const tErrors = useTranslations("errors");
  const [query, setQuery] = useState("");
  const [q, setQ] = useState("");
  const [moving, setMoving] = useState<FormItem | null>(null);
  const router = useRouter();

  useEffect(() => {
    const timer = setTimeout(() => setQ(query.trim()), 300);
    return () => clearTimeout(timer);
  }, [query]);

  // Pages of 24 (the first one rendered by the server, unsearched); the list read again keeps as many.
  const list = usePagedQuery((cursor) => formQueries.list(info.id, q, folder, cursor), {
    initialPage: q === "" ? initial : undefined,
    staleTime: initial ? 30_000 : 0,
  });
  const loadError = useErrorText(list.error);
  const first = list.items;
  const items = first ?? [];
  const next = list.hasMore;
  useEffect(() => {
    if (list.moreError)
      notifications.show({ color: "red", message: errorMessage(list.moreError, tErrors("networkError")) });
  }, [list.moreError, tErrors]);

  return (
    <Stack>
      <Group gap="sm">
        <TextInput
          maw={320}
          w="100%"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={list.fetching && first ? <Loader size="xs" /> : null}
          placeholder={t("search")}
          aria-label={t("search")}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
      </Group>
      {loadError ? (
        <LoadError error={loadError} retryLabel={t("retry")} onRetry={() => void list.refetch()} />
      ) : !first ? (
        <Loader aria-label={tCommon("loading")} />
      ) : items.length === 0 ? (
        <Text c="dimmed" data-testid="forms-empty">
          {q ? t("noMatch") : (emptyText ?? t("empty"))}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {items.map((form) => (
              <FormCard
                key={form.id}
                form={form}
                moduleId={info.id}
                showFolder={!folder}
                onMove={info.access.edit ? () => setMoving(form) : undefined}
              />
            ))}
          </SimpleGrid>
          {next && (
            <Group justify="center">
              <Button variant="default" loading={list.loadingMore} onClick={() => void list.loadMore()}>
                {t("loadMore")}
              </Button>
            </Group>
          )}
        </>
      )}
      <MoveToFolderModal
        moduleId={info.id}
        form={moving}
        canCreate={info.access.add}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          router.refresh();
          void list.refetch();
          onFiled?.();
        }}
      />
    </Stack>
  );
}

function FormCard({
  form,
  moduleId,
  showFolder,
  onMove,
}: {
  form: FormItem;
  moduleId: string;
  showFolder: boolean;
  onMove?: () => void;
}) {
  const t = useTranslations("formBuilder.dashboard");
  const tFolders = useTranslations("formBuilder.folders");
  const format = useFormatter();
  return (
    <Card withBorder className={classes.card} data-testid="form-card">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor
          component={Link}
          href={`/form-builder/${moduleId}/${form.id}/edit?view=form`}
          className={classes.cover}
          fw={600}
          c="inherit"
          underline="never"
          truncate
        >
          {form.title}
        </Anchor>
        <Group gap={4} wrap="nowrap" className={classes.above}>
          <Badge color={form.published ? "teal" : "gray"} variant="light">
            {form.published ? (form.hasDraftChanges ? t("changed") : t("published")) : t("draft")}
          </Badge>
          {onMove && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t("formActions", { title: form.title })}
                >
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconFolderShare size={14} aria-hidden />} onClick={onMove}>
                  {tFolders("moveTo")}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {t("questions", { count: form.elementCount })} · {t("responses", { count: form.responseCount })}
      </Text>
      <Group gap="xs" mt={4} wrap="nowrap">
        <Text size="xs" c="dimmed" truncate>
          {t("updated", { date: format.dateTime(new Date(form.updatedAt), { dateStyle: "medium" }) })}
          {form.creator ? ` · ${form.creator.name}` : ""}
        </Text>
        {showFolder && form.folder && (
          <Group
            gap={4}
            wrap="nowrap"
            ml="auto"
            miw={0}
            title={t("inFolder", { name: form.folder.name })}
            data-testid="form-card-folder"
          >
            <IconFolder size={14} aria-hidden />
            <Text size="xs" c="dimmed" truncate>
              {form.folder.name}
            </Text>
          </Group>
        )}
      </Group>
    </Card>
  );
}
