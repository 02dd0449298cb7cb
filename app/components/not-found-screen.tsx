import { useT } from "~/lib/i18n";
import { ErrorScreen } from "./error-screen";

export function NotFoundScreen() {
  const { t } = useT();
  return (
    <ErrorScreen code="404" title={t("common.notFound.title")}>
      {t("common.notFound.text")}
    </ErrorScreen>
  );
}
