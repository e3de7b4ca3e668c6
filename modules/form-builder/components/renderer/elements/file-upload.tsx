"use client";

import { useState } from "react";
import { acceptedMime } from "@/modules/form-builder/shared/validation";
import type { ElementProps } from "../element-props";
import { inputProps, LabelledField } from "../field-parts";
import classes from "../../form-renderer.module.css";

/**
 * Image and File upload: the file is uploaded as soon as it is chosen (the answer is the stored
 * file); without an upload function (the preview) the input is disabled.
 */
export function FileUploadElement({
  element,
  id,
  value,
  error,
  onChange,
  onUpload,
  uploadFailed,
}: ElementProps) {
  const [uploadError, setUploadError] = useState<string | null>(null);
  return (
    <LabelledField element={element} id={id} error={error}>
      <input
        {...inputProps(element, id, error)}
        type="file"
        accept={acceptedMime(element).join(",")}
        disabled={!onUpload}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file || !onUpload) return;
          setUploadError(null);
          try {
            onChange(await onUpload(element, file));
          } catch (failure) {
            setUploadError(failure instanceof Error ? failure.message : uploadFailed);
            onChange(null);
          }
        }}
      />
      {typeof value === "object" && value && "name" in value && (
        <span className={classes.muted}>{value.name}</span>
      )}
      {uploadError && <span className={classes.error}>{uploadError}</span>}
    </LabelledField>
  );
}
