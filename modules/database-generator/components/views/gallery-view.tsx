"use client";

import { Box, Button, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { stableKey } from "@/lib/client/query/key";
import { useQuery } from "@/lib/client/query/use-query";
import { dbQueries } from "@/modules/database-generator/client/api";
import { coverOf } from "../attachments/attachment-rules";
import { useCellFormats } from "../grid/cell-view";
import { primaryOf } from "../grid/link-cells";
import { CardSettings } from "./card-settings";
import { cardColumnsOf, GALLERY_PAGE, nextLimit, VIEW_RECORDS_MAX } from "./kanban-stacks";
import { RecordCard } from "./record-card";
import type { ViewBodyProps } from "./view-body";

const COLS = { base: 1, sm: 2, md: 3, lg: 4 };

/**
 * A gallery of the view's records as cards (one to four a row by the screen's width), the first 60;
 * "Load more" reads 60 more, up to 500, and then says the grid or an export shows them all. A click
 * or Enter opens a card; people who may edit pick the columns the cards show. When the table has an
 * attachment column, the first image of the first one is each card's cover (as Airtable's gallery).
 */
export function GalleryView(props: ViewBodyProps) {
  const { moduleId, table, view, records, access, onOpen, onAdd } = props;
  const t = useTranslations("databaseGenerator.views.cards");
  const tc = useTranslations("common");

  // How many records are read, back to the first 60 when the view's sorts, filter or search change.
  const viewKey = stableKey(records);
  const [more, setMore] = useState({ key: viewKey, limit: GALLERY_PAGE });
  const limit = more.key === viewKey ? more.limit : GALLERY_PAGE;
  const query = useQuery(dbQueries.records(moduleId, table.id, records, 0, limit), { keepPrevious: true });
  const page = query.data;
  const total = page?.total ?? null;
  const next = nextLimit(limit, GALLERY_PAGE, total);

  const primary = useMemo(() => primaryOf(table.columns), [table.columns]);
  const columns = useMemo(
    () => cardColumnsOf(table.columns, view.config.cardColumns),
    [table.columns, view.config.cardColumns],
  );
  const formats = useCellFormats(columns);

  return (
    <Stack gap="md" data-testid="gallery-view">
      <Group justify="space-between" mih={36}>
        <Text size="sm" c="dimmed" data-testid="gallery-count">
          {total !== null ? t("count", { count: total }) : null}
        </Text>
        {access.edit && <CardSettings table={table} view={view} stacks={false} onConfig={props.onConfig} />}
      </Group>
      <LoadError
        error={query.error && errorMessage(query.error, t("loadFailed"))}
        retryLabel={tc("retry")}
        onRetry={() => void query.refetch()}
      />
      {query.loading ? (
        <SimpleGrid cols={COLS} spacing="md">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : page && page.data.length === 0 ? (
        <Stack align="center" ta="center" gap="xs" py="xl" data-testid="gallery-empty">
          <Text fw={600}>{t("empty")}</Text>
          <Text size="sm" c="dimmed">
            {access.add ? t("emptyHintAdd") : t("emptyHint")}
          </Text>
          {access.add && (
            <Button mt="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onAdd({})}>
              {t("add")}
            </Button>
          )}
        </Stack>
      ) : page ? (
        <SimpleGrid cols={COLS} spacing="md" role="list" aria-label={t("gallery", { table: table.name })}>
          {page.data.map((record) => (
            <Box key={record.id} role="listitem" miw={0}>
              <RecordCard
                record={record}
                primary={primary}
                columns={columns}
                formats={formats}
                onOpen={onOpen}
                cover={coverOf(record, table.columns)}
              />
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
      {next !== null && (
        <Group justify="center">
          <Button
            variant="default"
            loading={query.fetching && query.previous}
            onClick={() => setMore({ key: viewKey, limit: next })}
            data-testid="gallery-load-more"
          >
            {t("loadMore")}
          </Button>
        </Group>
      )}
      {total !== null && limit >= VIEW_RECORDS_MAX && total > VIEW_RECORDS_MAX && (
        <Text size="sm" c="dimmed" ta="center" data-testid="gallery-all-shown">
          {t("allShown", { shown: VIEW_RECORDS_MAX, count: total })}
        </Text>
      )}
    </Stack>
  );
}
