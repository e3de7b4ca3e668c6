import { Skeleton, Stack } from "@mantine/core";

/** The bell's list while it loads: its code (the first opening) or its first page. */
export function NotificationSkeleton() {
  return (
    <Stack gap="xs" py="xs" aria-busy>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h={44} />
      ))}
    </Stack>
  );
}
