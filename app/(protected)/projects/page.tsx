import { Card, Container, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { viewSchema } from "@/lib/schemas/common";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("projects"))("title") };
}

const searchSchema = z.object({ view: viewSchema.default("grid") });

export default async function ProjectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteParamsError kind="search" />;
  const actor = await requireWorkspaceActor();
  const t = await getTranslations("projects");
  return (
    <Container size="lg">
      <Stack>
        <Title order={2}>{t("title")}</Title>
        <Card withBorder padding="lg" data-testid="projects-welcome">
          <Text fw={600} size="lg">
            {t("welcome", { name: actor.name })}
          </Text>
          <Text c="dimmed" data-testid="projects-workspace">
            {t("workspaceLine", { workspace: actor.workspaceName, role: t(`roles.${actor.role}`) })}
          </Text>
        </Card>
      </Stack>
    </Container>
  );
}
