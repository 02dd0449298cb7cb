// Which link targets a site page may carry. React escapes every text and attribute, but it writes a
// `javascript:` URL as given; these checks decide what a link, a form or a canonical URL may point at.
// Runtime-neutral (no I/O, no imports): the server's renderer, the preview and the editor share them.

/** Links inside a site (the site document's rule, checked again here): same-page anchors, tel:, mailto: and https: only. */
export const SITE_HREF_PATTERN = /^(#[a-z0-9-]*|tel:\+?[0-9 ()-]{3,30}|mailto:[^\s<>"']+|https:\/\/[^\s<>"']+)$/i;
/** An email address as a site shows it and links to it (the owner's facts and mailto: links). */
export const EMAIL_ADDRESS_PATTERN = /^[^\s@<>"'(),;:\\]+@[^\s@<>"'(),;:\\]+\.[a-z]{2,}$/i;
/** A path on the site's own host, as the renderer writes them between pages ("/s/golden-crumb/about#menu"). */
const SITE_PATH = /^\/(?!\/)[a-z0-9/._-]{0,200}(#[a-z0-9-]*)?$/i;
/** A page of a downloaded site, beside the one linking to it ("index.html", "about.html#menu"): no scheme, no folder. */
const DOWNLOAD_PAGE = /^[a-z0-9-]{1,60}\.html(#[a-z0-9-]*)?$/i;

/**
 * A link target a site page may carry, or "#" for anything else (javascript:, data:, a stray quote, http:). A CMS
 * page's links follow another rule, safeCmsHref in server/cms/urls.ts.
 */
export function safeSiteHref(href: unknown): string {
  const value = String(href ?? "").trim();
  return value.length <= 300 && (SITE_HREF_PATTERN.test(value) || DOWNLOAD_PAGE.test(value) || (SITE_PATH.test(value) && !value.includes(".."))) ? value : "#";
}

/** Where a form may post or a canonical link may point: a root-relative path or an http(s) URL; else null. */
export function safeUrl(url: unknown): string | null {
  const value = String(url ?? "").trim();
  if (value === "" || value.length > 2000 || /[\s<>"'`\\]/.test(value)) return null;
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A phone number as a tel: link target (digits and a leading +), or null when it has too few digits. `international`
 * is the number in E.164 as read with the business's country ("+15125550147" for "(512) 555-0147"): it is the target
 * when it is the shown number's own (its digits end with the shown national digits, a leading trunk 0 aside), so a
 * visitor abroad reaches it too; an owner who changed the shown number gets a link to what they typed.
 */
export function telHref(phone: string, international = ""): string | null {
  const digits = phone.replace(/[^0-9+]/g, "").replace(/(?!^)\+/g, "");
  if (!/[0-9]{5,}/.test(digits) || digits.length > 20) return null;
  const national = digits.replace(/^\+/, "").replace(/^0/, "");
  const e164 = /^\+[1-9][0-9]{6,14}$/.test(international) ? international : "";
  return e164 && !digits.startsWith("+") && national.length >= 5 && e164.endsWith(national) ? `tel:${e164}` : `tel:${digits}`;
}

/** An email address as a mailto: target, or null when it does not look like one. */
export function mailtoHref(email: string): string | null {
  const value = email.trim();
  return EMAIL_ADDRESS_PATTERN.test(value) && value.length <= 120 ? `mailto:${value}` : null;
}
