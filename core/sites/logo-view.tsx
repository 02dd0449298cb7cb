import { LOGO_ICON_PATHS, monogramLetters, type SiteLogo } from "./logo";

/**
 * The logo's badge as inline SVG in the page: its colours and font come from the stylesheet (the
 * --logo-* properties), so the markup carries nothing but the initials, which React escapes.
 */
export function LogoMark({ name, logo }: { name: string; logo: SiteLogo }) {
  const letters = monogramLetters(name);
  return (
    <svg className="logo-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect className="logo-fill" width="64" height="64" rx="14" />
      {logo.layout === "icon" ? (
        <path className="logo-stroke" d={LOGO_ICON_PATHS[logo.icon]} transform="translate(12 12) scale(1.667)" />
      ) : (
        <text className="logo-on" x="32" y="32" dy=".35em" textAnchor="middle" fontSize={Array.from(letters).length > 1 ? 28 : 36}>
          {letters}
        </text>
      )}
    </svg>
  );
}

/** The header's brand: the name alone, or the logo (badge and name) when the site has one. */
export function SiteBrand({ name, logo, heading }: { name: string; logo: SiteLogo | undefined; heading: boolean }) {
  const withMark = logo && logo.layout !== "wordmark";
  const className = logo ? `brand logo${withMark ? " logo-with-mark" : ""}` : "brand";
  const content = logo ? (
    <>
      {withMark ? <LogoMark name={name} logo={logo} /> : null}
      <span className="logo-name">{name}</span>
    </>
  ) : (
    name
  );
  return heading ? (
    <h1 className={className}>{content}</h1>
  ) : (
    <a className={className} href="#main">
      {content}
    </a>
  );
}
