"use client";

import { Card, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { LoadError } from "@/components/ui/load-error";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { useRoomInvalidation } from "@/lib/client/query/use-room-invalidation";
import { isFormEvent } from "@/modules/form-builder/client/room-events";
import { formQueries } from "@/modules/form-builder/client/api";
import { OverTime, percent, Section, Stat } from "../insights-view";

const CountsChart = dynamic(() => import("../charts").then((m) => m.CountsChart), { ssr: false });

/** The Analyze tab: numbers from the stored visits and responses (modules/form-builder/server/analytics/). */
export function AnalyzePanel({ moduleId, formId }: { moduleId: string; formId: string }) {
  const t = useTranslations("formBuilder.analyze");
  // Loaded once per form; Retry loads again.
  const loaded = useQuery(formQueries.analytics(moduleId, formId));
  // A response submitted or deleted elsewhere moves the figures: read them again.
  useRoomInvalidation(moduleId, { events: (envelope) => isFormEvent(envelope, formId) });
  const error = useErrorText(loaded.error);
  const data = loaded.data;
  if (error) return <LoadError error={error} retryLabel={t("retry")} onRetry={() => void loaded.refetch()} />;
  if (!data) return <Loader />;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Stat label={t("views")} value={data.views} testId="analyze-views" />
        <Stat label={t("starts")} value={data.starts} testId="analyze-starts" />
        <Stat label={t("submissions")} value={data.submissions} testId="analyze-submissions" />
        <Stat label={t("completion")} value={percent(data.completionRate)} testId="analyze-completion" />
      </SimpleGrid>
      <OverTime title={t("overTime")} data={data.overTime} label={t("submissions")} />
      <Section title={t("dropOff")}>
        {data.dropOff.length === 0 ? (
          <Text c="dimmed">{t("noDropOff")}</Text>
        ) : (
          <CountsChart
            data={data.dropOff.map((d) => ({ name: d.label, count: d.count }))}
            label={t("leftHere")}
          />
        )}
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {data.questions.map((q) => (
          <Card key={q.elementId} withBorder data-testid="question-summary">
            <Text fw={600}>{q.label}</Text>
            <Text size="xs" c="dimmed" mb="xs">
              {t("answered", { count: q.answered })}
            </Text>
            {q.choices && (
              <CountsChart
                data={q.choices.map((c) => ({
                  name: c.value === "true" ? t("checked") : c.value === "false" ? t("unchecked") : c.value,
                  count: c.count,
                }))}
                label={t("responses")}
              />
            )}
            {q.number !== undefined &&
              (q.number ? (
                <Text size="sm">
                  {t("numberStats", {
                    min: q.number.min,
                    max: q.number.max,
                    mean: Math.round(q.number.mean * 100) / 100,
                    median: q.number.median,
                  })}
                </Text>
              ) : (
                <Text c="dimmed" size="sm">
                  {t("noAnswers")}
                </Text>
              ))}
            {q.samples &&
              (q.samples.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t("noAnswers")}
                </Text>
              ) : (
                <Stack gap={2}>
                  {q.samples.map((s, n) => (
                    <Text key={n} size="sm" lineClamp={2}>
                      “{s}”
                    </Text>
                  ))}
                </Stack>
              ))}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
