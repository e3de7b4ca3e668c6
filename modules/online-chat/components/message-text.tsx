"use client";

import { useMemo } from "react";
import { MarkdownBlocks } from "@/components/ai/markdown-text";
import { messageBlocks } from "@/modules/online-chat/shared/message-text";

/** A message's text (shared/message-text.ts): lines, lists, emphasis, code and links, as React nodes. */
export function MessageText({ text }: { text: string }) {
  const blocks = useMemo(() => messageBlocks(text), [text]);
  return (
    <div data-testid="chat-message-text">
      <MarkdownBlocks blocks={blocks} gap={4} />
    </div>
  );
}
