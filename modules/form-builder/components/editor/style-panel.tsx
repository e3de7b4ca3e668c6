"use client";

import { Card, Grid, SegmentedControl, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslations } from "next-intl";
import { ALIGNMENTS, DIRECTIONS, type FormConfiguration } from "@/modules/form-builder/shared/elements";
import { THEMES } from "@/modules/form-builder/shared/themes";
import { FormRenderer, type RenderableForm } from "../form-renderer";

/** The Style tab: the 9 themes, alignment and direction, with the form shown as respondents see it. */
export function StylePanel({
  form,
  onChange,
}: {
  form: RenderableForm;
  onChange: (configuration: FormConfiguration) => void;
}) {
  const t = useTranslations("formBuilder.style");
  const c = form.configuration;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack>
          <Text fw={600}>{t("theme")}</Text>
          <SimpleGrid cols={3} spacing="xs">
            {THEMES.map((theme) => (
              <UnstyledButton
                key={theme.id}
                onClick={() => onChange({ ...c, theme: theme.id })}
                aria-pressed={c.theme === theme.id}
                data-testid={`theme-${theme.id}`}
              >
                <Card
                  withBorder
                  padding="xs"
                  style={{
                    background: theme.background,
                    borderColor: c.theme === theme.id ? theme.primary : undefined,
                    borderWidth: c.theme === theme.id ? 2 : 1,
                  }}
                >
                  <div style={{ background: theme.primary, height: 8, borderRadius: 4, marginBottom: 6 }} />
                  <Text size="xs" style={{ color: theme.text }}>
                    {t(`themes.${theme.name}`)}
                  </Text>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
          <Text fw={600}>{t("alignment")}</Text>
          <SegmentedControl
            data={ALIGNMENTS.map((a) => ({ value: a, label: t(`alignments.${a}`) }))}
            value={c.alignment}
            onChange={(value) => onChange({ ...c, alignment: value as FormConfiguration["alignment"] })}
          />
          <Text fw={600}>{t("direction")}</Text>
          <SegmentedControl
            data={DIRECTIONS.map((d) => ({ value: d, label: t(`directions.${d}`) }))}
            value={c.direction}
            onChange={(value) => onChange({ ...c, direction: value as FormConfiguration["direction"] })}
            data-testid="direction"
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <FormRenderer form={form} />
      </Grid.Col>
    </Grid>
  );
}
