"use client";

import { List } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import type { ModuleMembersApi } from "@/lib/client/modules/members-api";
import type { InviteModuleMemberInput } from "@/lib/schemas/module-members";

/**
 * Invites people to the module one call each, awaited together (§7): `inviteEach` answers the
 * failed ones with the reason to show; `sending` is true meanwhile.
 */
export function useInviteEach(api: ModuleMembersApi) {
  const t = useTranslations("errors");
  const [sending, setSending] = useState(false);
  const inviteEach = async <Item,>(
    items: Item[],
    emailOf: (item: Item) => string,
    role: InviteModuleMemberInput["role"],
  ): Promise<{ item: Item; reason: string }[]> => {
    setSending(true);
    const outcomes = await Promise.allSettled(
      items.map((item) => api.invite({ email: emailOf(item), role, permissions: {} })),
    );
    setSending(false);
    return items.flatMap((item, index) => {
      const outcome = outcomes[index];
      return outcome?.status === "rejected"
        ? [{ item, reason: errorMessage(outcome.reason, t("networkError")) }]
        : [];
    });
  };
  return { sending, inviteEach };
}

/** The green toast when some went through, for 5 s. */
export function showInvited(title: string, message: string) {
  notifications.show({ color: "teal", title, message, autoClose: 5000 });
}

/** The red toast that lists what failed, a line each, for 10 s. */
export function showFailures(title: string, testId: string, lines: { key: string; text: string }[]) {
  notifications.show({
    color: "red",
    title,
    message: (
      <List size="sm" data-testid={testId}>
        {lines.map(({ key, text }) => (
          <List.Item key={key}>{text}</List.Item>
        ))}
      </List>
    ),
    autoClose: 10_000,
  });
}
