import { createContext, useContext } from "react";
import type { CmsMode } from "@core/cms/model";

/** How the blocks are being shown: forms are not sent from a preview or the editing canvas. */
export const CmsRenderContext = createContext<{ mode: CmsMode }>({ mode: "live" });

export const useCmsMode = () => useContext(CmsRenderContext).mode;

export type FormState = "unsubmitted" | "sending" | "success" | "error";

/** The state of the form a field sits in; the submit button reads it. */
export const CmsFormStateContext = createContext<{ state: FormState; disabled: boolean }>({ state: "unsubmitted", disabled: false });
