// What the root loads in editor mode (decision 0076): nothing but the way to the editor, so the
// root's own code names one small chunk instead of the editor's chunks (39 bytes gzip on every
// customer page instead of 82).
import { lazy, Suspense } from "react";

const Editor = lazy(() => import("./editor-mode"));

export default function EditorEntry() {
  return (
    <Suspense>
      <Editor />
    </Suspense>
  );
}
