"use client";

import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";

/** The spec's warning for an unknown, used, cancelled or expired invitation link. */
export function InvalidInvitation() {
  const t = useTranslations("invitations.accept");
  return (
    <AuthCard title={t("invalidTitle")}>
      <Stack data-testid="invite-invalid">
        <Alert color="orange" icon={<IconAlertTriangle />}>
          <Text size="sm">{t("invalidText")}</Text>
        </Alert>
        <Button component={Link} href="/auth/forgot-password" variant="light">
          {t("forgotPassword")}
        </Button>
      </Stack>
    </AuthCard>
  );
}
