"use client";

import { Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import { IconPlus, IconSearch, IconUsers } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { formApi } from "@/lib/client/form-builder/api";
import type { FormBuilderInfo, FormItem, Page } from "@/lib/form-builder/types";
import type { FormTemplate } from "@/lib/form-builder/templates";
import { InsightsView } from "./insights-view";
import { TemplateGallery } from "./template-gallery";

export const DASHBOARD_TABS = ["main", "templates", "insights"] as const;

/** /form-builder/{id}/dashboard/forms?active=main|templates|insights. */
export function FormsDashboard({ info, initial }: { info: FormBuilderInfo; initial: Page<FormItem> }) {
  const t = useTranslations("formBuilder.dashboard");
  const format = useFormatter();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const active = (DASHBOARD_TABS as readonly string[]).includes(search.get("active") ?? "")
    ? search.get("active")!
    : "main";
  const [found, setFound] = useState<{ query: string; page: Page<FormItem> } | null>(null);
  const [query, setQuery] = useState("");
  const forms =
    query && found?.query === query ? found.page : query ? { data: [], nextCursor: null } : initial;
  const [busy, setBusy] = useState<string | null>(null);
  const base = `/form-builder/${info.id}/dashboard/forms`;

  useEffect(() => {
    if (!query) return;
    const timer = setTimeout(
      () => void formApi.list(info.id, query).then((page) => setFound({ query, page })),
      300,
    );
    return () => clearTimeout(timer);
  }, [query, info.id]);

  async function startFromTemplate(template: FormTemplate) {
    setBusy(template.id);
    const form = await formApi
      .create(info.id, {
        title: template.title,
        description: template.description,
        elements: template.elements,
        configuration: template.configuration,
        logic: template.logic,
      })
      .catch(() => null);
    if (form) router.push(`/form-builder/${info.id}/${form.id}/edit?view=form`);
    else setBusy(null);
  }

  return (
    <Stack p={{ base: "sm", sm: "md" }}>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {info.name}
        </Title>
        <Group gap="xs">
          <Button
            component={Link}
            href={`${base}/members?active=${active}`}
            variant="default"
            leftSection={<IconUsers size={16} aria-hidden />}
          >
            {t("userManagement")}
          </Button>
          {info.access.add && (
            <Button
              component={Link}
              href={`${base}/create?redirect=${encodeURIComponent(`${base}?active=${active}`)}`}
              scroll={false}
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="create-form"
            >
              {t("createForm")}
            </Button>
          )}
        </Group>
      </Group>
      <Tabs
        value={active}
        onChange={(value) => router.replace(`${pathname}?active=${value ?? "main"}`, { scroll: false })}
      >
        <Tabs.List>
          {DASHBOARD_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="main" pt="md">
          <Stack>
            <TextInput
              maw={320}
              leftSection={<IconSearch size={16} aria-hidden />}
              placeholder={t("search")}
              aria-label={t("search")}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
            />
            {forms.data.length === 0 ? (
              <Text c="dimmed">{query ? t("noMatch") : t("empty")}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {forms.data.map((form) => (
                  <Card
                    key={form.id}
                    withBorder
                    component={Link}
                    href={`/form-builder/${info.id}/${form.id}/edit?view=form`}
                    data-testid="form-card"
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600} truncate>
                        {form.title}
                      </Text>
                      <Badge color={form.published ? "teal" : "gray"} variant="light">
                        {form.published ? (form.hasDraftChanges ? t("changed") : t("published")) : t("draft")}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed" mt={4}>
                      {t("questions", { count: form.elementCount })} ·{" "}
                      {t("responses", { count: form.responseCount })}
                    </Text>
                    <Text size="xs" c="dimmed" mt={4}>
                      {t("updated", {
                        date: format.dateTime(new Date(form.updatedAt), { dateStyle: "medium" }),
                      })}
                      {form.creator ? ` · ${form.creator.name}` : ""}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="templates" pt="md">
          {active === "templates" && (
            <TemplateGallery onUse={(tpl) => void startFromTemplate(tpl)} busy={busy} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="insights" pt="md">
          {active === "insights" && <InsightsView moduleId={info.id} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
