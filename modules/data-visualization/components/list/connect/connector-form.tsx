"use client";

import {
  Button,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { FormError } from "@/components/ui/form-error";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { dvSourcesApi, type ConnectorBody } from "@/modules/data-visualization/client/api";
import type { Connector } from "@/modules/data-visualization/shared/sources";

interface Values {
  name: string;
  host: string;
  port: number | string;
  database: string;
  user: string;
  password: string;
  ssl: boolean;
}

const HOST = /^[a-zA-Z0-9.-]{1,253}$/;

/** The body of the form's values (the password left out of an edit when it is left empty: kept). */
function bodyOf(values: Values, editing: boolean): ConnectorBody {
  return {
    type: "postgresql",
    name: values.name.trim(),
    host: values.host.trim(),
    port: Number(values.port),
    database: values.database.trim(),
    user: values.user.trim(),
    ssl: values.ssl,
    ...(editing && values.password === "" ? {} : { password: values.password }),
  };
}

/**
 * A PostgreSQL connector's form: name, host, port (5432), database, user, password and SSL. The
 * server tests the connection before it saves (a 400 with the reason is shown here); on an edit a
 * password left empty keeps the stored one.
 */
export function ConnectorForm(props: {
  moduleId: string;
  editing: Connector | null;
  onSaved: (connector: Connector) => void;
  onCancel: (() => void) | null;
}) {
  const t = useTranslations("dataVisualization.connect");
  const tc = useTranslations("common");
  const { editing } = props;
  const required = (value: string) => (value.trim() ? null : t("required"));
  const form = useForm<Values>({
    initialValues: {
      name: editing?.name ?? "",
      host: editing?.host ?? "",
      port: editing?.port ?? 5432,
      database: editing?.database ?? "",
      user: editing?.user ?? "",
      password: "",
      ssl: editing?.ssl ?? false,
    },
    validate: {
      name: required,
      host: (value) => required(value) ?? (HOST.test(value.trim()) ? null : t("hostInvalid")),
      port: (value) => {
        const port = Number(value);
        return Number.isInteger(port) && port >= 1 && port <= 65535 ? null : t("portInvalid");
      },
      database: required,
      user: required,
    },
  });
  const { loading, error, submit } = useFormSubmit();
  const onSubmit = form.onSubmit((values) =>
    submit(async () => {
      const body = bodyOf(values, editing !== null);
      const saved = editing
        ? await dvSourcesApi.updateConnector(props.moduleId, editing.id, body)
        : await dvSourcesApi.createConnector(props.moduleId, body);
      invalidateQueries({ tag: moduleTag(props.moduleId) });
      notifications.show({
        color: "teal",
        message: t(editing ? "connectorSaved" : "connectorAdded", { name: saved.name }),
      });
      if (!editing) form.reset();
      props.onSaved(saved);
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="dv-connector-form">
      <Stack gap="sm">
        <TextInput label={t("connectorName")} withAsterisk maxLength={100} {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t("host")}
            placeholder="db.example.com"
            withAsterisk
            maxLength={253}
            {...form.getInputProps("host")}
          />
          <NumberInput
            label={t("port")}
            withAsterisk
            min={1}
            max={65535}
            allowDecimal={false}
            {...form.getInputProps("port")}
          />
          <TextInput label={t("database")} withAsterisk maxLength={63} {...form.getInputProps("database")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("user")}
            withAsterisk
            maxLength={63}
            autoComplete="off"
            {...form.getInputProps("user")}
          />
          <PasswordInput
            label={t("password")}
            description={editing ? t("passwordKept") : undefined}
            autoComplete="new-password"
            maxLength={1000}
            {...form.getInputProps("password")}
          />
        </SimpleGrid>
        <Switch label={t("ssl")} {...form.getInputProps("ssl", { type: "checkbox" })} />
        <FormError error={error} testId="dv-connector-error" />
        <Group justify="flex-end">
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              {tc("cancel")}
            </Button>
          )}
          <Button type="submit" loading={loading} data-testid="dv-connector-save">
            {editing ? t("saveConnector") : t("testAndSave")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
