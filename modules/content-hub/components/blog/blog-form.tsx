"use client";

import { ActionIcon, Box, Group, Image, Stack, Tabs, TagsInput, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useCallback, useRef } from "react";
import { translatedResolver } from "@/lib/client/form";
import { contentFileUrl, TAGS_MAX, type Post } from "@/modules/content-hub/shared/types";
import { TITLE_MAX, updatePostSchema, type UpdatePostInput } from "@/modules/content-hub/schemas/content-hub";
import { CategorySelect } from "../categories/category-select";
import { useContentHub } from "../content-hub-context";
import { SaveState } from "../editor/save-state";
import { useAutosave } from "../editor/use-autosave";
import { ContentDropzone } from "../upload/content-dropzone";

// The rich-text editor loads with the page's content tab code, not with the list.
const BodyEditor = dynamic(() => import("./body-editor"), { ssr: false });

interface BlogValues {
  title: string;
  categories: string[];
  tags: string[];
  coverImgUrl: string | null;
}

/** The post's information form, its body (autosaved 500 ms after the last change) and a full save. */
export function useBlogForm(post: Post, save: (body: UpdatePostInput) => Promise<Post>) {
  const tRoot = useTranslations();
  const form = useForm<BlogValues>({
    initialValues: {
      title: post.title,
      categories: post.categories.map((category) => category.id),
      tags: post.tags,
      coverImgUrl: post.coverImgUrl,
    },
    validate: translatedResolver(updatePostSchema, tRoot),
  });
  const body = useRef(post.content);
  const autosave = useAutosave(
    useCallback((content: string) => save({ content }), [save]),
    500,
  );
  const onBody = useCallback(
    (html: string) => {
      body.current = html;
      autosave.schedule(html);
    },
    [autosave],
  );
  const saveAll = useCallback(async () => {
    if (form.validate().hasErrors) return null;
    await autosave.cancel();
    return save({ ...form.getValues(), title: form.getValues().title.trim(), content: body.current });
  }, [form, autosave, save]);
  return { form, title: form.values.title, onBody, autosave, saveAll };
}

export function BlogForm({
  form: blog,
  post,
  canWrite,
}: {
  form: ReturnType<typeof useBlogForm>;
  post: Post;
  canWrite: boolean;
}) {
  const t = useTranslations("contentHub.blog");
  const info = useContentHub();
  const { form } = blog;
  const cover = form.values.coverImgUrl;
  return (
    <>
      <Tabs.Panel value="information" pt="md">
        <Stack maw={720} gap="md">
          <Text size="sm" c="dimmed">
            {t("intro")}
          </Text>
          <TextInput
            label={t("title")}
            placeholder={t("titlePlaceholder")}
            withAsterisk
            maxLength={TITLE_MAX}
            readOnly={!canWrite}
            data-testid="post-title"
            {...form.getInputProps("title")}
          />
          <CategorySelect
            moduleId={info.id}
            contentType="blog"
            label={t("categories")}
            placeholder={t("categoriesPlaceholder")}
            value={form.values.categories}
            onChange={(ids) => form.setFieldValue("categories", ids)}
            canManage={canWrite}
            known={post.categories}
          />
          <TagsInput
            label={t("tags")}
            placeholder={t("tagsPlaceholder")}
            maxTags={TAGS_MAX}
            clearable
            readOnly={!canWrite}
            data-testid="post-tags"
            {...form.getInputProps("tags")}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("cover")}
            </Text>
            {cover ? (
              <Group align="flex-start" gap="xs">
                <Box maw={360}>
                  <Image
                    src={contentFileUrl(cover)}
                    alt={t("coverAlt")}
                    radius="sm"
                    data-testid="post-cover"
                  />
                </Box>
                {canWrite && (
                  <ActionIcon
                    variant="default"
                    aria-label={t("removeCover")}
                    onClick={() => form.setFieldValue("coverImgUrl", null)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ) : (
              canWrite && (
                <ContentDropzone
                  moduleId={info.id}
                  kind="image"
                  label={t("coverUpload")}
                  onUploaded={(upload) => form.setFieldValue("coverImgUrl", upload.fileKey)}
                  testId="post-cover-dropzone"
                />
              )
            )}
          </Stack>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="content" pt="md">
        <Stack gap="xs">
          <Group justify="flex-end" mih={22}>
            <SaveState state={blog.autosave.state} />
          </Group>
          <BodyEditor
            moduleId={info.id}
            label={t("body")}
            initial={post.content}
            onChange={blog.onBody}
            readOnly={!canWrite}
          />
        </Stack>
      </Tabs.Panel>
    </>
  );
}
