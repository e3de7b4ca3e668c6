import { Center, Loader } from "@mantine/core";
import { getTranslations } from "next-intl/server";

export default async function Loading() {
  const t = await getTranslations("common");
  return (
    <Center mih="60vh">
      <Loader aria-label={t("loading")} />
    </Center>
  );
}
