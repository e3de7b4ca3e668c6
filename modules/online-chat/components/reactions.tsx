"use client";

import { ActionIcon, Button, Group, Popover, SimpleGrid, UnstyledButton } from "@mantine/core";
import { IconMoodSmile } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { QUICK_REACTIONS } from "@/modules/online-chat/shared/constants";
import type { ChatReaction } from "@/modules/online-chat/shared/types";
import classes from "./chat.module.css";

/** The whole set of emoji, loaded when first asked for. */
export const EmojiPicker = dynamic(() => import("./emoji-picker").then((m) => m.EmojiPicker), { ssr: false });

/** A message's reactions: each emoji with its count, pressed when the caller put it; a click toggles it. */
export function ReactionChips(props: {
  reactions: ChatReaction[];
  me: string;
  canReact: boolean;
  onToggle: (emoji: string, on: boolean) => void;
}) {
  const t = useTranslations("onlineChat");
  if (props.reactions.length === 0) return null;
  return (
    <Group gap={4} mt={2}>
      {props.reactions.map((reaction) => {
        const mine = reaction.userIds.includes(props.me);
        return (
          <Button
            key={reaction.emoji}
            size="compact-xs"
            radius="xl"
            variant={mine ? "light" : "default"}
            aria-pressed={mine}
            aria-label={t(mine ? "reactionMine" : "reaction", {
              emoji: reaction.emoji,
              count: reaction.userIds.length,
            })}
            disabled={!props.canReact}
            onClick={() => props.onToggle(reaction.emoji, !mine)}
            data-testid="chat-reaction"
          >
            {reaction.emoji} {reaction.userIds.length}
          </Button>
        );
      })}
    </Group>
  );
}

/** The button that offers the quick reactions for a message, and every emoji on request. */
export function ReactionPicker(props: { onPick: (emoji: string) => void }) {
  const t = useTranslations("onlineChat");
  const [opened, setOpened] = useState(false);
  const [all, setAll] = useState(false);
  const pick = (emoji: string) => {
    setOpened(false);
    setAll(false);
    props.onPick(emoji);
  };
  return (
    <Popover
      opened={opened}
      onChange={(open) => {
        setOpened(open);
        if (!open) setAll(false);
      }}
      position="bottom-end"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          className={classes.messageMenu}
          aria-label={t("addReaction")}
          onClick={() => setOpened((open) => !open)}
          data-testid="chat-add-reaction"
        >
          <IconMoodSmile size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={4}>
        {all ? (
          <EmojiPicker onPick={pick} />
        ) : (
          <>
            <SimpleGrid cols={4} spacing={2} verticalSpacing={2}>
              {QUICK_REACTIONS.map((emoji) => (
                <UnstyledButton
                  key={emoji}
                  className={classes.emoji}
                  aria-label={emoji}
                  onClick={() => pick(emoji)}
                >
                  {emoji}
                </UnstyledButton>
              ))}
            </SimpleGrid>
            <Button variant="subtle" size="compact-xs" fullWidth mt={4} onClick={() => setAll(true)}>
              {t("moreEmoji")}
            </Button>
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
