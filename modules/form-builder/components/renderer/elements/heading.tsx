"use client";

import type { ElementProps } from "../element-props";

/** Heading: the text, with a rule under it when Divider is on. */
export function HeadingElement({ element }: ElementProps) {
  const c = element.configuration;
  return (
    <div>
      <h2 style={{ margin: 0 }}>{c.heading}</h2>
      {c.divider && <hr style={{ borderColor: "var(--fb-border)" }} />}
    </div>
  );
}
