"use client";

import { Tabs } from "@mantine/core";
import { IconDatabase, IconFileSpreadsheet, IconPlugConnected } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { dvApi } from "@/modules/data-visualization/client/api";
import type { SourceRef } from "@/modules/data-visualization/shared/urls";
import type { WayProps } from "../create-dialogs";
import { DASHBOARD_NAME_MAX, dashboardNameSchema } from "../name-schema";
import { WayModal } from "../way-modal";
import { ConnectorsTab } from "./connectors-tab";
import { FilesTab } from "./files-tab";
import { TablesTab } from "./tables-tab";

/** A source's 'Connect': asks the new visualization's name (`name` first), makes it, opens Add Item. */
export type Connect = (source: SourceRef, name: string) => void;

type Tab = "tables" | "files" | "connectors";

/**
 * 'Start from scratch' → 'Connect to data source': the tabs 'On this dashboard' (database generator
 * tables), 'Files' (an uploaded CSV, TSV or XLSX) and 'Connectors' (external PostgreSQL). A source's
 * 'Connect' asks for the visualization's name (the source's by default), makes it and opens its
 * 'Add Item' dialog with the source picked.
 */
export function ConnectDialog(props: WayProps) {
  const t = useTranslations("dataVisualization.connect");
  const [tab, setTab] = useState<Tab>("tables");
  const [asking, setAsking] = useState<{ source: SourceRef; name: string } | null>(null);
  const { moduleId } = props.place;
  const connect: Connect = (source, name) => setAsking({ source, name: name.slice(0, DASHBOARD_NAME_MAX) });

  return (
    <>
      <WayModal title={t("title")} onClose={props.onClose} testId="dv-connect-dialog" size="xl">
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? "tables")} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="tables" leftSection={<IconDatabase size={16} aria-hidden />}>
              {t("tabTables")}
            </Tabs.Tab>
            <Tabs.Tab value="files" leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
              {t("tabFiles")}
            </Tabs.Tab>
            <Tabs.Tab value="connectors" leftSection={<IconPlugConnected size={16} aria-hidden />}>
              {t("tabConnectors")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="tables">
            <TablesTab moduleId={moduleId} onConnect={connect} />
          </Tabs.Panel>
          <Tabs.Panel value="files">
            <FilesTab moduleId={moduleId} access={props.access} onConnect={connect} />
          </Tabs.Panel>
          <Tabs.Panel value="connectors">
            <ConnectorsTab moduleId={moduleId} access={props.access} onConnect={connect} />
          </Tabs.Panel>
        </Tabs>
      </WayModal>
      <SingleFieldModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t("nameTitle")}
        label={t("nameLabel")}
        maxLength={DASHBOARD_NAME_MAX}
        withAsterisk
        initialValue={asking?.name ?? ""}
        schema={dashboardNameSchema}
        submitLabel={t("createAndAdd")}
        testId="dv-connect-name"
        modalTestId="dv-connect-name-dialog"
        onSubmit={async (name) => {
          if (!asking) return;
          const dashboard = await dvApi.createDashboard(moduleId, { name });
          props.onCreated(dashboard, { source: asking.source });
          return "navigating";
        }}
      />
    </>
  );
}
