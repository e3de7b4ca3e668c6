"use client";

import { Anchor, Code, List, Mark, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { Fragment, useMemo } from "react";
import { parseBlocks, type Inline } from "@/lib/ai/markdown-lite";

/**
 * markdown-lite's inlines, and what a caller found in the text (a chat message's): web addresses and
 * @mentions (`me`: the reader is the one mentioned, or everyone is).
 */
export type RenderedInline =
  Inline | { kind: "url"; text: string; href: string } | { kind: "mention"; text: string; me: boolean };
export type RenderedBlock =
  { kind: "paragraph"; lines: RenderedInline[][] } | { kind: "list"; items: RenderedInline[][] };

function Inlines({ items, onNavigate }: { items: RenderedInline[]; onNavigate?: () => void }) {
  return items.map((item, index) => {
    switch (item.kind) {
      case "text":
        return <Fragment key={index}>{item.text}</Fragment>;
      case "bold":
        return <strong key={index}>{item.text}</strong>;
      case "em":
        return <em key={index}>{item.text}</em>;
      case "code":
        return <Code key={index}>{item.text}</Code>;
      case "link":
        return (
          <Anchor key={index} component={Link} href={item.href} underline="always" onClick={onNavigate}>
            {item.text}
          </Anchor>
        );
      case "mention":
        return (
          <Mark
            key={index}
            color={item.me ? "yellow" : "blue"}
            fw={600}
            px={2}
            style={{ borderRadius: 4 }}
            data-testid="chat-mention"
            data-me={item.me ? "true" : undefined}
          >
            {item.text}
          </Mark>
        );
      case "url":
        return (
          <Anchor
            key={index}
            href={item.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            underline="always"
          >
            {item.text}
          </Anchor>
        );
    }
  });
}

/** Parsed markdown-lite as React nodes (never HTML): paragraphs with their lines, and lists. */
export function MarkdownBlocks(props: { blocks: RenderedBlock[]; onNavigate?: () => void; gap?: number }) {
  return (
    <Stack gap={props.gap ?? 6}>
      {props.blocks.map((block, index) =>
        block.kind === "list" ? (
          <List key={index} size="sm" spacing={4} withPadding>
            {block.items.map((item, i) => (
              <List.Item key={i}>
                <Inlines items={item} onNavigate={props.onNavigate} />
              </List.Item>
            ))}
          </List>
        ) : (
          <Text key={index} size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                <Inlines items={line} onNavigate={props.onNavigate} />
              </Fragment>
            ))}
          </Text>
        ),
      )}
    </Stack>
  );
}

/** A chat message's text (lib/ai/markdown-lite.ts): paragraphs, lists, emphasis and links to this site. */
export function MarkdownText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const blocks = useMemo(() => parseBlocks(text), [text]);
  return <MarkdownBlocks blocks={blocks} onNavigate={onNavigate} />;
}
