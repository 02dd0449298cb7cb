import { useT } from "~/lib/i18n";
import { ErrorScreen } from "../error-screen";

/** The content source is down and there is no cached copy of the page (a 503). */
export function CmsUnavailableScreen() {
  const { t } = useT();
  return (
    <ErrorScreen code="503" title={t("public.cms.unavailable.title")}>
      {t("public.cms.unavailable.text")}
    </ErrorScreen>
  );
}
