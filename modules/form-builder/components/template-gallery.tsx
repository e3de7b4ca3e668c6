"use client";

import { Badge, Button, Card, Grid, Group, NavLink, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import {
  searchTemplates,
  TEMPLATE_CATEGORIES,
  type FormTemplate,
  type TemplateCategory,
} from "@/modules/form-builder/shared/templates";

/** The 17 categories, a search, 'N items' and the template cards with 'Use this template'. */
export function TemplateGallery({
  onUse,
  busy,
}: {
  onUse: (template: FormTemplate) => void;
  busy: string | null;
}) {
  const t = useTranslations("formBuilder.templates");
  const [category, setCategory] = useState<TemplateCategory | null>(null);
  const [query, setQuery] = useState("");
  const shown = useMemo(() => searchTemplates(query, category), [query, category]);
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <ScrollArea.Autosize mah={520}>
          <NavLink label={t("all")} active={category === null} onClick={() => setCategory(null)} />
          {TEMPLATE_CATEGORIES.map((c) => (
            <NavLink
              key={c}
              label={t(`categories.${c}`)}
              active={category === c}
              onClick={() => setCategory(c)}
              data-testid={`template-category-${c}`}
            />
          ))}
        </ScrollArea.Autosize>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <Stack>
          <Group justify="space-between">
            <TextInput
              leftSection={<IconSearch size={16} aria-hidden />}
              placeholder={t("search")}
              aria-label={t("search")}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
            />
            <Text c="dimmed" size="sm" data-testid="template-count">
              {t("items", { count: shown.length })}
            </Text>
          </Group>
          <Grid>
            {shown.map((template) => (
              <Grid.Col key={template.id} span={{ base: 12, md: 6, lg: 4 }}>
                <Card withBorder h="100%" data-testid={`template-${template.id}`}>
                  <Stack gap="xs" h="100%" justify="space-between">
                    <div>
                      <Badge variant="light" mb={6}>
                        {t(`categories.${template.category}`)}
                      </Badge>
                      <Text fw={600}>{template.title}</Text>
                      <Text size="sm" c="dimmed">
                        {template.description}
                      </Text>
                      <Text size="xs" c="dimmed" mt={4}>
                        {t("questions", {
                          count: template.elements.filter((e) => e.configuration.label).length,
                        })}
                      </Text>
                    </div>
                    <Button variant="light" loading={busy === template.id} onClick={() => onUse(template)}>
                      {t("use")}
                    </Button>
                  </Stack>
                </Card>
              </Grid.Col>
            ))}
          </Grid>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
