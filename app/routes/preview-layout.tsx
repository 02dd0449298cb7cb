import { NavLink, Outlet } from "react-router";
import { appContext } from "~/.server/context";
import { routeMessages } from "~/.server/language";
import { PREVIEW_HEADERS, requirePreviewAccess } from "~/.server/preview-access";
import { BrandMark } from "../components/brand";
import { useT } from "../lib/i18n";
import type { Route } from "./+types/preview-layout";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3.5 py-2 text-sm font-medium ${isActive ? "bg-ink text-white" : "text-ink-soft hover:bg-brand-50 hover:text-ink"}`;

/** Drafts are for admins and preview-token holders (docs/security.md); each preview loader checks too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePreviewAccess(request, context.get(appContext), context);
  return { messages: await routeMessages(request, context, ["public"]) };
}

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

/** docs/product.md: the preview layout is a navigation bar with links Preview and Page. */
export default function PreviewLayout() {
  const { t } = useT();
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-6 px-4 sm:px-6">
          <BrandMark withName={false} />
          <nav aria-label={t("public.preview.nav")} className="flex gap-1">
            <NavLink end to="/preview" className={linkClass}>
              {t("public.preview.navPreview")}
            </NavLink>
            <NavLink to="/preview/page" className={linkClass}>
              {t("public.preview.navPage")}
            </NavLink>
          </nav>
          <span className="ms-auto rounded-full bg-coral-400/15 px-3 py-1 text-xs font-semibold text-[#a0361c]">{t("public.preview.mode")}</span>
        </div>
      </header>
      <Outlet />
    </div>
  );
}
