import { ConfigurationError, endpointSetting, type Settings } from "./settings";

/**
 * Cloudflare Turnstile on published sites' contact forms (docs/decisions/0872-turnstile-on-the-contact-form.md):
 * on only when both keys are set; the widget's script and the verify endpoint are settings, so tests and
 * local runs point them at a fake.
 */

export const DEFAULT_TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
export const DEFAULT_TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/** The form field the widget fills with its token. */
export const TURNSTILE_FIELD = "cf-turnstile-response";

/** Longest token Cloudflare issues; anything longer is refused without asking. */
const MAX_TOKEN_LENGTH = 2048;
const VERIFY_TIMEOUT_MS = 5000;

export interface TurnstileSettings {
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  scriptUrl: string;
}

const configError = (message: string) => new ConfigurationError(message);

/** The Turnstile settings, or null when either key is missing (the form then works as before, without JavaScript). */
export function turnstileSettings(env: Settings): TurnstileSettings | null {
  const siteKey = env.TURNSTILE_SITE_KEY?.trim();
  const secretKey = env.TURNSTILE_SECRET_KEY?.trim();
  if (!siteKey || !secretKey) return null;
  // The site key goes into an attribute of the page: a key with anything but its own characters is a mistake.
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(siteKey)) throw new ConfigurationError("TURNSTILE_SITE_KEY has characters a site key never has");
  return {
    siteKey,
    secretKey,
    verifyUrl: endpointSetting(env, "TURNSTILE_VERIFY_URL", DEFAULT_TURNSTILE_VERIFY_URL, configError),
    scriptUrl: endpointSetting(env, "TURNSTILE_SCRIPT_URL", DEFAULT_TURNSTILE_SCRIPT_URL, configError),
  };
}

/** `passed`, or why not: no token sent, a token Cloudflare refused, or Cloudflare not answering. */
export type TurnstileVerdict = "passed" | "missing" | "failed" | "unavailable";

/**
 * Asks the verify endpoint about a token (server-side, the only check that counts): a form POST of the
 * secret, the token and the visitor's address; `success: true` passes. A failure to reach it is
 * `unavailable`, never a pass.
 */
export async function verifyTurnstile(settings: TurnstileSettings, token: unknown, remoteIp: string | null): Promise<TurnstileVerdict> {
  if (typeof token !== "string" || token.trim() === "") return "missing";
  if (token.length > MAX_TOKEN_LENGTH) return "failed";
  const body = new URLSearchParams({ secret: settings.secretKey, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetch(settings.verifyUrl, { method: "POST", body, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
    if (!response.ok) {
      await response.body?.cancel();
      console.warn(`Turnstile verify answered ${response.status}`);
      return "unavailable";
    }
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true ? "passed" : "failed";
  } catch (error) {
    console.warn("Turnstile verify could not be reached", error);
    return "unavailable";
  }
}

/** The widget's place in a form, and the script that fills it (the page's CSP allows exactly that script). */
export function turnstileWidget(settings: TurnstileSettings): string {
  return `<div class="cf-turnstile" data-sitekey="${settings.siteKey}"></div>`;
}

export function turnstileScript(settings: TurnstileSettings): string {
  return `<script src="${settings.scriptUrl.replace(/"/g, "%22")}" async defer></script>`;
}

/**
 * Adds the widget to every POST form of a page (before its submit button, else at its end) and the
 * script before `</body>`. A page without a POST form is left alone, so it still loads no script.
 */
export function withTurnstile(html: string, settings: TurnstileSettings): string {
  let added = false;
  const withWidgets = html.replace(/(<form\b[^>]*\bmethod="post"[^>]*>)([\s\S]*?)(<\/form>)/g, (_, open: string, inside: string, close: string) => {
    added = true;
    const at = inside.search(/<p><button\b[^>]*type="submit"/);
    const widget = turnstileWidget(settings);
    return at >= 0 ? `${open}${inside.slice(0, at)}${widget}${inside.slice(at)}${close}` : `${open}${inside}${widget}${close}`;
  });
  if (!added) return html;
  const end = withWidgets.lastIndexOf("</body>");
  return end >= 0 ? `${withWidgets.slice(0, end)}${turnstileScript(settings)}${withWidgets.slice(end)}` : `${withWidgets}${turnstileScript(settings)}`;
}
