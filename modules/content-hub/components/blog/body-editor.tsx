"use client";

import "@mantine/tiptap/styles.css";
import { FileButton, Input, Progress, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { IconPhoto } from "@tabler/icons-react";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { useRichTextLabels } from "@/components/ui/rich-text-labels";
import { contentHubApi } from "@/modules/content-hub/client/api";
import { CONTENT_UPLOAD_MAX_BYTES } from "@/modules/content-hub/shared/types";
import { ContentImage } from "../editor/image-node";

/**
 * A post's body (spec §2 Content tab): rich text with headings, lists, quotes, links and images
 * uploaded through the module (their web-sized variant goes in the HTML). `onChange` gets the HTML
 * on every change; the server sanitises it.
 */
export default function BodyEditor({
  moduleId,
  label,
  initial,
  onChange,
  readOnly,
}: {
  moduleId: string;
  label: string;
  initial: string;
  onChange: (html: string) => void;
  readOnly: boolean;
}) {
  const t = useTranslations("contentHub.body");
  const tHub = useTranslations("contentHub");
  const tValidation = useTranslations("validation");
  const labels = useRichTextLabels();
  const labelId = useId();
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  const [progress, setProgress] = useState<number | null>(null);

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, ContentImage],
    content: initial,
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: { attributes: { "aria-labelledby": labelId, "data-testid": "post-body-editor" } },
    onUpdate: ({ editor: current }) => change.current(current.getHTML()),
  });

  const insertImage = async (file: File | null) => {
    if (!file || !editor) return;
    if (file.size >= CONTENT_UPLOAD_MAX_BYTES) {
      notifications.show({
        color: "red",
        title: tHub("editorUploadFailed"),
        message: tValidation("contentFileTooLarge"),
      });
      return;
    }
    setProgress(0);
    try {
      const stored = await contentHubApi.upload(moduleId, "image", file, setProgress);
      editor
        .chain()
        .focus()
        .setImage({ src: stored.web?.url ?? stored.url, alt: file.name.replace(/\.[^.]*$/, "") })
        .run();
      notifications.show({ color: "teal", message: tHub("uploadSucceeded", { file: file.name }) });
    } catch {
      notifications.show({ color: "red", message: tHub("editorUploadFailed") });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap={4}>
      <Input.Label id={labelId}>{label}</Input.Label>
      <RichTextEditor
        editor={editor}
        labels={{
          ...labels,
          h2ControlLabel: t("h2"),
          h3ControlLabel: t("h3"),
          blockquoteControlLabel: t("quote"),
        }}
      >
        {!readOnly && (
          <RichTextEditor.Toolbar sticky stickyOffset={0}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
              <FileButton
                onChange={(file) => void insertImage(file)}
                accept="image/jpeg,image/png,image/webp,image/tiff"
              >
                {(props) => (
                  <RichTextEditor.Control
                    {...props}
                    aria-label={t("image")}
                    title={t("image")}
                    disabled={progress !== null}
                    data-testid="body-image-button"
                  >
                    <IconPhoto size={16} aria-hidden />
                  </RichTextEditor.Control>
                )}
              </FileButton>
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={320} />
      </RichTextEditor>
      {progress !== null && <Progress value={progress} aria-label={t("uploading")} animated />}
    </Stack>
  );
}
