"use client";

import { Stack, Tabs } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { contentHubApi } from "@/modules/content-hub/client/api";
import type { Post } from "@/modules/content-hub/shared/types";
import { useContentHub } from "../content-hub-context";
import { EditorHeader } from "../editor/editor-header";
import { EditorPage } from "../editor/editor-page";
import type { EditorItem } from "../editor/use-editor-item";
import { BlogForm, useBlogForm } from "./blog-form";

/** /content-hub/{moduleId}/blog/{postId}: the blog editor (spec §2), information and content tabs. */
export function BlogEditor({ postId }: { postId: string }) {
  return (
    <EditorPage kind="blog" id={postId}>
      {(editor, listHref) => (
        <LoadedBlogEditor key={editor.item!.id} editor={editor} postId={postId} listHref={listHref} />
      )}
    </EditorPage>
  );
}

function LoadedBlogEditor({
  editor,
  postId,
  listHref,
}: {
  editor: EditorItem<Post>;
  postId: string;
  listHref: string;
}) {
  const t = useTranslations("contentHub.blog");
  const info = useContentHub();
  const post = editor.item!;
  const canWrite = info.access.edit;
  const savePost = useCallback(
    (body: Parameters<typeof contentHubApi.updatePost>[2]) => contentHubApi.updatePost(info.id, postId, body),
    [info.id, postId],
  );
  const form = useBlogForm(post, savePost);
  const actions = editor.saveWith(form.saveAll);
  return (
    <Stack gap="md">
      <EditorHeader
        backHref={listHref}
        title={form.title || post.title}
        name={post.title}
        isPublished={post.isPublished}
        pending={editor.pending}
        error={editor.actionError}
        actions={actions}
      />
      <Tabs defaultValue="information" keepMounted>
        <Tabs.List aria-label={t("tabsLabel")}>
          <Tabs.Tab value="information">{t("tabs.information")}</Tabs.Tab>
          <Tabs.Tab value="content">{t("tabs.content")}</Tabs.Tab>
        </Tabs.List>
        <BlogForm form={form} post={post} canWrite={canWrite} />
      </Tabs>
    </Stack>
  );
}
