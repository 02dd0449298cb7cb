import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** Avoids a double reload when `focus` and `visibilitychange` fire for the same return to the tab. */
const MIN_INTERVAL_MS = 2_000;

/**
 * docs/product.md's query behaviour on signed-in pages: reload the page's data when the window regains
 * focus or the network comes back. Nothing retries on failure; the error is shown instead.
 */
export function useRevalidateOnFocusAndReconnect() {
  const revalidator = useRevalidator();
  useEffect(() => {
    let last = Date.now();
    const revalidate = () => {
      if (document.visibilityState !== "visible" || Date.now() - last < MIN_INTERVAL_MS) return;
      last = Date.now();
      void revalidator.revalidate();
    };
    window.addEventListener("focus", revalidate);
    window.addEventListener("online", revalidate);
    document.addEventListener("visibilitychange", revalidate);
    return () => {
      window.removeEventListener("focus", revalidate);
      window.removeEventListener("online", revalidate);
      document.removeEventListener("visibilitychange", revalidate);
    };
  }, [revalidator]);
}
