"use client";

import { Alert, Button, FileButton, Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { getHotkeyHandler } from "@mantine/hooks";
import { IconDownload, IconUpload } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { BpmnProcess } from "@/modules/workflow-automation/shared/types";
import type { AutomationPlace } from "@/modules/workflow-automation/shared/urls";
import type { DiagramMark } from "../diagram/diagram-canvas";
import { BPMN_TEXTS, fill } from "./bpmn-texts";
import { ModelerHeader } from "./modeler-header";
import type { DiagramElement, ModelerHandle } from "./modeler-handle";
import { PropertiesPanel } from "./properties-panel";
import { useModelerActions } from "./use-modeler-actions";

const BpmnModeler = dynamic(() => import("./bpmn-modeler"), { ssr: false });
const DiagramCanvas = dynamic(() => import("../diagram/diagram-canvas"), { ssr: false });

/** Downloads `text` as a file named `name`. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/xml" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The BPMN modeler (spec: …/{processId}/modeler): the automation's draft in bpmn-js with the properties
 * of the selected element beside it; Save (Ctrl+S), Deploy (a new version; the issues that keep a
 * draft from running, each selecting its element), Run, On/off, Import and Export of the BPMN XML.
 * A reader sees the diagram only.
 */
export function BpmnEditor(props: { place: AutomationPlace; process: BpmnProcess }) {
  const { place } = props;
  const t = useTranslations("workflowAutomation.modeler");
  const tb = useTranslations("workflowAutomation.bpmn");
  const editable = props.process.rights.edit;
  const [handle, setHandle] = useState<ModelerHandle | null>(null);
  // With a count: bpmn-js changes the selected element in place, and the panel must read it again.
  const [selection, setSelection] = useState<{ element: DiagramElement | null; version: number }>({
    element: null,
    version: 0,
  });
  const [drawError, setDrawError] = useState<string | null>(null);
  const draft = useCallback(async () => ({ source: await handle!.saveXML() }), [handle]);
  const actions = useModelerActions(place.moduleId, props.process, handle ? draft : null, handle);
  const { process, issues } = actions;
  const translate = useMemo(
    () => (text: string, replacements?: Record<string, string>) =>
      fill(BPMN_TEXTS[text] ? tb(BPMN_TEXTS[text]) : text, replacements),
    [tb],
  );
  const marks = useMemo(
    () =>
      new Map<string, DiagramMark>(
        issues.flatMap((issue) => (issue.elementId ? [[issue.elementId, "issue"] as const] : [])),
      ),
    [issues],
  );
  useEffect(() => {
    handle?.mark(marks);
  }, [handle, marks]);
  const hotkeys = getHotkeyHandler([["mod+S", () => editable && void actions.save()]]);
  const label = t("canvas", { name: process.resourceName });

  return (
    <Stack
      gap="sm"
      data-testid="automation-modeler"
      data-ready={handle || !editable ? "true" : undefined}
      onKeyDown={hotkeys}
    >
      <ModelerHeader
        place={place}
        actions={actions}
        editable={editable}
        ready={handle !== null}
        tools={
          <>
            <FileButton
              onChange={(file) => file && void actions.importFile(file)}
              accept=".bpmn,.xml,application/xml,text/xml"
            >
              {(buttonProps) => (
                <Button {...buttonProps} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
                  {t("import")}
                </Button>
              )}
            </FileButton>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!handle}
              onClick={() =>
                void handle?.saveXML().then((xml) => download(`${process.resourceName}.bpmn`, xml))
              }
            >
              {t("export")}
            </Button>
          </>
        }
      />
      {issues.length > 0 && (
        <Alert color="red" title={t("issuesTitle", { count: issues.length })} data-testid="modeler-issues">
          <Stack gap={4}>
            {issues.map((issue, index) => (
              <UnstyledButton
                key={`${issue.code}:${issue.elementId ?? ""}:${index}`}
                onClick={() => issue.elementId && handle?.select(issue.elementId)}
                disabled={!issue.elementId}
              >
                <Text size="sm">
                  {t.has(`issues.${issue.code}`) ? t(`issues.${issue.code}`) : issue.code}
                  {issue.elementId
                    ? ` — ${handle?.element(issue.elementId)?.businessObject.name || issue.elementId}`
                    : ""}
                  {issue.detail ? ` (${issue.detail})` : ""}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        </Alert>
      )}
      {drawError && (
        <Alert color="red" data-testid="modeler-draw-error">
          {drawError}
        </Alert>
      )}
      <Group align="stretch" gap="sm" wrap="wrap">
        <Paper
          withBorder
          style={{ flex: "1 1 520px", minWidth: 0, height: "calc(100dvh - 260px)", minHeight: 420 }}
        >
          {editable ? (
            <BpmnModeler
              xml={props.process.source}
              label={label}
              translate={translate}
              onReady={setHandle}
              onError={(error) => setDrawError(t("drawFailed", { reason: error.message }))}
              onChange={actions.markDirty}
              onSelect={(element) => setSelection((current) => ({ element, version: current.version + 1 }))}
            />
          ) : (
            <DiagramCanvas
              xml={props.process.source}
              navigable
              label={label}
              onError={(error) => setDrawError(t("drawFailed", { reason: error.message }))}
            />
          )}
        </Paper>
        {editable && (
          <Paper
            withBorder
            p="md"
            style={{ flex: "0 1 320px", minWidth: 260 }}
            component="aside"
            aria-label={t("properties")}
          >
            <PropertiesPanel
              element={selection.element}
              handle={handle}
              projectId={place.projectId}
              editable={editable}
              automation={{ moduleId: place.moduleId, processId: process.id, deployed: process.version > 0 }}
            />
          </Paper>
        )}
      </Group>
    </Stack>
  );
}
