"use client";

import { Button, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconSparkles } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import * as z from "@/lib/zod";
import { useProjectModules } from "@/modules/workflow-automation/client/project-modules";
import { automationApi } from "@/modules/workflow-automation/client/api";
import {
  AUTOMATION_LEVELS,
  AUTOMATION_NAME_MAX,
  automationNameSchema,
} from "@/modules/workflow-automation/schemas/processes";
import type { AutomationProposal } from "@/modules/workflow-automation/shared/types";
import { automationHrefs, type AutomationPlace } from "@/modules/workflow-automation/shared/urls";
import { GeneratePanel } from "./generate-panel";

const formSchema = z.object({ resourceName: automationNameSchema, level: z.enum(AUTOMATION_LEVELS) });

/**
 * The spec's 'Add automation' (…/workflow-automation/create, 858 wide): a name ('Automation name is
 * required') and the level, basic (a rule: when, if, then) or advanced (a BPMN process, the default);
 * 'Generate with AI' (open at once with `?ai=1`, the header's Ask AI) proposes a rule from a
 * description, which, once taken, is what is made (a basic automation). Made, it opens in the modeler.
 */
export function CreateDialog({ place, viewerId }: { place: AutomationPlace; viewerId: string }) {
  const t = useTranslations("workflowAutomation.create");
  const tAll = useTranslations();
  const router = useRouter();
  const small = useMediaQuery("(max-width: 48em)");
  const { loading, error, submit } = useFormSubmit();
  const form = useForm({
    initialValues: { resourceName: "", level: "advanced" as (typeof AUTOMATION_LEVELS)[number] },
    validate: translatedResolver(formSchema, tAll),
  });
  const close = () => router.push(automationHrefs.list(place));
  const [generating, setGenerating] = useState(useSearchParams().get("ai") === "1");
  const [proposal, setProposal] = useState<AutomationProposal | null>(null);
  const modules = useProjectModules(place.projectId, generating);
  const moduleNames = useMemo(
    () => new Map((modules.data ?? []).map((module) => [module.id, module.name])),
    [modules.data],
  );
  const accept = (next: AutomationProposal | null) => {
    setProposal(next);
    if (!next) return;
    form.setFieldValue("level", "basic");
    if (!form.values.resourceName.trim()) form.setFieldValue("resourceName", next.name);
  };
  return (
    <Modal
      opened
      onClose={close}
      title={t("title")}
      size={858}
      fullScreen={small}
      centered
      data-testid="create-automation-dialog"
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          submit(async () => {
            const made = await automationApi.create(place.moduleId, {
              resourceName: values.resourceName.trim(),
              level: proposal?.rule ? "basic" : values.level,
              ...(proposal?.rule ? { rule: proposal.rule } : {}),
            });
            invalidateQueries({ tag: moduleTag(place.moduleId) });
            notifications.show({ color: "teal", message: t("created", { name: made.resourceName }) });
            router.push(automationHrefs.modeler(place, made.id));
            return "navigating";
          }),
        )}
      >
        <Stack>
          <FormError error={error} />
          <TextInput
            label={t("name")}
            placeholder={t("namePlaceholder")}
            withAsterisk
            maxLength={AUTOMATION_NAME_MAX}
            data-autofocus
            {...form.getInputProps("resourceName")}
          />
          <Radio.Group
            label={t("level")}
            {...form.getInputProps("level")}
            description={proposal ? t("levelOfProposal") : undefined}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {AUTOMATION_LEVELS.map((level) => (
                <Radio.Card
                  key={level}
                  value={level}
                  p="md"
                  radius="md"
                  disabled={Boolean(proposal) && level === "advanced"}
                  data-testid={`level-${level}`}
                >
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <Stack gap={2}>
                      <Text fw={600}>{t(`levels.${level}.title`)}</Text>
                      <Text size="sm" c="dimmed">
                        {t(`levels.${level}.text`)}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <Button
            variant="subtle"
            w="fit-content"
            leftSection={<IconSparkles size={16} aria-hidden />}
            aria-expanded={generating}
            onClick={() => setGenerating((open) => !open)}
            data-testid="generate-toggle"
          >
            {t("generateWithAi")}
          </Button>
          {generating && (
            <GeneratePanel
              moduleId={place.moduleId}
              viewerId={viewerId}
              moduleNames={moduleNames}
              accepted={proposal}
              onAccept={accept}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {tAll("common.cancel")}
            </Button>
            <Button type="submit" loading={loading} data-testid="create-automation-submit">
              {t("submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
