"use client";

import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Code,
  Grid,
  Group,
  Popover,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowLeft,
  IconEye,
  IconSettings,
  IconShare,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { ApiError } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import { formApi } from "@/modules/form-builder/client/api";
import { formNameFormSchema } from "@/modules/form-builder/client/create-form";
import { useEditorState, type EditorDoc } from "@/modules/form-builder/client/editor-state";
import { FORM_TITLE_MAX, type ElementType } from "@/modules/form-builder/shared/elements";
import {
  applyLayout,
  deleteElement,
  dropElement,
  duplicateElement,
  updateElementConfig,
} from "@/modules/form-builder/shared/layout";
import type { Form, FormBuilderInfo } from "@/modules/form-builder/shared/types";
import { ElementConfigPanel } from "./element-config";
import { FormCanvas, Palette } from "./form-canvas";
import { LogicPanel } from "./logic-panel";
import { StylePanel } from "./style-panel";

import { useLeaveGuard, useUndoKeys } from "./editor-keys";

const AnalyzePanel = dynamic(() => import("./analyze-panel").then((m) => m.AnalyzePanel), { ssr: false });
const ResponsesPanel = dynamic(() => import("./responses-panel").then((m) => m.ResponsesPanel), {
  ssr: false,
});
const SettingsModal = dynamic(() => import("./settings-modal").then((m) => m.SettingsModal), { ssr: false });

export const EDITOR_VIEWS = ["form", "style", "logic", "analyze", "responses"] as const;

const docOf = (form: Form): EditorDoc => ({
  title: form.title,
  elements: form.elements,
  configuration: form.configuration,
  logic: form.logic,
});

/** /form-builder/{id}/{formId}/edit?view=form|style|logic|analyze|responses. */
export function FormEditor({
  info,
  initial,
  backHref,
}: {
  info: FormBuilderInfo;
  initial: Form;
  backHref: string;
}) {
  const t = useTranslations("formBuilder.editor");
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const view = (EDITOR_VIEWS as readonly string[]).includes(search.get("view") ?? "")
    ? search.get("view")!
    : "form";
  const [form, setForm] = useState(initial);
  const { doc, dirty, canUndo, canRedo, change, undo, redo, markSaved } = useEditorState(docOf(initial));
  const [selected, setSelected] = useState<string | null>(null);
  const [dragged, setDragged] = useState<ElementType | null>(null);
  const [busy, setBusy] = useState<"save" | "publish" | null>(null);
  const [settings, setSettings] = useState(false);
  const editable = info.access.edit;
  const leaveText = t("leaveGuard");
  const tAll = useTranslations();
  // The title is part of the document (undo and redo cover it), not a form of its own: it is
  // checked with POST …/form's rule as it changes, and nothing is saved while it fails.
  const titleError = editable
    ? translatedResolver(formNameFormSchema, tAll)({ title: doc.title }).title
    : undefined;

  useLeaveGuard(dirty, leaveText);
  useUndoKeys(undo, redo);

  const fail = (error: unknown) =>
    notifications.show({
      color: "red",
      message: error instanceof ApiError ? error.messages.join(", ") : t("failed"),
    });

  async function save(): Promise<boolean> {
    if (titleError) return false;
    setBusy("save");
    try {
      const saved = await formApi.save(info.id, form.id, {
        title: doc.title,
        elements: doc.elements,
        configuration: doc.configuration,
        logic: doc.logic,
      });
      setForm(saved);
      markSaved(doc);
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function publish() {
    if (dirty && !(await save())) return;
    setBusy("publish");
    try {
      setForm(await formApi.publish(info.id, form.id));
      notifications.show({ color: "teal", message: t("published") });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  const element = doc.elements.find((e) => e.i === selected) ?? null;
  const publicUrl = useMemo(
    () => (typeof window === "undefined" ? `/f/${form.slug}` : `${window.location.origin}/f/${form.slug}`),
    [form.slug],
  );
  const embed = `<iframe src="${publicUrl}" width="100%" height="800" style="border:0" title="${doc.title.replace(/"/g, "&quot;")}"></iframe>`;
  const status = dirty
    ? t("unsaved")
    : form.published
      ? form.hasDraftChanges
        ? t("draftChanges")
        : t("live")
      : t("notPublished");

  return (
    <Stack p={{ base: "sm", sm: "md" }} gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon component={Link} href={backHref} variant="subtle" aria-label={t("back")}>
            <IconArrowLeft size={18} />
          </ActionIcon>
          <TextInput
            aria-label={t("title")}
            value={doc.title}
            readOnly={!editable}
            maxLength={FORM_TITLE_MAX}
            error={titleError}
            onChange={(e) => {
              const title = e.currentTarget.value;
              change((d) => ({ ...d, title }));
            }}
            w={280}
            data-testid="form-title"
          />
          <Badge
            color={dirty ? "orange" : form.published ? "teal" : "gray"}
            variant="light"
            data-testid="editor-status"
          >
            {status}
          </Badge>
        </Group>
        <Group gap="xs">
          <Tooltip label={t("undo")}>
            <ActionIcon variant="default" onClick={undo} disabled={!canUndo} aria-label={t("undo")}>
              <IconArrowBackUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t("redo")}>
            <ActionIcon variant="default" onClick={redo} disabled={!canRedo} aria-label={t("redo")}>
              <IconArrowForwardUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Switch
            label={t("follow")}
            checked={form.following}
            onChange={(e) => {
              const follow = e.currentTarget.checked;
              void formApi
                .follow(info.id, form.id, follow)
                .then(({ following }) => setForm((f) => ({ ...f, following })), fail);
            }}
          />
          <Button
            component={Link}
            variant="default"
            leftSection={<IconEye size={16} />}
            href={`/form-builder/${info.id}/${form.id}/preview?view=desktop`}
            target="_blank"
          >
            {t("preview")}
          </Button>
          {form.published && (
            <Popover width={420} position="bottom-end" withArrow>
              <Popover.Target>
                <Button variant="default" leftSection={<IconShare size={16} />}>
                  {t("share")}
                </Button>
              </Popover.Target>
              <Popover.Dropdown>
                <Stack gap="xs">
                  <Text size="sm" fw={600}>
                    {t("link")}
                  </Text>
                  <Anchor href={publicUrl} target="_blank" data-testid="public-link" size="sm">
                    {publicUrl}
                  </Anchor>
                  <Text size="sm" fw={600}>
                    {t("embed")}
                  </Text>
                  <Code block>{embed}</Code>
                </Stack>
              </Popover.Dropdown>
            </Popover>
          )}
          {editable && (
            <>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => setSettings(true)}
                aria-label={t("settings")}
              >
                <IconSettings size={16} />
              </ActionIcon>
              <Button
                variant="default"
                onClick={() => void save()}
                disabled={!dirty}
                loading={busy === "save"}
                data-testid="editor-save"
              >
                {t("save")}
              </Button>
              <Button
                onClick={() => void publish()}
                loading={busy === "publish"}
                disabled={!dirty && form.published && !form.hasDraftChanges}
                data-testid="editor-publish"
              >
                {t("publish")}
              </Button>
            </>
          )}
        </Group>
      </Group>

      <Tabs
        value={view}
        onChange={(value) => router.replace(`${pathname}?view=${value ?? "form"}`, { scroll: false })}
      >
        <Tabs.List>
          {EDITOR_VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v} data-testid={`tab-${v}`}>
              {t(`views.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {view === "form" && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 2 }}>
            {editable && (
              <Palette
                onDragType={setDragged}
                onAdd={(type) => change((d) => ({ ...d, elements: dropElement(d.elements, type) }))}
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <FormCanvas
              elements={doc.elements}
              selected={selected}
              dragged={dragged}
              onSelect={setSelected}
              onLayout={(layout) => change((d) => ({ ...d, elements: applyLayout(d.elements, [...layout]) }))}
              onDrop={(type, at) => {
                setDragged(null);
                change((d) => ({ ...d, elements: dropElement(d.elements, type, at) }));
                setSelected(String(doc.elements.length));
              }}
              onDuplicate={(i) => change((d) => ({ ...d, elements: duplicateElement(d.elements, i) }))}
              onDelete={(i) => {
                setSelected(null);
                change((d) => ({ ...d, ...deleteElement(d.elements, d.logic, i) }));
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            {element ? (
              <ElementConfigPanel
                key={element.id}
                element={element}
                onChange={(patch) =>
                  change((d) => ({ ...d, elements: updateElementConfig(d.elements, element.i, patch) }))
                }
                onDuplicate={() =>
                  change((d) => ({ ...d, elements: duplicateElement(d.elements, element.i) }))
                }
                onDelete={() => {
                  setSelected(null);
                  change((d) => ({ ...d, ...deleteElement(d.elements, d.logic, element.i) }));
                }}
              />
            ) : (
              <Text c="dimmed" size="sm">
                {t("selectHint")}
              </Text>
            )}
          </Grid.Col>
        </Grid>
      )}
      {view === "style" && (
        <StylePanel
          form={{ ...doc, description: form.description }}
          onChange={(configuration) => change((d) => ({ ...d, configuration }))}
        />
      )}
      {view === "logic" && (
        <LogicPanel
          elements={doc.elements}
          logic={doc.logic}
          onChange={(logic) => change((d) => ({ ...d, logic }))}
        />
      )}
      {view === "analyze" && <AnalyzePanel moduleId={info.id} formId={form.id} />}
      {view === "responses" && (
        <ResponsesPanel
          moduleId={info.id}
          formId={form.id}
          elements={doc.elements}
          canDelete={info.access.delete}
        />
      )}
      {settings && (
        <SettingsModal
          form={form}
          moduleId={info.id}
          manage={info.access.manage}
          onClose={() => setSettings(false)}
          onSaved={setForm}
        />
      )}
    </Stack>
  );
}
