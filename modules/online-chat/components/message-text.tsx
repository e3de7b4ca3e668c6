"use client";

import { useMemo } from "react";
import { MarkdownBlocks } from "@/components/ai/markdown-text";
import { messageBlocks, type MentionNames } from "@/modules/online-chat/shared/message-text";

/**
 * A message's text (shared/message-text.ts): lines, lists, emphasis, code, links and its @mentions
 * (the reader's own stand out more), as React nodes.
 */
export function MessageText({ text, mentions }: { text: string; mentions?: MentionNames }) {
  const blocks = useMemo(() => messageBlocks(text, mentions), [text, mentions]);
  return (
    <div data-testid="chat-message-text">
      <MarkdownBlocks blocks={blocks} gap={4} />
    </div>
  );
}
