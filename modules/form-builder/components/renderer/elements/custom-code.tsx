"use client";

import type { ElementProps } from "../element-props";
import classes from "../../form-renderer.module.css";

/** Custom Code: its HTML, stored sanitised by the server (server/forms/check-content.ts). */
export function CustomCodeElement({ element }: ElementProps) {
  return (
    <div className={classes.code} dangerouslySetInnerHTML={{ __html: element.configuration.html ?? "" }} />
  );
}
