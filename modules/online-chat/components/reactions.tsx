"use client";

import { ActionIcon, Button, Group, Popover, SimpleGrid, UnstyledButton } from "@mantine/core";
import { IconMoodSmile } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { QUICK_REACTIONS } from "@/modules/online-chat/shared/constants";
import type { ChatReaction } from "@/modules/online-chat/shared/types";
import classes from "./chat.module.css";

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

/** The button that offers the quick reactions for a message. */
export function ReactionPicker(props: { onPick: (emoji: string) => void }) {
  const t = useTranslations("onlineChat");
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal trapFocus>
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
        <SimpleGrid cols={4} spacing={2} verticalSpacing={2}>
          {QUICK_REACTIONS.map((emoji) => (
            <UnstyledButton
              key={emoji}
              className={classes.emoji}
              aria-label={emoji}
              onClick={() => {
                setOpened(false);
                props.onPick(emoji);
              }}
            >
              {emoji}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
