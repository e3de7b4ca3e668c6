"use client";

import { List, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { passwordRules } from "@/lib/schemas/auth";

/** The spec's criteria list, each rule ticked live as the password is typed. */
export function PasswordChecklist({ value, showIntro }: { value: string; showIntro: boolean }) {
  const t = useTranslations("validation");
  return (
    <div data-testid="password-checklist">
      {showIntro && (
        <Text size="sm" c="red" mb={6}>
          {t("passwordCriteria")}
        </Text>
      )}
      <List spacing={2} size="sm" center>
        {passwordRules.map((rule) => {
          const ok = rule.test(value);
          return (
            <List.Item
              key={rule.key}
              data-ok={ok}
              icon={
                <ThemeIcon
                  color={ok ? "teal" : "gray"}
                  size={16}
                  radius="xl"
                  variant={ok ? "filled" : "light"}
                >
                  {ok ? <IconCheck size={11} /> : <IconX size={11} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={ok ? undefined : "dimmed"}>
                {t(rule.key)}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
