"use client";

import {
  Badge,
  Button,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  useMantineTheme,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState, type FormEvent, type ReactNode } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormError } from "@/components/ui/form-error";
import { LoadError } from "@/components/ui/load-error";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { dbApi, dbQueries } from "@/modules/database-generator/client/api";
import { ColumnTypeIcon } from "@/modules/database-generator/components/column-type-icon";
import { draftBody } from "@/modules/database-generator/components/create/draft-edit";
import { draftFailure } from "@/modules/database-generator/components/create/draft-failure";
import { SampleRows } from "@/modules/database-generator/components/create/sample-rows";
import { NAME_MAX, type DatabaseDetail, type DatabaseDraft } from "@/modules/database-generator/shared/types";

export interface CreateDialogProps {
  moduleId: string;
  opened: boolean;
  onClose: () => void;
  /** The database made (the dialog has closed its form; the page opens it or lists it). */
  onCreated: (database: DatabaseDetail) => void;
}

type Template = DatabaseDraft & { id: string };

/** The creation dialogs' frame: extra large, full screen below `sm`, its close button named. */
export function CreateModal(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const t = useTranslations("databaseGenerator.create");
  const theme = useMantineTheme();
  const fullScreen = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size="xl"
      fullScreen={fullScreen}
      closeButtonProps={{ "aria-label": t("close") }}
      data-testid={props.testId}
    >
      {props.children}
    </Modal>
  );
}

/** 'Use a template' → 'Select database template': the real templates, previewed, created under a name. */
export function TemplateDialog(props: CreateDialogProps) {
  const t = useTranslations("databaseGenerator.create");
  return (
    <CreateModal
      opened={props.opened}
      onClose={props.onClose}
      title={t("templateTitle")}
      testId="db-template-dialog"
    >
      {/* Inside the modal: its choice and name start afresh each time it opens. */}
      <TemplatePicker {...props} />
    </CreateModal>
  );
}

function TemplatePicker({ moduleId, onClose, onCreated }: CreateDialogProps) {
  const t = useTranslations("databaseGenerator.create");
  const tAll = useTranslations();
  const templates = useQuery(dbQueries.templates(moduleId), { staleTime: 10 * 60_000 });
  const loadError = useErrorText(templates.error);
  const [chosenId, setChosenId] = useState<string | null>(null);
  /** The name typed, or null: the chosen template's own. */
  const [typed, setTyped] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const list: Template[] = templates.data?.data ?? [];
  const chosen = list.find((template) => template.id === chosenId) ?? list[0] ?? null;
  const name = typed ?? chosen?.name ?? "";

  const choose = (id: string) => {
    setChosenId(id);
    setTyped(null);
    setNameError(null);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || busy) return;
    const trimmed = name.trim();
    const problem = !trimmed ? "dbNameRequired" : trimmed.length > NAME_MAX ? "dbNameTooLong" : null;
    setNameError(problem && tAll(`validation.${problem}`));
    if (problem) return;
    setBusy(true);
    setError(null);
    dbApi
      .fromDraft(moduleId, draftBody(chosen, trimmed))
      .then((database) => {
        notifications.show({ color: "teal", message: t("created", { name: database.name }) });
        onCreated(database);
      })
      .catch((failure: unknown) => setError(draftFailure(failure, tAll("errors.somethingWentWrong"), t)))
      .finally(() => setBusy(false));
  };

  if (!templates.data) {
    if (loadError)
      return (
        <Stack>
          <LoadError
            error={loadError}
            title={t("templatesLoadError")}
            retryLabel={t("retry")}
            onRetry={() => void templates.refetch()}
          />
          <DialogActions closeLabel={t("cancel")} onClose={onClose} />
        </Stack>
      );
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy="true" aria-label={t("templatesLoading")}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} h={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  }

  if (!chosen)
    return (
      <Stack>
        <Text c="dimmed">{t("noTemplates")}</Text>
        <DialogActions closeLabel={t("close")} onClose={onClose} />
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Radio.Group
          value={chosen.id}
          onChange={choose}
          label={t("templatesLabel")}
          description={t("templatesHint")}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {list.map((template) => (
              <Radio.Card
                key={template.id}
                value={template.id}
                radius="md"
                p="sm"
                data-testid="db-template-card"
                data-template-id={template.id}
              >
                <Group wrap="nowrap" align="flex-start" gap="xs">
                  <Radio.Indicator mt={2} />
                  <Stack gap={4} miw={0}>
                    <Text fw={600}>{template.name}</Text>
                    <Text size="sm" c="dimmed">
                      {template.description}
                    </Text>
                    <Stack gap={2} mt={4}>
                      {template.tables.map((table) => (
                        <Text key={table.name} size="xs">
                          {t("tableSummary", {
                            name: table.name,
                            columns: table.columns.length,
                            rows: table.rows.length,
                          })}
                        </Text>
                      ))}
                    </Stack>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        <Stack gap="sm" data-testid="db-template-preview">
          <Title order={3} size="h5">
            {t("preview", { name: chosen.name })}
          </Title>
          {chosen.tables.map((table) => (
            <Stack key={table.name} gap={6}>
              <Text fw={600} size="sm">
                {table.name}
              </Text>
              <Group gap={6}>
                {table.columns.map((column, n) => (
                  <Badge
                    key={column.name}
                    variant={n === 0 ? "light" : "default"}
                    leftSection={<ColumnTypeIcon type={column.type} size={12} />}
                    tt="none"
                    fw={500}
                  >
                    {column.name}
                  </Badge>
                ))}
              </Group>
              <SampleRows
                columns={table.columns.map((column) => column.name)}
                rows={table.rows}
                caption={t("sampleRowsOf", { name: table.name })}
              />
            </Stack>
          ))}
        </Stack>

        <TextInput
          label={t("databaseName")}
          value={name}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          required
          data-testid="db-template-name"
        />
        <FormError error={error} testId="db-template-error" />
        <DialogActions closeLabel={t("cancel")} onClose={onClose}>
          <Button type="submit" loading={busy} data-testid="db-template-submit">
            {t("useTemplate")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
