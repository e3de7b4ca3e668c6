import { Skeleton, SimpleGrid, Stack } from "@mantine/core";
import { getTranslations } from "next-intl/server";

/**
 * While a reporting page's server part runs (the guard, the saved zone, the saved reports or a
 * report's first figures): its shape, greyed. On a first load it is streamed ahead of the page,
 * which follows in the same response and replaces it before any script runs.
 */
export default async function ReportingLoading() {
  const t = await getTranslations("common");
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t("loading")}>
      <Skeleton h={36} w={260} />
      <Skeleton h={20} w="60%" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={280} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
