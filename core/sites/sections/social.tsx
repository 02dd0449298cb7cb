import { safeSiteHref } from "../links";
import type { SOCIAL_NETWORKS } from "../site-document-constants";
import { Heading, SectionBox, txt } from "./parts";
import type { SectionProps } from "./types";

export const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  tiktok: "TikTok",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  x: "X",
  pinterest: "Pinterest",
  whatsapp: "WhatsApp",
  other: "Website",
};

/** The business's profiles elsewhere, as plain links (no widgets, no third-party script). */
export function SocialSection({ section: s, site }: SectionProps<"social">) {
  return (
    <SectionBox id={s.id} type="social">
      <div className="wrap narrow">
        <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
        <ul className="social-links">
          {s.links.map((link, index) => (
            <li key={index}>
              <a href={safeSiteHref(link.url)} rel="noopener me" data-network={link.network}>
                {txt(site, s.id, ["links", index, "label"], link.label)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </SectionBox>
  );
}
