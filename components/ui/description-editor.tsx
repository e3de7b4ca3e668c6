"use client";

import "@mantine/tiptap/styles.css";
import { Group, Input } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useRichTextLabels } from "@/components/ui/rich-text-labels";
import { useEffect, useId, useRef, type ReactNode } from "react";

export interface DescriptionEditorProps {
  label: string;
  /** HTML. A change from outside is applied only while the editor does not have focus. */
  value: string;
  onChange: (html: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  readOnly?: boolean;
  /** The editable area's data-testid. */
  testId?: string;
  /** Beside the label (a task's "Draft with AI"). */
  labelAction?: ReactNode;
}

/** A description in rich text (bold, italic, lists, links); the server sanitises the HTML. */
export default function DescriptionEditor({
  label,
  value,
  onChange,
  onFocus,
  onBlur,
  readOnly = false,
  testId = "task-description-editor",
  labelAction,
}: DescriptionEditorProps) {
  const labels = useRichTextLabels();
  const labelId = useId();
  const handlers = useRef({ onChange, onFocus, onBlur });
  useEffect(() => {
    handlers.current = { onChange, onFocus, onBlur };
  });

  const editor = useEditor({
    // StarterKit 3 ships a link extension; Mantine's (Mod+K opens the link editor) replaces it.
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: {
      attributes: { "aria-labelledby": labelId, "data-testid": testId },
    },
    onUpdate: ({ editor: current }) => handlers.current.onChange(current.getHTML()),
    onFocus: () => handlers.current.onFocus?.(),
    onBlur: () => handlers.current.onBlur?.(),
  });

  useEffect(() => {
    if (!editor || editor.isFocused) return;
    if (editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Input.Label id={labelId}>{label}</Input.Label>
        {labelAction}
      </Group>
      <RichTextEditor editor={editor} labels={labels}>
        {!readOnly && (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={readOnly ? undefined : 110} />
      </RichTextEditor>
    </div>
  );
}
