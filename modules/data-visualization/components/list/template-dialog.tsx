"use client";

import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  List,
  NavLink,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconChartHistogram, IconSearch } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { dvApi } from "@/modules/data-visualization/client/api";
import {
  DASHBOARD_TEMPLATES,
  searchTemplates,
  TEMPLATE_CATEGORIES,
  type DashboardTemplate,
  type TemplateCategory,
} from "@/modules/data-visualization/shared/templates";
import { dvHrefs } from "@/modules/data-visualization/shared/urls";
import { ChartFacts, StyleIcon } from "./chart-facts";
import type { WayProps } from "./create-dialogs";
import { DASHBOARD_NAME_MAX, nameProblem } from "./name-schema";
import { WayModal } from "./way-modal";

/** One template: its name, description, charts and 'Use template'. */
function TemplateCard(props: { template: DashboardTemplate; onUse: () => void }) {
  const t = useTranslations("dataVisualization.templates");
  const { template } = props;
  return (
    <Card withBorder padding="md" radius="md" data-testid="dv-template-card" data-template-id={template.id}>
      <Stack gap="xs" h="100%">
        <Text fw={600}>{t(template.name)}</Text>
        <Text size="sm" c="dimmed">
          {t(template.description)}
        </Text>
        <List
          listStyleType="none"
          spacing={4}
          size="xs"
          aria-label={t("chartsOf", { name: t(template.name) })}
        >
          {template.charts.map((chart) => (
            <List.Item key={chart.name} icon={<StyleIcon style={chart.style} size={14} />}>
              {t(chart.name)}
            </List.Item>
          ))}
        </List>
        <Box mt="auto" pt="xs">
          <Button variant="light" fullWidth onClick={props.onUse} data-testid="dv-template-use">
            {t("useTemplate")}
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}

/** 'Use template': the visualization's name (the template's by default), then it is made. */
function NameStep(props: WayProps & { template: DashboardTemplate; onBack: () => void }) {
  const t = useTranslations("dataVisualization.templates");
  const tAll = useTranslations();
  const { template } = props;
  const [name, setName] = useState(() => t(template.name));
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = nameProblem(name);
    setNameError(problem && tAll(`validation.${problem}`));
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      const dashboard = await dvApi.createDashboard(props.place.moduleId, {
        name: name.trim(),
        description: t(template.description),
        charts: template.charts.map((chart) => ({ ...chart, name: t(chart.name) })),
      });
      props.onCreated(dashboard);
    } catch (failure) {
      setError(errorMessage(failure, t("failed")));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="dv-template-name-form">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h4">
            {t(template.name)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(template.description)}
          </Text>
        </Stack>
        <List listStyleType="none" spacing="xs" aria-label={t("chartsOf", { name: t(template.name) })}>
          {template.charts.map((chart) => (
            <List.Item key={chart.name}>
              <Text size="sm" fw={500}>
                {t(chart.name)}
              </Text>
              <ChartFacts style={chart.style} source={chart.source} filters={chart.filters} />
            </List.Item>
          ))}
        </List>
        <TextInput
          label={t("nameLabel")}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          maxLength={DASHBOARD_NAME_MAX}
          required
          data-autofocus
          data-testid="dv-template-name"
        />
        <FormError error={error} testId="dv-template-error" />
        <DialogActions closeLabel={t("back")} onClose={props.onBack}>
          <Button type="submit" loading={busy} data-testid="dv-template-create">
            {t("create")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

/**
 * 'Use a template' → 'Add data visualization': the categories (Recommended, Resourcing, Work
 * health, Progress), a search over the templates' names and descriptions, the 'Visualize your
 * data!' banner to build one's own instead, and the templates by section, each made under a name.
 */
export function TemplateDialog(props: WayProps) {
  const t = useTranslations("dataVisualization.templates");
  const [category, setCategory] = useState<TemplateCategory>("recommended");
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<DashboardTemplate | null>(null);
  const found = searchTemplates(DASHBOARD_TEMPLATES, query, (template) =>
    [template.name, template.description, ...template.charts.map((chart) => chart.name)]
      .map((key) => t(key))
      .join(" "),
  );
  const searching = query.trim() !== "";
  const sections = TEMPLATE_CATEGORIES.filter((one) => (searching ? true : one === category))
    .map((one) => ({ category: one, templates: found.filter((template) => template.category === one) }))
    .filter((section) => section.templates.length > 0);

  return (
    <WayModal title={t("title")} onClose={props.onClose} testId="dv-template-dialog" size={1262}>
      {chosen ? (
        <NameStep {...props} template={chosen} onBack={() => setChosen(null)} />
      ) : (
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Box component="nav" w={{ base: "100%", sm: 200 }} aria-label={t("categories")}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={6}>
              {t("categories")}
            </Text>
            {TEMPLATE_CATEGORIES.map((one) => (
              <NavLink
                key={one}
                component="button"
                type="button"
                label={t(`category.${one}`)}
                active={!searching && one === category}
                aria-pressed={!searching && one === category}
                onClick={() => {
                  setCategory(one);
                  setQuery("");
                }}
                data-testid="dv-template-category"
              />
            ))}
          </Box>
          <Stack gap="md" flex={1} miw={0}>
            <TextInput
              leftSection={<IconSearch size={16} aria-hidden />}
              placeholder={t("search")}
              aria-label={t("search")}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              data-testid="dv-template-search"
            />
            <Alert
              variant="light"
              icon={<IconChartHistogram size={20} aria-hidden />}
              title={t("bannerTitle")}
              data-testid="dv-template-banner"
            >
              <Group justify="space-between" gap="sm">
                <Text size="sm">{t("bannerText")}</Text>
                <Button
                  component={Link}
                  href={dvHrefs.list(props.place, "add-data-visualization-start-from-scratch")}
                  size="xs"
                  data-testid="dv-template-custom"
                >
                  {t("custom")}
                </Button>
              </Group>
            </Alert>
            {sections.length === 0 && (
              <Text c="dimmed" size="sm" data-testid="dv-template-none">
                {t("noResults", { query: query.trim() })}
              </Text>
            )}
            {sections.map((section) => (
              <Stack
                key={section.category}
                gap="xs"
                component="section"
                aria-label={t(`category.${section.category}`)}
              >
                <Title order={3} size="h5">
                  {t(`category.${section.category}`)}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                  {section.templates.map((template) => (
                    <TemplateCard key={template.id} template={template} onUse={() => setChosen(template)} />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
            <DialogActions closeLabel={t("cancel")} onClose={props.onClose} />
          </Stack>
        </Group>
      )}
    </WayModal>
  );
}
