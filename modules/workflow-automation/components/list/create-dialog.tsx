"use client";

import { Button, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import * as z from "@/lib/zod";
import { automationApi } from "@/modules/workflow-automation/client/api";
import {
  AUTOMATION_LEVELS,
  AUTOMATION_NAME_MAX,
  automationNameSchema,
} from "@/modules/workflow-automation/schemas/processes";
import { automationHrefs, type AutomationPlace } from "@/modules/workflow-automation/shared/urls";

const formSchema = z.object({ resourceName: automationNameSchema, level: z.enum(AUTOMATION_LEVELS) });

/**
 * The spec's 'Add automation' (…/workflow-automation/create, 858 wide): a name ('Automation name is
 * required') and the level, basic (a rule: when, if, then) or advanced (a BPMN process, the default);
 * made, it opens in the modeler.
 */
export function CreateDialog({ place }: { place: AutomationPlace }) {
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
              level: values.level,
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
          <Radio.Group label={t("level")} {...form.getInputProps("level")}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {AUTOMATION_LEVELS.map((level) => (
                <Radio.Card key={level} value={level} p="md" radius="md" data-testid={`level-${level}`}>
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
