import { unknownRouteMessage } from "./constants";

/** Internal route names of SPEC.md section 2 and the paths they stand for. */
export const ROUTE_PATHS = {
  Login: "/login",
  Signup: "/signup",
  ForgotPassword: "/forgot-password",
  EmailConfirmation: "/email-confirmation",
  Chat: "/u/chat",
  Dashboard: "/u/dashboard",
  Preview: "/preview",
  Page: "/preview/page",
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

export const NOT_FOUND_PATH = "/404";

function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTE_PATHS, name);
}

/** The path for a route name; an unknown name is logged and gives '/404', as SPEC.md says. */
export function pathFor(name: string): string {
  if (isRouteName(name)) return ROUTE_PATHS[name];
  console.warn(unknownRouteMessage(name));
  return NOT_FOUND_PATH;
}
