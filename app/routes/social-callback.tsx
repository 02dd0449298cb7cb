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
import { AUTH_COPY } from "../components/auth/auth-copy";
import { AUTH_MESSAGES, GOOGLE_HANDOFF_COOKIE, MESSAGES } from "@core/constants";
import { readFormData } from "~/.server/request-input";
import type { Route } from "./+types/social-callback";

export const meta: Route.MetaFunction = () => [{ title: `${MESSAGES.loading} · May` }, { name: "robots", content: "noindex" }];

const SUPPORTED_PROVIDERS = new Set(["google"]);

/** Reasons the API's Google callback may pass back in `?error=`; anything else is not repeated on screen. */
const KNOWN_PROVIDER_ERRORS: ReadonlySet<string> = new Set([
  AUTH_MESSAGES.googleStateMismatch,
  AUTH_MESSAGES.googleSignInFailed,
  AUTH_MESSAGES.emailNotVerifiedByGoogle,
  AUTH_MESSAGES.providerDisabled,
  AUTH_MESSAGES.blocked,
]);

export function loader({ params, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const code = query.get("code") ?? "";
  const reported = query.get("error");
  if (reported) return { code: "", error: KNOWN_PROVIDER_ERRORS.has(reported) ? reported : AUTH_COPY.socialSignInFailed };
  const supported = SUPPORTED_PROVIDERS.has(params.providerName);
  return { code, error: !supported || !code ? AUTH_COPY.socialSignInFailed : null };
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
  if (!SUPPORTED_PROVIDERS.has(params.providerName) || !code) return data({ error: AUTH_COPY.socialSignInFailed }, { status: 400 });
  const bound = boundHandoffCode(request);
  if (!bound || !timingSafeEqualText(bound, code)) return data({ error: AUTH_COPY.socialSignInFailed }, { status: 400 });
  if (!(await allowAuthAttempt(app.env, "auth/google/callback", request))) return data({ error: AUTH_MESSAGES.tooManyRequests }, { status: 429 });
  try {
    const signedIn = await redeemGoogleHandoff(app, code);
    const response = await redirectWithSession(app, request, signedIn.jwt, "/u/chat");
    response.headers.append("Set-Cookie", `${GOOGLE_HANDOFF_COOKIE}=; Path=/auth/google; Max-Age=0; HttpOnly; SameSite=Lax`);
    return response;
  } catch (error) {
    const refusal = screenError(error);
    return data({ error: refusal.code === "ACCOUNT_BLOCKED" ? AUTH_COPY.blockedLogin : AUTH_COPY.socialSignInFailed }, { status: refusal.status });
  }
}

export default function SocialCallback({ loaderData }: Route.ComponentProps) {
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
      <AuthFrame title="Sign-in didn't finish">
        <FormAlert messages={[error]} />
        <Link to="/login" className="btn-primary mt-6 h-11 w-full">Back to login</Link>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={MESSAGES.loading}>
      <div className="flex items-center gap-3 text-ink-soft">
        <Spinner label="Signing you in" />
        <span>Signing you in…</span>
      </div>
      <noscript>
        <Form method="post" className="mt-6">
          <input type="hidden" name="code" value={loaderData.code} />
          <button type="submit" className="btn-primary h-11 w-full">Continue</button>
        </Form>
      </noscript>
      <p className="mt-6 text-sm text-ink-soft">
        Taking too long? <Link to="/login" className={inlineLinkClass}>Back to login</Link>
      </p>
    </AuthFrame>
  );
}
