"use client";

import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { CurrentPasswordInput } from "./current-password-input";
import { errorMessage } from "@/lib/client/api";
import { hardNavigate } from "@/lib/client/navigation";
import { userApi } from "@/lib/client/users/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import type { AccountDeletionPlan, UserProfile } from "@/lib/users/types";

/**
 * Delete my account: the dialog first says what happens to the workspaces (those owned alone go with
 * it; those owned with others must change owner first, and block it), then asks for the address typed
 * again and the password. Afterwards the browser is signed out, on the sign-in page.
 */
export function DeleteAccountSection({ profile }: { profile: UserProfile }) {
  const t = useTranslations("profile.delete");
  const [opened, setOpened] = useState(false);
  const [plan, setPlan] = useState<AccountDeletionPlan | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState("");
  const [password, setPassword] = useState("");
  const { loading, error, setError, submit } = useFormSubmit();

  const open = async () => {
    setOpened(true);
    setPlan(null);
    setPlanError(null);
    setError(null);
    try {
      setPlan(await userApi.deletionPlan(profile.id));
    } catch (caught) {
      setPlanError(errorMessage(caught, t("loadError")));
    }
  };
  const blocked = plan !== null && plan.blocking.length > 0;
  const confirmed =
    confirmation.trim().toLowerCase() === profile.email && (!profile.hasPassword || password !== "");

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="profile-delete"
      style={{ borderColor: "var(--mantine-color-red-4)" }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" c="red">
          {t("title")}
        </Title>
        <Text size="sm">{t("intro")}</Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => void open()}
          data-testid="delete-account-open"
        >
          {t("open")}
        </Button>
      </Stack>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("title")} centered size="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!confirmed || blocked) return;
            void submit(async () => {
              await userApi.deleteAccount(profile.id, {
                confirmation: confirmation.trim(),
                password: profile.hasPassword ? password : undefined,
              });
              hardNavigate("/auth/login");
              return "navigating";
            });
          }}
        >
          <Stack gap="md" data-testid="delete-account-dialog">
            <FormError error={planError} />
            {plan === null && !planError && (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm">{t("loading")}</Text>
              </Group>
            )}
            {plan && (
              <>
                {plan.blocking.length > 0 && (
                  <Alert color="orange" icon={<IconAlertTriangle />} data-testid="delete-account-blocking">
                    <Stack gap={4}>
                      <Text size="sm">
                        {t.rich("blocking", {
                          link: (chunks) => (
                            <Anchor component={Link} href="/user-management" size="sm">
                              {chunks}
                            </Anchor>
                          ),
                        })}
                      </Text>
                      <List size="sm">
                        {plan.blocking.map((workspace) => (
                          <List.Item key={workspace.id}>
                            {workspace.name} — {t("members", { count: workspace.members })}
                          </List.Item>
                        ))}
                      </List>
                    </Stack>
                  </Alert>
                )}
                {plan.deleted.length > 0 && (
                  <Stack gap={4} data-testid="delete-account-deleted">
                    <Text size="sm">{t("deletedWorkspaces")}</Text>
                    <List size="sm">
                      {plan.deleted.map((workspace) => (
                        <List.Item key={workspace.id}>{workspace.name}</List.Item>
                      ))}
                    </List>
                  </Stack>
                )}
                <Text size="sm">{t("left", { count: plan.left })}</Text>
              </>
            )}
            <TextInput
              label={t("confirmation", { email: profile.email })}
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              autoComplete="off"
              disabled={blocked}
              data-testid="delete-account-confirmation"
            />
            <CurrentPasswordInput
              hasPassword={profile.hasPassword}
              value={password}
              onChange={setPassword}
              disabled={blocked}
              testId="delete-account-password"
            />
            <FormError error={error} testId="delete-account-error" />
            <Group justify="flex-end">
              <Button
                type="submit"
                color="red"
                loading={loading}
                disabled={!confirmed || blocked || plan === null}
                data-testid="delete-account-submit"
              >
                {t("submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
