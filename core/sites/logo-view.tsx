import type { ReactNode } from "react";
import { mediaUrl, mediaVariantWidths } from "../media/media-sizes";
import { fitLogo, LOGO_ICON_PATHS, LOGO_IMAGE_HEIGHT, monogramLetters } from "./logo-marks";
import type { GeneratedLogo, SiteLogo, UploadedLogo } from "./logo";

/**
 * The logo's badge as inline SVG in the page: its colours and font come from the stylesheet (the
 * --logo-* properties), so the markup carries nothing but the initials, which React escapes.
 */
export function LogoMark({ name, logo }: { name: string; logo: GeneratedLogo }) {
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

/** Where an uploaded logo's picture is served: its smallest stored WebP (480 px wide at most, plenty for a 48 px tall header). */
export function uploadedLogoSrc(logo: UploadedLogo, mediaBase = ""): string {
  return mediaUrl(logo.mediaId, mediaVariantWidths(logo.width ?? 480)[0]!, mediaBase);
}

/** An uploaded logo as the header shows it: its own shape, at most 48 px tall, the business's name as its text. */
export function LogoImage({ name, logo, src }: { name: string; logo: UploadedLogo; src: string }) {
  // The attributes give the browser the shape before the file arrives; CSS caps the drawn size.
  const size = fitLogo(logo, { width: LOGO_IMAGE_HEIGHT * 6, height: LOGO_IMAGE_HEIGHT });
  return <img className="logo-image" src={src} width={size.width} height={size.height} alt={logo.withName ? "" : name} decoding="async" />;
}

/**
 * The header's brand: the name alone, the generated logo (badge and name), or the owner's uploaded logo
 * (with the name beside it when they asked), served beside the photos (`mediaBase`, as for them).
 */
export function SiteBrand({ name, logo, heading, mediaBase = "" }: { name: string; logo: SiteLogo | undefined; heading: boolean; mediaBase?: string }) {
  let className = "brand";
  let content: ReactNode = name;
  if (logo?.kind === "media") {
    className = "brand logo logo-with-mark logo-uploaded";
    content = (
      <>
        <LogoImage name={name} logo={logo} src={uploadedLogoSrc(logo, mediaBase)} />
        {logo.withName ? <span className="logo-name">{name}</span> : null}
      </>
    );
  } else if (logo) {
    const withMark = logo.layout !== "wordmark";
    className = `brand logo${withMark ? " logo-with-mark" : ""}`;
    content = (
      <>
        {withMark ? <LogoMark name={name} logo={logo} /> : null}
        <span className="logo-name">{name}</span>
      </>
    );
  }
  return heading ? (
    <h1 className={className}>{content}</h1>
  ) : (
    <a className={className} href="#main">
      {content}
    </a>
  );
}
