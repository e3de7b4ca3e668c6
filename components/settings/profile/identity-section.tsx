"use client";

import { Avatar, Button, Card, FileButton, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { userApi } from "@/lib/client/users/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { COVER_MAX_BYTES } from "@/lib/projects/covers";
import { nameSchema } from "@/lib/schemas/auth";
import type { UserProfile } from "@/lib/users/types";
import { AvatarCrop, type AvatarCropArea } from "./avatar-crop";

const ACCEPTED = ["image/jpeg", "image/png"];

/**
 * The picture (JPG/PNG under 2 MB, the spec's messages; the square chosen in AvatarCrop) and the
 * name. Each saves on its own and refreshes the page, so the header shows the change.
 */
export function IdentitySection({
  profile,
  onChange,
}: {
  profile: UserProfile;
  onChange: (profile: UserProfile) => void;
}) {
  const t = useTranslations("profile");
  const tv = useTranslations("validation");
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [name, setName] = useState(profile.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const avatar = useFormSubmit();
  const saveName = useFormSubmit();

  const choose = (chosen: File | null) => {
    setFileError(null);
    if (!chosen) return;
    // The server checks the bytes too; these are the spec's answers before any upload.
    if (!ACCEPTED.includes(chosen.type)) return setFileError(tv("fileType"));
    if (chosen.size >= COVER_MAX_BYTES) return setFileError(tv("fileTooLarge"));
    setFile(chosen);
  };
  const upload = (crop: AvatarCropArea) =>
    avatar.submit(async () => {
      if (!file) return;
      onChange(await userApi.setAvatar(profile.id, file, crop));
      setFile(null);
      notifications.show({ color: "teal", message: t("avatar.saved") });
      router.refresh();
    });
  const remove = () =>
    avatar.submit(async () => {
      onChange(await userApi.removeAvatar(profile.id));
      notifications.show({ color: "teal", message: t("avatar.removed") });
      router.refresh();
    });
  const submitName = () => {
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success)
      return setNameError(tv(parsed.error.issues[0]!.message.replace(/^validation\./, "")));
    setNameError(null);
    void saveName.submit(async () => {
      const saved = await userApi.savePreferences(profile.id, { name: parsed.data });
      onChange(saved);
      setName(saved.name);
      notifications.show({ color: "teal", message: t("name.saved") });
      router.refresh();
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="profile-identity">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t("avatar.title")}
          </Title>
          <Group gap="lg" wrap="wrap">
            <Avatar
              src={profile.image}
              name={profile.name}
              color="initials"
              size={96}
              radius={96}
              alt={profile.name}
              data-testid="profile-avatar"
            />
            <Stack gap={6}>
              <Group gap="xs">
                <FileButton onChange={choose} accept={ACCEPTED.join(",")}>
                  {(props) => (
                    <Button {...props} leftSection={<IconPhotoUp size={16} />} data-testid="avatar-upload">
                      {profile.image ? t("avatar.change") : t("avatar.upload")}
                    </Button>
                  )}
                </FileButton>
                {profile.image && (
                  <Button
                    variant="default"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => void remove()}
                    loading={avatar.loading && file === null}
                    data-testid="avatar-remove"
                  >
                    {t("avatar.remove")}
                  </Button>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t("avatar.hint")}
              </Text>
            </Stack>
          </Group>
          <FormError error={fileError ?? (file === null ? avatar.error : null)} testId="avatar-error" />
        </Stack>

        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitName();
          }}
        >
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t("name.title")}
            </Title>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t("name.label")}
                value={name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setNameError(null);
                }}
                error={nameError}
                autoComplete="name"
                maxLength={100}
                w={320}
                maw="100%"
                data-testid="profile-name-input"
              />
              <Button
                type="submit"
                loading={saveName.loading}
                disabled={name.trim() === profile.name}
                data-testid="profile-name-save"
              >
                {t("name.save")}
              </Button>
            </Group>
            <FormError error={saveName.error} testId="profile-name-error" />
          </Stack>
        </form>
      </Stack>
      <AvatarCrop
        file={file}
        saving={avatar.loading}
        error={avatar.error}
        onCancel={() => {
          avatar.setError(null);
          setFile(null);
        }}
        onSave={(crop) => void upload(crop)}
      />
    </Card>
  );
}
