"use client";

import type { RichTextEditorLabels } from "@mantine/tiptap";
import { useTranslations } from "next-intl";

/** The rich-text toolbar's labels (buttons, link editor) in the user's language. */
export function useRichTextLabels(): Partial<RichTextEditorLabels> {
  const t = useTranslations("tasks.form.editor");
  return {
    boldControlLabel: t("bold"),
    italicControlLabel: t("italic"),
    bulletListControlLabel: t("bulletList"),
    orderedListControlLabel: t("orderedList"),
    linkControlLabel: t("link"),
    unlinkControlLabel: t("unlink"),
    linkEditorInputLabel: t("linkUrl"),
    linkEditorInputPlaceholder: t("linkPlaceholder"),
    linkEditorExternalLink: t("linkExternal"),
    linkEditorInternalLink: t("linkInternal"),
    linkEditorSave: t("linkSave"),
  };
}
