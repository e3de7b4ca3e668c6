"use client";

import { Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLogout } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { hardNavigate } from "@/lib/client/navigation";
import { useQuery } from "@/lib/client/query/use-query";
import { userApi, userQueries } from "@/lib/client/users/api";
import { deviceOf } from "@/lib/users/user-agent";
import type { UserSession } from "@/lib/users/types";

/**
 * The browsers and clients signed in as this person, most recently active first, each signed out on
 * its own (this one: a logout), or all the others at once. `version` reloads the list (after a
 * password change signed the others out).
 */
export function SessionsSection({ userId, version }: { userId: string; version: number }) {
  const t = useTranslations("profile.sessions");
  const te = useTranslations("errors");
  const format = useFormatter();
  const query = useQuery(userQueries.sessions(userId));
  const { refetch } = query;
  const sessions = query.data ?? null;
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (query.error ? errorMessage(query.error, t("loadError")) : null);
  const [busy, setBusy] = useState<string | null>(null);
  const load = async () => {
    await refetch();
  };
  // A password change that signed the others out: read the list again.
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);

  const deviceName = (session: UserSession) => {
    const { browser, os } = deviceOf(session.userAgent);
    if (browser && os) return t("browserOn", { browser, os });
    return browser ?? os ?? t("unknownDevice");
  };
  const act = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(errorMessage(caught, te("networkError")));
    } finally {
      setBusy(null);
    }
  };
  const signOut = (session: UserSession) =>
    act(session.id, async () => {
      await userApi.revokeSession(userId, session.id);
      if (session.current) return hardNavigate("/auth/login");
      notifications.show({ color: "teal", message: t("signedOut") });
      await load();
    });
  const signOutOthers = () =>
    act("others", async () => {
      const { signedOut } = await userApi.revokeOtherSessions(userId);
      notifications.show({ color: "teal", message: t("othersSignedOut", { count: signedOut }) });
      await load();
    });
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="profile-sessions">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {t("title")}
          </Title>
          <Button
            variant="default"
            leftSection={<IconLogout size={16} />}
            onClick={() => void signOutOthers()}
            loading={busy === "others"}
            disabled={!sessions || sessions.every((session) => session.current)}
            data-testid="sessions-sign-out-others"
          >
            {t("signOutOthers")}
          </Button>
        </Group>
        <FormError error={error} testId="sessions-error" />
        {query.loading ? (
          <Loader size="sm" aria-label={t("title")} />
        ) : (
          sessions && (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="xs" data-testid="sessions-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("device")}</Table.Th>
                    <Table.Th>{t("signedIn")}</Table.Th>
                    <Table.Th>{t("lastActive")}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sessions.map((session) => (
                    <Table.Tr key={session.id} data-testid="session-row" data-current={session.current}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm">{deviceName(session)}</Text>
                          {session.current && (
                            <Badge size="sm" variant="light" color="teal">
                              {t("current")}
                            </Badge>
                          )}
                          {session.viaSso && (
                            <Badge size="sm" variant="light" color="gray">
                              {t("sso")}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{when(session.createdAt)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{when(session.lastActiveAt)}</Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => void signOut(session)}
                          loading={busy === session.id}
                          aria-label={t("signOutLabel", { device: deviceName(session) })}
                          data-testid="session-sign-out"
                        >
                          {t("signOut")}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        )}
        {sessions?.length === 1 && (
          <Text size="sm" c="dimmed">
            {t("empty")}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
