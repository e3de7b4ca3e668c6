"use client";

import {
  IconCalculator,
  IconCopy,
  IconFileDescription,
  IconFileSearch,
  IconFileText,
  IconGavel,
  IconHourglassLow,
  IconListDetails,
  IconMessageReply,
  IconMessages,
  IconPencil,
  IconReportAnalytics,
  IconTable,
  IconTableColumn,
  type Icon,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ComponentType } from "react";
import { ContentDraftCard } from "@/modules/content-hub/components/ai/content-draft-card";
import { DriveAiBlock } from "@/modules/file-management/components/ai/drive-ai-block";
import { ChatDraftCard } from "@/modules/online-chat/components/ai/chat-draft-card";
import type { AiModuleTag } from "@/lib/ai/types";
import { InvalidDraft, type DraftProps } from "./draft-frame";
import { TaskDraftCard } from "./task-draft-card";

/**
 * What the Ask AI dialog shows for each module kind with an assistant: the messages of its welcome,
 * suggested questions, feature cards and provider line (`namespace`: welcome, suggestions.<key>,
 * features.<key>.title|text|prompt, providerBuiltIn, providerModel), and its draft cards.
 */
export interface AskAiKind {
  namespace: string;
  suggestions: readonly string[];
  features: readonly { key: string; icon: Icon }[];
  Draft: ComponentType<DraftProps>;
}

/** The database generator's assistant drafts nothing: a json block in its reply is shown as it is. */
function DbAiBlock({ value }: DraftProps) {
  const t = useTranslations("ai.databaseGenerator.dialog");
  return <InvalidDraft value={value} label={t("noDrafts")} />;
}

export const ASK_AI_KINDS: Record<AiModuleTag, AskAiKind> = {
  // The task board's are the spec's (§2 Ask AI dialog).
  TaskManagement: {
    namespace: "ai.dialog",
    suggestions: ["overdue", "assigned", "priority"],
    features: [
      { key: "duplicates", icon: IconCopy },
      { key: "stuck", icon: IconHourglassLow },
      { key: "update", icon: IconReportAnalytics },
    ],
    Draft: TaskDraftCard,
  },
  ContentHub: {
    namespace: "ai.contentHub.dialog",
    suggestions: ["postDraft", "published", "drafts"],
    features: [
      { key: "draftPost", icon: IconPencil },
      { key: "describeProduct", icon: IconFileDescription },
      { key: "summary", icon: IconListDetails },
    ],
    Draft: ContentDraftCard,
  },
  OnlineChat: {
    namespace: "ai.onlineChat.dialog",
    suggestions: ["unread", "decisions", "reply"],
    features: [
      { key: "summary", icon: IconMessages },
      { key: "decisions", icon: IconGavel },
      { key: "draftReply", icon: IconMessageReply },
    ],
    Draft: ChatDraftCard,
  },
  FileManagement: {
    namespace: "ai.fileManagement.dialog",
    suggestions: ["find", "summaryRecent", "findContract"],
    features: [
      { key: "find", icon: IconFileSearch },
      { key: "summary", icon: IconFileDescription },
      { key: "content", icon: IconFileText },
    ],
    Draft: DriveAiBlock,
  },
  DatabaseGenerator: {
    namespace: "ai.databaseGenerator.dialog",
    suggestions: ["tables", "count", "schema"],
    features: [
      { key: "tables", icon: IconTable },
      { key: "columns", icon: IconTableColumn },
      { key: "figures", icon: IconCalculator },
    ],
    Draft: DbAiBlock,
  },
};
