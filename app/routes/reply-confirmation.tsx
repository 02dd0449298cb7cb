import { data, Form, Link, useNavigation } from "react-router";
import { authMeta } from "../components/auth/auth-copy";
import { authMessageKey } from "../components/auth/auth-errors.server";
import { routeMessages } from "~/.server/language";
import { useT } from "~/lib/i18n";
import { screenError } from "~/lib/error-text";
import { allowPublicFormSubmission } from "@server/platform";
import { confirmReplyAddress, describeReplyConfirmation } from "@server/leads";
import { appContext } from "~/.server/context";
import { readFormData } from "~/.server/request-input";
import { AuthFrame } from "../components/auth/auth-frame";
import { FormAlert, SubmitButton } from "../components/auth/form-controls";
import type { Route } from "./+types/reply-confirmation";

export const meta: Route.MetaFunction = ({ loaderData }) => [...authMeta(loaderData, "auth.reply.metaTitle"), { name: "robots", content: "noindex" }];

/**
 * The link of a visitor's address confirmation lands here (docs/decisions/0874-replies-wait-for-the-visitor-to-confirm-their-address.md).
 * Opening it confirms nothing, since mail scanners open links: it says which site answered and to which address,
 * and the button confirms, which sends the answer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  return { token, about: token ? await describeReplyConfirmation(app, token) : null, messages: await routeMessages(request, context, ["auth"]) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  const token = formData.get("token");
  if (!(await allowPublicFormSubmission(app.env, "reply-confirmation", request))) return data({ confirmed: null, error: "auth.error.tooManyRequests" }, { status: 429 });
  if (typeof token !== "string" || !token) return data({ confirmed: null, error: "auth.reply.linkSpent" }, { status: 400 });
  try {
    return { confirmed: await confirmReplyAddress(app, token), error: null };
  } catch (error) {
    const refusal = screenError(error);
    return data({ confirmed: null, error: authMessageKey(refusal.message) }, { status: refusal.status });
  }
}

export default function ReplyConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { token, about } = loaderData;
  const { t, rich } = useT();
  const pending = useNavigation().state === "submitting";
  const strong = (chunks: React.ReactNode[]) => <strong className="text-ink">{chunks}</strong>;
  if (actionData?.confirmed) {
    return (
      <AuthFrame title={t("auth.reply.confirmedTitle")}>
        <FormAlert tone="success" messages={[t("auth.reply.onItsWay", { site: actionData.confirmed.siteName, to: actionData.confirmed.email })]} />
        <p className="mt-4 text-[15px] leading-7 text-ink-soft">{t("auth.reply.later")}</p>
      </AuthFrame>
    );
  }
  if (!about) {
    return (
      <AuthFrame title={t("auth.reply.title")}>
        <FormAlert messages={[actionData?.error ?? "auth.reply.linkSpent"]} />
        <p className="mt-4 text-[15px] leading-7 text-ink-soft">{t("auth.reply.newLinkLater")}</p>
        <Link to="/" className="btn-primary mt-6 h-11 w-full">{t("auth.reply.goToMay")}</Link>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t("auth.reply.title")}>
      <p className="text-[15px] leading-7 text-ink-soft">{rich("auth.reply.explain", { site: about.siteName, email: about.email, strong })}</p>
      {actionData?.error ? <div className="mt-4"><FormAlert messages={[actionData.error]} /></div> : null}
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <SubmitButton pending={pending}>{t("auth.reply.send")}</SubmitButton>
      </Form>
      <p className="mt-4 text-sm leading-6 text-ink-soft">{t("auth.reply.notYou")}</p>
    </AuthFrame>
  );
}
