"use client";

import { hardNavigate } from "@/lib/client/navigation";

// Replaces the root layout when it fails itself, so it cannot rely on providers or translations.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          display: "grid",
          placeItems: "center",
          minHeight: "100vh",
        }}
      >
        <main style={{ textAlign: "center" }}>
          <h1 style={{ fontSize: 64, margin: 0, color: "#868e96" }}>500</h1>
          <p>Something went wrong</p>
          <button
            type="button"
            onClick={() => {
              reset();
              hardNavigate("/projects?view=grid");
            }}
          >
            Back to home
          </button>
        </main>
      </body>
    </html>
  );
}
