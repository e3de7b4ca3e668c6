"use client";

import type { Attachment } from "@/modules/database-generator/shared/types";
import classes from "./attachments.module.css";

/**
 * A gallery card's cover (as Airtable's): the first image of its first attachment column, across the
 * card's top; an empty band of the same height when that cell holds no image, so the cards line up.
 */
export function AttachmentCover({ image }: { image: Attachment | null }) {
  return (
    <div className={classes.cover} data-testid="record-card-cover" data-empty={image ? undefined : true}>
      {image && (
        // eslint-disable-next-line @next/next/no-img-element -- a private file, served by our route
        <img src={image.thumbUrl ?? image.url} alt={image.name} loading="lazy" draggable={false} />
      )}
    </div>
  );
}
