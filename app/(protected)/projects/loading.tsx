import { Container } from "@mantine/core";
import { getTranslations } from "next-intl/server";
import { ProjectsSkeleton } from "@/components/projects/projects-skeleton";

export default async function ProjectsLoading() {
  const t = await getTranslations("common");
  return (
    <Container size="xl" py="md">
      <ProjectsSkeleton label={t("loading")} />
    </Container>
  );
}
