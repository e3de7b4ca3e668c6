import { Skeleton, SimpleGrid, Stack } from "@mantine/core";
import { getTranslations } from "next-intl/server";

/** While a reporting page's server part (guard, saved zone) runs: its shape, greyed. */
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
