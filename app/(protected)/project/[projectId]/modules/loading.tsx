import { Group, Skeleton, Stack } from "@mantine/core";
import { getTranslations } from "next-intl/server";

/** The grid page's shape while the project, its modules and the catalog load. */
export default async function Loading() {
  const t = await getTranslations("common");
  return (
    <Stack gap="md" aria-busy="true" aria-label={t("loading")}>
      <Group justify="space-between">
        <Skeleton height={28} width={260} />
        <Skeleton height={36} width={280} />
      </Group>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Skeleton height={300} style={{ flex: 6 }} radius="md" />
        <Skeleton height={240} style={{ flex: 4 }} radius="md" />
      </Group>
      <Skeleton height={240} width="33%" radius="md" />
    </Stack>
  );
}
