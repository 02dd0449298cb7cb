import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { screenError } from "~/lib/error-text";
import { allowAuthAttempt } from "@server/platform";
import { loginWithPassword } from "@server/accounts";
import { redirectIfSignedIn, redirectWithSession, safeReturnPath } from "~/.server/session";
import { appContext } from "~/.server/context";
import { AuthFrame, inlineLinkClass } from "../components/auth/auth-frame";
import { FormAlert, HoneypotField, SocialSignIn, SubmitButton, TextField } from "../components/auth/form-controls";
import { AUTH_MESSAGES, MESSAGES } from "@core/constants";
import { forgetSignedInUser } from "../lib/forget-signed-in-user";
import { AUTH_COPY } from "../components/auth/auth-copy";
import { isHoneypotFilled } from "@core/forms/honeypot";
import { loginSchema } from "@core/accounts/schemas";
import { readFormData } from "~/.server/request-input";
import type { Route } from "./+types/login";
import { useValidatedForm } from "../lib/use-validated-form";
import { loadLoginSchema } from "../lib/account-form-schemas";

export const meta: Route.MetaFunction = () => [{ title: "Log in · May" }, { name: "description", content: "Log in to May to carry on with your website, its messages and its chat." }];

export async function loader({ context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context);
  return { constraint: getZodConstraint(loginSchema) };
}


export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }), unconfirmedEmail: null }, { status: 400 });
  if (isHoneypotFilled(formData)) {
    return data({ result: submission.reply({ formErrors: [MESSAGES.invalidEmailOrPassword], hideFields: ["password"] }), unconfirmedEmail: null }, { status: 400 });
  }
  if (!(await allowAuthAttempt(app.env, "auth/local", request, submission.value.identifier))) {
    return data({ result: submission.reply({ formErrors: [AUTH_MESSAGES.tooManyRequests], hideFields: ["password"] }), unconfirmedEmail: null }, { status: 429 });
  }
  try {
    const signedIn = await loginWithPassword(app, submission.value);
    const requested = formData.get("redirectTo");
    const returnTo = safeReturnPath(typeof requested === "string" && requested ? requested : new URL(request.url).searchParams.get("redirectTo"));
    return redirectWithSession(app, request, signedIn.jwt, returnTo);
  } catch (error) {
    // The product's message for bad credentials, a clear one for the rest (docs/product.md).
    const refusal = screenError(error, {
      INVALID: MESSAGES.invalidEmailOrPassword,
      EMAIL_NOT_CONFIRMED: AUTH_COPY.unconfirmedLogin,
      ACCOUNT_BLOCKED: AUTH_COPY.blockedLogin,
      RATE_LIMITED: AUTH_MESSAGES.tooManyRequests,
    });
    return data(
      {
        result: submission.reply({ formErrors: [refusal.message], hideFields: ["password"] }),
        unconfirmedEmail: refusal.code === "EMAIL_NOT_CONFIRMED" ? submission.value.identifier : null,
      },
      { status: refusal.status },
    );
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [form, fields] = useValidatedForm({ loadSchema: loadLoginSchema, constraint: loaderData.constraint }, actionData?.result);

  // Reaching Login means there is no session: the client's copies of the user and their chat go too
  // (sign out lands here), so the next person on this browser never sees them.
  useEffect(() => forgetSignedInUser(), []);

  const unconfirmedEmail = actionData?.unconfirmedEmail;
  return (
    <AuthFrame
      title="Welcome back"
      footer={
        <>
          New to May? <Link to="/signup" className={inlineLinkClass}>Sign Up</Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-2" aria-describedby={form.errors ? form.errorId : undefined}>
        <FormAlert id={form.errorId} messages={form.errors} />
        {unconfirmedEmail ? (
          <p className="text-sm">
            <Link to={`/email-confirmation?${new URLSearchParams({ email: unconfirmedEmail })}`} className={inlineLinkClass}>
              Resend the confirmation email
            </Link>
          </p>
        ) : null}
        <HoneypotField />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <TextField field={fields.identifier} label="Email" type="email" autoComplete="username" placeholder="you@example.com" />
        <TextField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          hint={<Link to="/forgot-password" className={inlineLinkClass}>Forgot your password?</Link>}
        />
        <div className="pt-2">
          <SubmitButton pending={navigation.state === "submitting"}>Continue</SubmitButton>
        </div>
      </Form>
      <SocialSignIn label="Continue with Google" />
    </AuthFrame>
  );
}
