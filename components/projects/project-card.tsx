"use client";

import { AspectRatio, Card, Group, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { coverImageUrl } from "@/lib/projects/covers";
import type { ProjectListItem } from "@/lib/projects/types";
import { BookmarkButton } from "./bookmark-button";
import classes from "./project-card.module.css";
import { FollowerCount, ModifiedDate, PrivateIcon } from "./project-meta";
import { ProjectMenu } from "./project-menu";

export interface ProjectEntryProps {
  project: ProjectListItem;
  /** The position in the list: picks the default cover, and lazy loading past the first row. */
  index: number;
  editHref: string | null;
  onDelete: (() => void) | null;
  onBookmarkRemoved?: () => void;
}

/** A project of the grid: the title's link covers the card; bookmark and menu sit above it. */
export function ProjectCard({ project, index, editHref, onDelete, onBookmarkRemoved }: ProjectEntryProps) {
  const t = useTranslations("projects.card");
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      className={classes.card}
      component="article"
      aria-labelledby={`project-${project.id}-name`}
      data-testid="project-card"
    >
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          {/* eslint-disable-next-line @next/next/no-img-element -- covers are SVG or uploaded files served by our API */}
          <img
            src={coverImageUrl(project.coverImage, index)}
            alt={t("cover", { name: project.name })}
            className={classes.cover}
            loading={index < 4 ? "eager" : "lazy"}
            data-testid="project-cover"
          />
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text fw={600} truncate id={`project-${project.id}-name`}>
              <Link href={`/project/${project.id}/modules`} className={classes.link} title={project.name}>
                {project.name}
              </Link>
            </Text>
            {project.private && <PrivateIcon />}
          </Group>
          <Group gap={2} wrap="nowrap">
            <BookmarkButton project={project} className={classes.control} onRemoved={onBookmarkRemoved} />
            <ProjectMenu
              name={project.name}
              editHref={editHref}
              onDelete={onDelete}
              className={classes.control}
            />
          </Group>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <FollowerCount count={project.followers.count} />
          <ModifiedDate updatedAt={project.updatedAt} />
        </Group>
      </Stack>
    </Card>
  );
}
