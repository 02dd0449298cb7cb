import { Heading, isolated, isPhoto, SectionBox, SiteImg, txt } from "./parts";
import type { SectionProps } from "./types";

/** The owner's story; beside it their photo, never an illustration (docs/decisions/0890-a-designed-look-without-photos.md). */
export function AboutSection({ section: s, site }: SectionProps<"about">) {
  const image = isPhoto(s.image) ? s.image : null;
  return (
    <SectionBox id={s.id} type="about" extra={image ? " has-media" : " no-media"}>
      <div className="wrap about-grid">
        <div className="about-text">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
          {s.paragraphs.map((paragraph, index) => (
            <p key={index}>{txt(site, s.id, ["paragraphs", index], paragraph)}</p>
          ))}
          {s.highlights.length ? (
            <ul className="stats">
              {s.highlights.map((highlight, index) => (
                <li key={index}>
                  <strong>{isolated(site, highlight.value)}</strong> <span>{isolated(site, highlight.label)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {image ? (
          <div className="about-media">
            <SiteImg site={site} image={image} className="media" slot="about" />
          </div>
        ) : null}
      </div>
    </SectionBox>
  );
}
