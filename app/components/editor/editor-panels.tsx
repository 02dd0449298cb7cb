import { lazyPanel } from "../lazy-panel";

// The editor's panels that the first paint does not need, each its own chunk, fetched when it first renders
// (docs/decisions/0859-editor-panels-load-on-their-own.md): below the editor (visitors, domains, the inbox) once
// the page has hydrated; inside a tab (search settings, pictures, logo, pages) or a dialog (history) when it opens.

export const Inbox = lazyPanel(() => import("../inbox/inbox"), (module) => module.Inbox, "editor.lazy.name.inbox");
export const VisitorsPanel = lazyPanel(() => import("../analytics/visitors-panel"), (module) => module.VisitorsPanel, "editor.lazy.name.visitors");
export const DomainPanel = lazyPanel(() => import("../domains/domain-panel"), (module) => module.DomainPanel, "editor.lazy.name.domains");
export const SeoPanel = lazyPanel(() => import("../seo/seo-panel"), (module) => module.SeoPanel, "editor.lazy.name.seo");
export const SitePictures = lazyPanel(() => import("../media/site-pictures"), (module) => module.SitePictures, "editor.lazy.name.pictures");
export const LogoEditor = lazyPanel(() => import("../brand/logo-editor"), (module) => module.LogoEditor, "editor.lazy.name.logo");
export const PagesPanel = lazyPanel(() => import("./pages-panel"), (module) => module.PagesPanel, "editor.lazy.name.pages");
export const HistoryPanel = lazyPanel(() => import("../history/history-panel"), (module) => module.HistoryPanel, "editor.lazy.name.history");
export const SectionLibrary = lazyPanel(() => import("./section-library"), (module) => module.SectionLibrary, "editor.lazy.name.library");
export const SiteTrade = lazyPanel(() => import("./site-trade"), (module) => module.SiteTrade, "editor.lazy.name.trade");
export const SiteLanguagePicker = lazyPanel(() => import("../languages/site-language-picker"), (module) => module.SiteLanguagePicker, "editor.lazy.name.siteLanguage");
