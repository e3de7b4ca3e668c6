"use client";

import {
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  UnstyledButton,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconFileImport, IconPencilPlus, IconSparkles, IconTemplate, type Icon } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import * as z from "@/lib/zod";
import { dbApi } from "@/modules/database-generator/client/api";
import { dbNameSchema } from "@/modules/database-generator/schemas/inputs";
import { DESCRIPTION_MAX, NAME_MAX, type DatabaseDetail } from "@/modules/database-generator/shared/types";
import {
  dbHrefs,
  type DashboardDialog,
  type DashboardView,
  type DbPlace,
} from "@/modules/database-generator/shared/urls";

// The three heavier ways load only when their dialog opens.
const SmartBuilderDialog = dynamic(() =>
  import("../create/smart-builder-dialog").then((module) => module.SmartBuilderDialog),
);
const TemplateDialog = dynamic(() =>
  import("../create/template-dialog").then((module) => module.TemplateDialog),
);
const ImportDialog = dynamic(() => import("../import/import-dialog").then((module) => module.ImportDialog));

const WAYS: { dialog: DashboardDialog; key: "scratch" | "ai" | "template" | "import"; icon: Icon }[] = [
  { dialog: "add-database-start-from-scratch", key: "scratch", icon: IconPencilPlus },
  { dialog: "add-database-use-ai-smart-builder", key: "ai", icon: IconSparkles },
  { dialog: "add-database-use-a-template", key: "template", icon: IconTemplate },
  { dialog: "add-database-import-from-other-source", key: "import", icon: IconFileImport },
];

const scratchSchema = z.object({
  name: dbNameSchema,
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "validation.dbDescriptionRequired"),
      z.maxLength(DESCRIPTION_MAX, "validation.dbDescriptionTooLong"),
    ),
});

/** 'Create a database' (start from scratch): a name and a description, both required as the spec marks them. */
function ScratchDialog(props: {
  place: DbPlace;
  opened: boolean;
  onClose: () => void;
  onCreated: (database: DatabaseDetail) => void;
}) {
  const t = useTranslations("databaseGenerator.scratch");
  const tc = useTranslations("common");
  const tAll = useTranslations();
  const form = useForm({
    initialValues: { name: "", description: "" },
    validate: translatedResolver(scratchSchema, tAll),
  });
  const { loading, error, submit } = useFormSubmit();
  const onSubmit = form.onSubmit((values) =>
    submit(async () => {
      const database = await dbApi.createDatabase(
        props.place.moduleId,
        values.name.trim(),
        values.description.trim(),
      );
      props.onCreated(database);
      return "navigating";
    }),
  );
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t("title")} centered>
      <form onSubmit={onSubmit} noValidate data-testid="scratch-form">
        <Stack gap="sm">
          <FormError error={error} />
          <TextInput
            label={t("name")}
            placeholder={t("namePlaceholder")}
            withAsterisk
            maxLength={NAME_MAX}
            data-autofocus
            {...form.getInputProps("name")}
          />
          <Textarea
            label={t("description")}
            placeholder={t("descriptionPlaceholder")}
            withAsterisk
            autosize
            minRows={3}
            maxLength={DESCRIPTION_MAX}
            {...form.getInputProps("description")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {tc("cancel")}
            </Button>
            <Button type="submit" loading={loading}>
              {t("submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * 'Create a new database' (…/dashboard/add-database) with its four cards, and the dialog of each way
 * by its route; closing goes back to the databases, a made database opens.
 */
export function CreateDialogs(props: {
  place: DbPlace;
  view: DashboardView;
  dialog: DashboardDialog | null;
}) {
  const { place, view, dialog } = props;
  const t = useTranslations("databaseGenerator.chooser");
  const router = useRouter();
  const small = useMediaQuery("(max-width: 48em)");
  const close = () => router.push(dbHrefs.dashboard(place, view));
  // The template and smart builder dialogs tell of what they made; the scratch dialog does not.
  const created = (database: DatabaseDetail, tell = false) => {
    invalidateQueries({ tag: moduleTag(place.moduleId) });
    if (tell) notifications.show({ color: "teal", message: t("created", { name: database.name }) });
    router.push(dbHrefs.database(place, database.id));
  };
  return (
    <>
      <Modal
        opened={dialog === "add-database"}
        onClose={close}
        title={t("title")}
        size="xl"
        fullScreen={small}
        centered
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="create-database-ways">
          {WAYS.map((way) => (
            <UnstyledButton
              key={way.key}
              component={Link}
              href={dbHrefs.dashboard(place, view, way.dialog)}
              data-testid={`way-${way.key}`}
            >
              <Card withBorder padding="lg" h="100%">
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size={40} radius="md">
                    <way.icon size={22} aria-hidden />
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Text fw={600}>{t(`${way.key}Title`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`${way.key}Text`)}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Modal>
      <ScratchDialog
        place={place}
        opened={dialog === "add-database-start-from-scratch"}
        onClose={close}
        onCreated={(database) => created(database, true)}
      />
      {dialog === "add-database-use-ai-smart-builder" && (
        <SmartBuilderDialog
          moduleId={place.moduleId}
          opened={dialog === "add-database-use-ai-smart-builder"}
          onClose={close}
          onCreated={created}
        />
      )}
      {dialog === "add-database-use-a-template" && (
        <TemplateDialog
          moduleId={place.moduleId}
          opened={dialog === "add-database-use-a-template"}
          onClose={close}
          onCreated={created}
        />
      )}
      {dialog === "add-database-import-from-other-source" && (
        <ImportDialog
          moduleId={place.moduleId}
          databaseId={null}
          opened={dialog === "add-database-import-from-other-source"}
          onClose={close}
          onImported={(result, databaseId) => {
            invalidateQueries({ tag: moduleTag(place.moduleId) });
            router.push(dbHrefs.table(place, databaseId, result.table.id));
          }}
        />
      )}
    </>
  );
}
