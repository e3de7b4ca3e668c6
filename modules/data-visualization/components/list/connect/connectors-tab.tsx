"use client";

import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconBrandMongodb,
  IconDatabase,
  IconPencil,
  IconPlugConnected,
  IconServer,
  IconTrash,
  type Icon,
} from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { useTimeZone } from "@/lib/client/time-zone";
import type { ModuleInfo } from "@/lib/modules/types";
import { dvQueries, dvSourcesApi } from "@/modules/data-visualization/client/api";
import {
  AVAILABLE_CONNECTORS,
  CONNECTOR_TYPES,
  type Connector,
} from "@/modules/data-visualization/shared/sources";
import type { Connect } from "./connect-dialog";
import { ConnectorForm } from "./connector-form";

const TYPE_ICONS: Record<(typeof CONNECTOR_TYPES)[number], Icon> = {
  sqlserver: IconServer,
  mongodb: IconBrandMongodb,
  postgresql: IconDatabase,
};

/** A saved connector: where it points, 'Connect', edit and delete. */
function ConnectorCard(props: {
  moduleId: string;
  connector: Connector;
  access: ModuleInfo["access"];
  onConnect: Connect;
  onEdit: () => void;
}) {
  const t = useTranslations("dataVisualization.connect");
  const tc = useTranslations("common");
  const format = useFormatter();
  const zone = useTimeZone(null) ?? "UTC";
  const { connector } = props;
  const remove = async () => {
    const confirmed = await confirmAction({
      title: t("deleteConnectorTitle"),
      message: t("deleteConnectorMessage", { name: connector.name }),
      confirm: tc("delete"),
      cancel: tc("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await dvSourcesApi.deleteConnector(props.moduleId, connector.id);
      invalidateQueries({ tag: moduleTag(props.moduleId) });
      notifications.show({ color: "teal", message: t("connectorDeleted", { name: connector.name }) });
    } catch (failure) {
      notifications.show({ color: "red", message: errorMessage(failure, t("actionFailed")) });
    }
  };
  return (
    <Card withBorder padding="sm" data-testid="dv-connector" data-connector-id={connector.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Group gap="xs">
            <Text fw={600} size="sm" truncate>
              {connector.name}
            </Text>
            {connector.ssl && (
              <Badge variant="light" color="teal" size="sm">
                {t("sslOn")}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {`${connector.user}@${connector.host}:${connector.port}/${connector.database}`}
          </Text>
          <Text size="xs" c="dimmed">
            {connector.testedAt
              ? t("testedAt", {
                  when: format.dateTime(new Date(connector.testedAt), {
                    dateStyle: "medium",
                    timeZone: zone,
                  }),
                })
              : t("notTested")}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlugConnected size={14} aria-hidden />}
            onClick={() => props.onConnect({ type: "connector", id: connector.id }, connector.name)}
            aria-label={t("connectTo", { name: connector.name })}
            data-testid="dv-connect-connector"
          >
            {t("connect")}
          </Button>
          {props.access.edit && (
            <Tooltip label={t("editConnector", { name: connector.name })}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={props.onEdit}
                aria-label={t("editConnector", { name: connector.name })}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {props.access.delete && (
            <Tooltip label={t("deleteConnector", { name: connector.name })}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => void remove()}
                aria-label={t("deleteConnector", { name: connector.name })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Card>
  );
}

/**
 * 'Connectors': the kinds of database (SQL Server and MongoDB shown as not available — only
 * PostgreSQL connects), the PostgreSQL form (the server tests the connection before saving), and
 * the module's connectors, each to connect, edit or delete.
 */
export function ConnectorsTab(props: { moduleId: string; access: ModuleInfo["access"]; onConnect: Connect }) {
  const t = useTranslations("dataVisualization.connect");
  const tc = useTranslations("common");
  const connectors = useQuery(dvQueries.connectors(props.moduleId));
  const listError = useErrorText(connectors.error);
  const [editing, setEditing] = useState<Connector | null>(null);
  return (
    <Stack gap="md">
      <Radio.Group value="postgresql" label={t("typeLabel")} readOnly>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
          {CONNECTOR_TYPES.map((type) => {
            const available = AVAILABLE_CONNECTORS.includes(type);
            const Shape = TYPE_ICONS[type];
            return (
              <Radio.Card
                key={type}
                value={type}
                disabled={!available}
                radius="md"
                p="sm"
                aria-describedby={`dv-connector-${type}-note`}
                data-testid="dv-connector-type"
                data-available={available ? "true" : "false"}
              >
                <Group wrap="nowrap" align="flex-start" gap="xs">
                  <Radio.Indicator mt={2} disabled={!available} />
                  <Shape size={20} aria-hidden />
                  <Stack gap={2}>
                    <Text fw={600} size="sm">
                      {t(`types.${type}`)}
                    </Text>
                    <Text size="xs" c="dimmed" id={`dv-connector-${type}-note`}>
                      {available ? t("available") : t("notAvailable")}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>

      {props.access.add && (
        <Card withBorder padding="md">
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {editing ? t("editTitle", { name: editing.name }) : t("newTitle")}
            </Text>
            <Text size="xs" c="dimmed">
              {t("readOnlyNote")}
            </Text>
            <ConnectorForm
              key={editing?.id ?? "new"}
              moduleId={props.moduleId}
              editing={editing}
              onSaved={() => setEditing(null)}
              onCancel={editing ? () => setEditing(null) : null}
            />
          </Stack>
        </Card>
      )}

      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t("connectorsTitle")}
        </Text>
        <LoadError
          error={listError}
          title={t("connectorsFailed")}
          retryLabel={tc("retry")}
          onRetry={() => void connectors.refetch()}
        />
        {!connectors.data && !listError && <Skeleton h={56} aria-busy="true" />}
        {connectors.data?.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="dv-connectors-empty">
            {t("connectorsEmpty")}
          </Text>
        )}
        {connectors.data?.map((connector) => (
          <ConnectorCard
            key={connector.id}
            moduleId={props.moduleId}
            connector={connector}
            access={props.access}
            onConnect={props.onConnect}
            onEdit={() => setEditing(connector)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
