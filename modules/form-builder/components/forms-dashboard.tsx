"use client";

import { Button, Group, Stack, Tabs, Title } from "@mantine/core";
import { IconPlus, IconUsers } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { IntegrateButton } from "@/components/integrations/integrate-button";
import { formApi } from "@/modules/form-builder/client/api";
import type { Page } from "@/lib/contracts/endpoint";
import type { FormBuilderInfo, FormItem } from "@/modules/form-builder/shared/types";
import type { FormTemplate } from "@/modules/form-builder/shared/templates";
import { FoldersView } from "./folders-view";
import { FormList } from "./form-list";
import { InsightsView } from "./insights-view";
import { TemplateGallery } from "./template-gallery";

export const DASHBOARD_TABS = ["main", "folders", "templates", "insights"] as const;

/** /form-builder/{id}/dashboard/forms?active=main|folders|templates|insights (folders: &folder={id}). */
export function FormsDashboard({ info, initial }: { info: FormBuilderInfo; initial: Page<FormItem> }) {
  const t = useTranslations("formBuilder.dashboard");
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const active = (DASHBOARD_TABS as readonly string[]).includes(search.get("active") ?? "")
    ? search.get("active")!
    : "main";
  const [busy, setBusy] = useState<string | null>(null);
  const base = `/form-builder/${info.id}/dashboard/forms`;

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
          <IntegrateButton
            module={{ moduleId: info.id, name: info.name, tag: "FormBuilder", project: info.project }}
          />
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
          {active === "main" && <FormList info={info} initial={initial} />}
        </Tabs.Panel>
        <Tabs.Panel value="folders" pt="md">
          {active === "folders" && <FoldersView info={info} folderId={search.get("folder")} />}
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
