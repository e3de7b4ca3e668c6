"use client";

import { Card, Group, Modal, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPlugConnected, IconSparkles, IconTemplate, type Icon } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import type { ModuleInfo } from "@/lib/modules/types";
import type { Dashboard } from "@/modules/data-visualization/shared/types";
import {
  dvHrefs,
  type DvPlace,
  type ListDialog,
  type SourceRef,
} from "@/modules/data-visualization/shared/urls";

// Each way's dialog loads only when its route opens it.
const TemplateDialog = dynamic(() => import("./template-dialog").then((module) => module.TemplateDialog));
const SmartBuilderDialog = dynamic(() =>
  import("./smart-builder-dialog").then((module) => module.SmartBuilderDialog),
);
const ConnectDialog = dynamic(() =>
  import("./connect/connect-dialog").then((module) => module.ConnectDialog),
);

const WAYS: { dialog: ListDialog; key: "scratch" | "ai" | "template"; icon: Icon }[] = [
  { dialog: "add-data-visualization-start-from-scratch", key: "scratch", icon: IconPlugConnected },
  { dialog: "add-data-visualization-use-ai-smart-builder", key: "ai", icon: IconSparkles },
  { dialog: "add-data-visualization-use-a-template", key: "template", icon: IconTemplate },
];

/** What a way's dialog calls with the visualization it made: the page opens it (or its Add Item). */
export type OnCreated = (dashboard: Dashboard, then?: { source: SourceRef }) => void;

/**
 * 'Create a new visualization' (…/dashboard/add) with its three cards, and the dialog of each way by
 * its route; closing goes back to the list, a made visualization opens (on its Add Item dialog with
 * the source picked when it was made by connecting one).
 */
export function CreateDialogs(props: {
  place: DvPlace;
  access: ModuleInfo["access"];
  dialog: ListDialog | null;
}) {
  const { place, dialog, access } = props;
  const t = useTranslations("dataVisualization.create");
  const router = useRouter();
  const small = useMediaQuery("(max-width: 48em)");
  const close = () => router.push(dvHrefs.list(place));
  const created: OnCreated = (dashboard, then) => {
    invalidateQueries({ tag: moduleTag(place.moduleId) });
    notifications.show({ color: "teal", message: t("created", { name: dashboard.name }) });
    router.push(
      then ? dvHrefs.addChart(place, dashboard.id, then.source) : dvHrefs.visualization(place, dashboard.id),
    );
  };
  const ways: WayProps = { place, access, onClose: close, onCreated: created };
  return (
    <>
      <Modal
        opened={dialog === "add"}
        onClose={close}
        title={t("title")}
        size="xl"
        fullScreen={small}
        centered
        closeButtonProps={{ "aria-label": t("close") }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="create-visualization-ways">
          {WAYS.map((way) => (
            <UnstyledButton
              key={way.key}
              component={Link}
              href={dvHrefs.list(place, way.dialog)}
              data-testid={`way-${way.key}`}
            >
              <Card withBorder padding="lg" h="100%">
                <Stack gap="sm">
                  <Group wrap="nowrap" gap="sm">
                    <ThemeIcon variant="light" size={40} radius="md">
                      <way.icon size={22} aria-hidden />
                    </ThemeIcon>
                    <Text fw={600}>{t(`${way.key}Title`)}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t(`${way.key}Text`)}
                  </Text>
                </Stack>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Modal>
      {dialog === "add-data-visualization-use-a-template" && <TemplateDialog {...ways} />}
      {dialog === "add-data-visualization-use-ai-smart-builder" && <SmartBuilderDialog {...ways} />}
      {dialog === "add-data-visualization-start-from-scratch" && <ConnectDialog {...ways} />}
    </>
  );
}

/** What each way's dialog is given. */
export interface WayProps {
  place: DvPlace;
  /** What the person may do in the module (a source's delete and edit follow it). */
  access: ModuleInfo["access"];
  onClose: () => void;
  onCreated: OnCreated;
}
