"use client";

import { Button, Group } from "@mantine/core";
import { LoadError } from "@/components/ui/load-error";

/**
 * The foot of a paged list: "Load more" while there is more, or the next page's error with a retry
 * in its place.
 */
export function LoadMore(props: {
  list: { hasMore: boolean; loadingMore: boolean; loadMore: () => Promise<unknown> | void };
  /** The next page's error text, null when it loaded. */
  error: string | null;
  label: string;
  testId: string;
}) {
  const { list, error, label, testId } = props;
  return (
    <>
      <LoadError error={error} retryLabel={label} onRetry={() => void list.loadMore()} />
      {list.hasMore && !error && (
        <Group justify="center">
          <Button
            variant="default"
            loading={list.loadingMore}
            onClick={() => void list.loadMore()}
            data-testid={testId}
          >
            {label}
          </Button>
        </Group>
      )}
    </>
  );
}
