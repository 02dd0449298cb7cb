import { useEffect, useState } from "react";
import type { editorChecks } from "./editor-checks";

/** The editor's schema checks (editor-checks.ts), which bring zod: a chunk of their own. */
export type EditorChecks = typeof editorChecks;

let loading: Promise<EditorChecks> | null = null;

/**
 * The editor's checks, fetched once per page (docs/decisions/0910-the-editor-loads-its-checks-on-first-use.md); a
 * fetch that failed (offline, a deploy replaced the chunk) is tried again at the next call.
 */
export function loadEditorChecks(): Promise<EditorChecks> {
  loading ??= import("./editor-checks").then(
    (module) => module.editorChecks,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The checks once they have arrived, null before: asked for as soon as the editor has hydrated, so they are there by
 * the owner's first edit. Null on the server and at hydration, so both render the same.
 */
export function useEditorChecks(): EditorChecks | null {
  const [checks, setChecks] = useState<EditorChecks | null>(null);
  useEffect(() => {
    let current = true;
    loadEditorChecks().then(
      (loaded) => {
        if (current) setChecks(loaded);
      },
      () => {
        // Not fetched: edits that need a check wait for them (loadEditorChecks again), and the server checks every save.
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return checks;
}
