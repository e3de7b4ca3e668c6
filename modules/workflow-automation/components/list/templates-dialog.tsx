"use client";

import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NavLink,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconSearch } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useProjectModules } from "@/modules/workflow-automation/client/project-modules";
import { automationApi } from "@/modules/workflow-automation/client/api";
import {
  AUTOMATION_TEMPLATES,
  type AutomationTemplate,
  TEMPLATE_CATEGORIES,
  type TemplateCategory,
  type TemplateContext,
  type TemplateNeed,
} from "@/modules/workflow-automation/shared/templates";
import { automationHrefs, type AutomationPlace } from "@/modules/workflow-automation/shared/urls";

type Section = "all" | "recent" | TemplateCategory;
const RECENT_KEY = "automation-templates-recent";

/**
 * The spec's 'Select a template' (…/create-from-templates, 1262 wide): categories beside (All, Recent,
 * then the spec's seven), a search, the recently used templates first, cards with 'Use template'.
 * A template is filled with the project's first task board and form and the person using it, made
 * into an automation and opened in the modeler; one the project lacks a module for says so.
 */
export function TemplatesDialog({ place, viewerId }: { place: AutomationPlace; viewerId: string }) {
  const t = useTranslations("workflowAutomation.templates");
  const tl = useTranslations("workflowAutomation.list");
  const router = useRouter();
  const small = useMediaQuery("(max-width: 62em)");
  const [section, setSection] = useState<Section>("all");
  const [search, setSearch] = useState("");
  const [busy, setBusy] = useState<string | null>(null);
  const [recent, setRecent] = useLocalStorage<string[]>({ key: RECENT_KEY, defaultValue: [] });
  const modules = useProjectModules(place.projectId);
  const boardId = modules.data?.find((module) => module.tag === "TaskManagement")?.id ?? null;
  const formModuleId = modules.data?.find((module) => module.tag === "FormBuilder")?.id ?? null;
  const databaseModuleId = modules.data?.find((module) => module.tag === "DatabaseGenerator")?.id ?? null;
  const has: Record<TemplateNeed, string | null> = {
    board: boardId,
    form: formModuleId,
    database: databaseModuleId,
  };
  const missing = (template: AutomationTemplate) => template.needs.find((need) => !has[need]) ?? null;

  const name = (template: AutomationTemplate) => t(`items.${template.id}.name`);
  const query = search.trim().toLocaleLowerCase();
  const matches = (template: AutomationTemplate) =>
    !query ||
    name(template).toLocaleLowerCase().includes(query) ||
    t(`items.${template.id}.description`).toLocaleLowerCase().includes(query);
  const recentTemplates = recent
    .map((id) => AUTOMATION_TEMPLATES.find((template) => template.id === id))
    .filter((template): template is AutomationTemplate => Boolean(template) && matches(template!));
  const sections: { key: string; title: string; items: readonly AutomationTemplate[] }[] = [];
  if ((section === "all" || section === "recent") && recentTemplates.length > 0)
    sections.push({ key: "recent", title: t("recent"), items: recentTemplates });
  for (const category of TEMPLATE_CATEGORIES) {
    if (section !== "all" && section !== category) continue;
    const items = AUTOMATION_TEMPLATES.filter(
      (template) => template.category === category && matches(template),
    );
    if (items.length) sections.push({ key: category, title: t(`categories.${category}`), items });
  }

  const use = async (template: AutomationTemplate) => {
    setBusy(template.id);
    const context: TemplateContext = {
      boardId,
      formModuleId,
      databaseModuleId,
      userId: viewerId,
      text: (key) => t(`texts.${key}`),
    };
    try {
      const body = template.build(context);
      const resourceName = name(template);
      const made = await automationApi.create(
        place.moduleId,
        body.level === "basic"
          ? { resourceName, level: "basic", rule: body.rule }
          : { resourceName, level: "advanced", source: body.source(resourceName) },
      );
      setRecent((current) => [template.id, ...current.filter((id) => id !== template.id)].slice(0, 6));
      invalidateQueries({ tag: moduleTag(place.moduleId) });
      notifications.show({ color: "teal", message: t("created", { name: made.resourceName }) });
      router.push(automationHrefs.modeler(place, made.id));
    } catch (failure) {
      notifications.show({ color: "red", message: errorMessage(failure, tl("actionFailed")) });
      setBusy(null);
    }
  };

  const nav: Section[] = ["all", "recent", ...TEMPLATE_CATEGORIES];
  return (
    <Modal
      opened
      onClose={() => router.push(automationHrefs.list(place))}
      title={t("title")}
      size={1262}
      fullScreen={small}
      centered
      data-testid="templates-dialog"
    >
      <Group align="flex-start" wrap={small ? "wrap" : "nowrap"} gap="lg">
        <Stack gap={2} w={small ? "100%" : 220} component="nav" aria-label={t("categoriesLabel")}>
          {nav.map((key) => (
            <NavLink
              key={key}
              label={key === "all" ? t("all") : key === "recent" ? t("recent") : t(`categories.${key}`)}
              active={section === key}
              onClick={() => setSection(key)}
              data-testid={`template-category-${key}`}
            />
          ))}
        </Stack>
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder={t("search")}
            aria-label={t("search")}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="template-search"
          />
          <ScrollArea.Autosize mah={small ? undefined : "65vh"}>
            <Stack gap="lg">
              {sections.length === 0 && (
                <Text c="dimmed" ta="center" py="xl">
                  {section === "recent" && !query ? t("noRecent") : t("noMatch")}
                </Text>
              )}
              {sections.map((group) => (
                <Stack key={group.key} gap="sm">
                  <Title order={4}>{group.title}</Title>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                    {group.items.map((template) => {
                      const lack = missing(template);
                      return (
                        <Card
                          key={template.id}
                          withBorder
                          padding="md"
                          data-testid="template-card"
                          data-template-id={template.id}
                        >
                          <Stack gap="xs" h="100%">
                            <Group justify="space-between" wrap="nowrap" align="flex-start">
                              <Text fw={600}>{name(template)}</Text>
                              <Badge variant="light" color="gray">
                                {t(`categories.${template.category}`)}
                              </Badge>
                            </Group>
                            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                              {t(`items.${template.id}.description`)}
                            </Text>
                            {lack && modules.data && (
                              <Text size="xs" c="orange">
                                {t(`needs.${lack}`)}
                              </Text>
                            )}
                            <Button
                              variant="light"
                              loading={busy === template.id}
                              disabled={
                                (busy !== null && busy !== template.id) || Boolean(lack && modules.data)
                              }
                              onClick={() => void use(template)}
                            >
                              {t("use")}
                            </Button>
                          </Stack>
                        </Card>
                      );
                    })}
                  </SimpleGrid>
                </Stack>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      </Group>
    </Modal>
  );
}
