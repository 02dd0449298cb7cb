import { useEffect, useRef } from "react";
import { data, Form, Link, useActionData, useSubmit } from "react-router";
import { screenError } from "~/lib/error-text";
import { allowAuthAttempt, timingSafeEqualText } from "@server/platform";
import { redeemGoogleHandoff } from "@server/accounts";
import { redirectWithSession } from "~/.server/session";
import { appContext } from "~/.server/context";
import { AuthFrame, inlineLinkClass } from "../components/auth/auth-frame";
import { FormAlert } from "../components/auth/form-controls";
import { Spinner } from "../components/spinner";
import { authMeta } from "../components/auth/auth-copy";
import { authMessageKey } from "../components/auth/auth-errors.server";
import { AUTH_MESSAGES, GOOGLE_HANDOFF_COOKIE } from "@core/constants";
import { routeMessages } from "~/.server/language";
import { useT } from "~/lib/i18n";
import { readFormData } from "~/.server/request-input";
import type { Route } from "./+types/social-callback";

export const meta: Route.MetaFunction = ({ loaderData }) => [...authMeta(loaderData, "auth.social.metaTitle"), { name: "robots", content: "noindex" }];

const SUPPORTED_PROVIDERS = new Set(["google"]);

/** Reasons the API's Google callback may pass back in `?error=`; anything else is not repeated on screen. */
const KNOWN_PROVIDER_ERRORS: ReadonlySet<string> = new Set([
  AUTH_MESSAGES.googleStateMismatch,
  AUTH_MESSAGES.googleSignInFailed,
  AUTH_MESSAGES.emailNotVerifiedByGoogle,
  AUTH_MESSAGES.providerDisabled,
  AUTH_MESSAGES.blocked,
]);

const SIGN_IN_FAILED = "auth.error.socialSignInFailed";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const messages = await routeMessages(request, context, ["auth"]);
  const query = new URL(request.url).searchParams;
  const code = query.get("code") ?? "";
  const reported = query.get("error");
  if (reported) return { code: "", error: KNOWN_PROVIDER_ERRORS.has(reported) ? authMessageKey(reported) : SIGN_IN_FAILED, messages };
  const supported = SUPPORTED_PROVIDERS.has(params.providerName);
  return { code, error: !supported || !code ? SIGN_IN_FAILED : null, messages };
}

/** The hand-off code this browser was given when it came back from Google (an HttpOnly cookie), if any. */
function boundHandoffCode(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === GOOGLE_HANDOFF_COOKIE) return value.join("=");
  }
  return null;
}

/**
 * Trades the one-time hand-off code for a session. A POST, so nothing is spent by merely loading a URL;
 * and only in the browser the code was handed to, so a code from someone else's sign-in (mailed as a
 * link) cannot sign this browser into their account (docs/security.md: login CSRF).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const code = String((await readFormData(request)).get("code") ?? "");
  if (!SUPPORTED_PROVIDERS.has(params.providerName) || !code) return data({ error: SIGN_IN_FAILED }, { status: 400 });
  const bound = boundHandoffCode(request);
  if (!bound || !timingSafeEqualText(bound, code)) return data({ error: SIGN_IN_FAILED }, { status: 400 });
  if (!(await allowAuthAttempt(app.env, "auth/google/callback", request))) return data({ error: "auth.error.tooManyRequests" }, { status: 429 });
  try {
    const signedIn = await redeemGoogleHandoff(app, code);
    const response = await redirectWithSession(app, request, signedIn.jwt, "/u/chat");
    response.headers.append("Set-Cookie", `${GOOGLE_HANDOFF_COOKIE}=; Path=/auth/google; Max-Age=0; HttpOnly; SameSite=Lax`);
    return response;
  } catch (error) {
    const refusal = screenError(error);
    return data({ error: refusal.code === "ACCOUNT_BLOCKED" ? "auth.error.blockedLogin" : SIGN_IN_FAILED }, { status: refusal.status });
  }
}

export default function SocialCallback({ loaderData }: Route.ComponentProps) {
  const { t, rich } = useT();
  const actionData = useActionData<typeof action>();
  const submit = useSubmit();
  const submitted = useRef(false);
  const error = loaderData.error ?? actionData?.error ?? null;

  useEffect(() => {
    if (error || submitted.current) return;
    submitted.current = true;
    void submit({ code: loaderData.code }, { method: "post", replace: true });
  }, [error, loaderData.code, submit]);

  if (error) {
    return (
      <AuthFrame title={t("auth.social.failedTitle")}>
        <FormAlert messages={[error]} />
        <Link to="/login" className="btn-primary mt-6 h-11 w-full">{t("auth.social.backToLogin")}</Link>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t("common.loading")}>
      <div className="flex items-center gap-3 text-ink-soft">
        <Spinner label={t("auth.social.signingIn")} />
        <span>{t("auth.social.signingInNow")}</span>
      </div>
      <noscript>
        <Form method="post" className="mt-6">
          <input type="hidden" name="code" value={loaderData.code} />
          <button type="submit" className="btn-primary h-11 w-full">{t("auth.continue")}</button>
        </Form>
      </noscript>
      <p className="mt-6 text-sm text-ink-soft">
        {rich("auth.social.tooLong", { link: (chunks) => <Link to="/login" className={inlineLinkClass}>{chunks}</Link> })}
      </p>
    </AuthFrame>
  );
}
