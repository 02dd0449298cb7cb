import { CMS_MESSAGES } from "@core/constants";
import { ErrorScreen } from "../error-screen";

/** The content source is down and there is no cached copy of the page (a 503). */
export function CmsUnavailableScreen() {
  return (
    <ErrorScreen code="503" title={CMS_MESSAGES.unavailableTitle}>
      {CMS_MESSAGES.unavailableText}
    </ErrorScreen>
  );
}
