"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ApiError, errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { useBeforeUnloadGuard } from "@/lib/client/use-before-unload-guard";
import { moduleTag } from "@/lib/client/query/spec";
import { automationApi, type ProcessChange } from "@/modules/workflow-automation/client/api";
import type { BpmnProcess } from "@/modules/workflow-automation/shared/types";
import type { ModelerHandle } from "./modeler-handle";

/** A problem the compiler found in a draft (the deploy's 400), with the element at fault. */
export interface CompileIssue {
  code: string;
  elementId: string | null;
  detail?: string;
}

function issuesOf(failure: unknown): CompileIssue[] | null {
  if (!(failure instanceof ApiError) || failure.status !== 400) return null;
  const body = failure.body as { issues?: unknown } | undefined;
  return Array.isArray(body?.issues) ? (body.issues as CompileIssue[]) : null;
}

/**
 * The modeler's writes: save the draft (what `draft` answers: the BPMN modeler's source, the rule
 * builder's rule), deploy it (saved first; a draft that cannot run answers its issues), run it by
 * hand, turn it on or off, import a file. Each reports its outcome as a toast.
 */
export function useModelerActions(
  moduleId: string,
  initial: BpmnProcess,
  draft: (() => Promise<ProcessChange>) | null,
  handle: ModelerHandle | null = null,
) {
  const t = useTranslations("workflowAutomation.modeler");
  const [process, setProcess] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<"save" | "deploy" | "run" | "toggle" | null>(null);
  const [issues, setIssues] = useState<CompileIssue[]>([]);
  useBeforeUnloadGuard(dirty);

  const fail = (failure: unknown) =>
    notifications.show({ color: "red", message: errorMessage(failure, t("actionFailed")) });
  const changed = (next: BpmnProcess) => {
    setProcess(next);
    invalidateQueries({ tag: moduleTag(moduleId) });
  };

  const saveDraft = async (): Promise<boolean> => {
    if (!draft) return false;
    changed(await automationApi.update(moduleId, process.id, await draft()));
    setDirty(false);
    return true;
  };

  const run = async <T>(what: typeof busy, work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(what);
    try {
      return await work();
    } catch (failure) {
      fail(failure);
      return undefined;
    } finally {
      setBusy(null);
    }
  };

  return {
    process,
    dirty,
    busy,
    issues,
    setIssues,
    markDirty: () => setDirty(true),
    save: () =>
      run("save", async () => {
        if (await saveDraft()) notifications.show({ color: "teal", message: t("saved") });
      }),
    deploy: () =>
      run("deploy", async () => {
        if (dirty && !(await saveDraft())) return;
        try {
          const deployed = await automationApi.deploy(moduleId, process.id);
          changed(deployed.process);
          setIssues([]);
          notifications.show({ color: "teal", message: t("deployed", { version: deployed.version }) });
        } catch (failure) {
          const found = issuesOf(failure);
          if (!found) throw failure;
          setIssues(found);
          notifications.show({ color: "red", message: t("notDeployed", { count: found.length }) });
        }
      }),
    start: () =>
      run("run", async () => {
        await automationApi.start(moduleId, process.id, crypto.randomUUID());
        invalidateQueries({ tag: moduleTag(moduleId) });
        notifications.show({ color: "teal", message: t("runStarted") });
      }),
    toggle: () =>
      run("toggle", async () => {
        changed(await automationApi.update(moduleId, process.id, { enabled: !process.enabled }));
      }),
    importFile: (file: File) =>
      run("save", async () => {
        if (!handle) return;
        if (file.size > 1_000_000) throw new Error(t("importTooLarge"));
        const previous = await handle.saveXML();
        try {
          await handle.importXML(await file.text());
        } catch {
          // A file bpmn-js cannot draw leaves the diagram as it was.
          await handle.importXML(previous);
          throw new Error(t("importFailed", { name: file.name }));
        }
        setDirty(true);
        setIssues([]);
        notifications.show({ color: "teal", message: t("imported", { name: file.name }) });
      }),
  };
}
