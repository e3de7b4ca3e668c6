"use client";

import dynamic from "next/dynamic";

// Loaded only when shown: the root's boundaries are part of every page, the bare public form's too.
const ErrorScreen = dynamic(() => import("@/components/ui/error-screen").then((m) => m.ErrorScreen));

export default function RootError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen {...props} />;
}
