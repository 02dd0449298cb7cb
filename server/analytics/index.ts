export { countPageView, dailyVisitorsOf, dailyVisitorsQuery, siteAnalytics } from "./analytics";
export { SiteVisitCounter } from "./site-visit-counter";
export type { Visitor } from "./visits";
