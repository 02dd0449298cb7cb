import { createContext } from "react-router";
import type { AppContext } from "@server/platform";

/** React Router context key: loaders and actions read the AppContext with `context.get(appContext)`. */
export const appContext = createContext<AppContext>();
