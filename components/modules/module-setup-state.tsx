"use client";

import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconHome, IconTool } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { ModuleIcon } from "./module-icon";
import { HOME } from "@/lib/routing/decide-route";

export interface ModuleSetupStateProps {
  module: {
    id: string;
    /** The placed module's own name. */
    name: string;
    tag: string;
    /** The catalog module's title. */
    title: string;
    project: { id: string; name: string } | null;
  };
}

/**
 * What a placed module's page shows while its module is being set up: the module's name and icon,
 * its kind, a short note, and the way back to the project's modules and to Home.
 */
export function ModuleSetupState({ module }: ModuleSetupStateProps) {
  const t = useTranslations("moduleSetup");
  const { project } = module;
  const crumbs = [
    { label: t("projects"), href: HOME },
    ...(project ? [{ label: project.name, href: `/project/${project.id}/modules` }] : []),
  ];

  return (
    <Container size="md" py={{ base: "md", sm: "xl" }} w="100%">
      <Stack gap="lg">
        <Breadcrumbs aria-label={t("breadcrumbs")}>
          {crumbs.map((crumb) => (
            <Anchor key={crumb.href} component={Link} href={crumb.href} size="sm">
              {crumb.label}
            </Anchor>
          ))}
          <Text size="sm" c="dimmed" aria-current="page">
            {module.name}
          </Text>
        </Breadcrumbs>
        <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} data-testid="module-setup-state">
          <Stack align="center" ta="center" gap="md">
            <Box
              w={88}
              h={88}
              style={{
                borderRadius: 20,
                display: "grid",
                placeItems: "center",
                background: "var(--mantine-color-default-hover)",
              }}
            >
              <ModuleIcon tag={module.tag} size={48} />
            </Box>
            <Stack gap={6} align="center">
              <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="module-name">
                {module.name}
              </Title>
              <Badge variant="light" size="lg" data-testid="module-kind">
                {module.title}
              </Badge>
            </Stack>
            <Group gap={8} wrap="nowrap" justify="center">
              <IconTool size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Text fw={600}>{t("heading", { title: module.title })}</Text>
            </Group>
            <Text c="dimmed" maw={520}>
              {project ? t("textProject", { project: project.name }) : t("textWorkspace")}
            </Text>
            <Group justify="center" gap="sm" mt="sm">
              {project && (
                <Button
                  component={Link}
                  href={`/project/${project.id}/modules`}
                  leftSection={<IconArrowLeft size={16} />}
                >
                  {t("backToModules")}
                </Button>
              )}
              <Button
                component={Link}
                href={HOME}
                variant={project ? "default" : "filled"}
                leftSection={<IconHome size={16} />}
              >
                {t("home")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
