"use client";

import dynamic from "next/dynamic";

// Loaded only when shown: the root's boundaries are part of every page, the bare public form's too.
const NotFoundScreen = dynamic(() =>
  import("@/components/ui/not-found-screen").then((m) => m.NotFoundScreen),
);

export default function NotFound() {
  return <NotFoundScreen />;
}
