"use client";

import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { DraftFrame, DraftTitle, InvalidDraft, type DraftProps } from "@/components/ai/draft-frame";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import * as z from "@/lib/zod";
import { chatApi } from "@/modules/online-chat/client/api";
import { chatReplyDraftSchema } from "@/modules/online-chat/schemas/chat-ai";
import { chatHref } from "@/modules/online-chat/shared/links";

/**
 * A json message of an Online chat's reply: a reply draft with Use draft (for those who may write),
 * which saves it as the asker's draft of that conversation (PUT …/conversations/{id}/draft, what the
 * message box starts from on every device), closes the dialog and opens the conversation
 * (`returnTo`: the module's chat page). Viewers see the draft alone; anything else shows as code.
 */
export function ChatDraftCard({ value, moduleId, returnTo, canCreate, onNavigate }: DraftProps) {
  const t = useTranslations("ai.onlineChat.dialog");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const parsed = z.safeParse(chatReplyDraftSchema, value);
  if (!parsed.success) return <InvalidDraft value={value} label={t("draftInvalid")} />;
  const draft = parsed.data;
  const use = () => {
    setBusy(true);
    chatApi.saveDraft(moduleId, draft.conversationId, draft.text).then(
      () => {
        // The open conversation (and the Drafts tab) read the saved draft again.
        invalidateQueries({ tag: moduleTag(moduleId) });
        onNavigate();
        router.push(chatHref(returnTo, { conversationId: draft.conversationId }), { scroll: false });
      },
      (error: unknown) => {
        setBusy(false);
        notifications.show({ color: "red", message: errorMessage(error, t("useFailed")) });
      },
    );
  };
  return (
    <DraftFrame
      label={t("replyDraft")}
      readOnly={t("readOnly")}
      testId="ask-ai-chat-draft"
      action={
        canCreate
          ? { label: t("useDraft"), icon: <IconCheck size={14} aria-hidden />, onClick: use, loading: busy }
          : null
      }
    >
      {draft.conversation && <DraftTitle>{t("replyTo", { conversation: draft.conversation })}</DraftTitle>}
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {draft.text}
      </Text>
    </DraftFrame>
  );
}
