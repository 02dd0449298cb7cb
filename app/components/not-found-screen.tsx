import { MESSAGES } from "@core/constants";
import { ErrorScreen } from "./error-screen";

export function NotFoundScreen() {
  return (
    <ErrorScreen code="404" title={MESSAGES.pageNotFound}>
      {MESSAGES.pageNotFoundText}
    </ErrorScreen>
  );
}
