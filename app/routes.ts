import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Mirrors docs/product.md: three layout groups, then the CMS catch-all (with the not-found page) for any other path.
export default [
  layout("routes/public-layout.tsx", [
    index("routes/landing.tsx"),
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("auth/:providerName/callback", "routes/social-callback.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("email-confirmation", "routes/email-confirmation.tsx"),
    route("reply-confirmation", "routes/reply-confirmation.tsx"),
    route("about", "routes/about-page.tsx"),
    route("terms", "routes/legal.tsx", { id: "terms" }),
    route("privacy", "routes/legal.tsx", { id: "privacy" }),
  ]),
  layout("routes/signed-in-layout.tsx", [
    route("u", "routes/welcome.tsx"),
    route("u/chat", "routes/chat.tsx"),
    route("u/dashboard", "routes/dashboard.tsx"),
    route("u/projects/:id", "routes/project.tsx"),
  ]),
  layout("routes/preview-layout.tsx", [
    route("preview", "routes/preview-home.tsx"),
    route("preview/page", "routes/preview-page.tsx"),
  ]),
  route("logout", "routes/logout.tsx"),
  route("language", "routes/language.tsx"),
  route("u/notifications/read", "routes/notifications-read.tsx"),
  route("u/projects/:id/render", "routes/project-render.tsx"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  // The bench's baselines: a bare route on the same stack, and the same with one D1 round trip, answered only when BENCH=1 (docs/performance.md).
  route("bench/bare", "routes/bench-bare.tsx"),
  route("bench/d1", "routes/bench-d1.tsx"),
  // Any other path: a CMS page when the content source has one, else the 404 page (status 404).
  route("*", "routes/cms-page.tsx"),
] satisfies RouteConfig;
