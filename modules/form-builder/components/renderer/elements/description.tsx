"use client";

import type { ElementProps } from "../element-props";
import classes from "../../form-renderer.module.css";

/** Description: a paragraph, its line breaks kept. */
export function DescriptionElement({ element }: ElementProps) {
  return (
    <p className={classes.muted} style={{ margin: 0, whiteSpace: "pre-wrap" }}>
      {element.configuration.description}
    </p>
  );
}
