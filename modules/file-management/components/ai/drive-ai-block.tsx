"use client";

import { useTranslations } from "next-intl";
import { InvalidDraft, type DraftProps } from "@/components/ai/draft-frame";

/** File management's assistant drafts nothing: a json block in its reply is shown as it is. */
export function DriveAiBlock({ value }: DraftProps) {
  const t = useTranslations("ai.fileManagement.dialog");
  return <InvalidDraft value={value} label={t("noDrafts")} />;
}
