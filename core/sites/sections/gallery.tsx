import { Heading, SectionBox, SiteImg, txt } from "./parts";
import type { SectionProps } from "./types";

export function GallerySection({ section: s, site }: SectionProps<"gallery">) {
  return (
    <SectionBox id={s.id} type="gallery">
      <div className="wrap">
        <header className="s-head">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
        </header>
        <ul className={`gallery n${s.images.length}`}>
          {s.images.map((image, index) => (
            <li key={index}>
              <figure>
                <SiteImg site={site} image={image} className="media" slot={index === 0 ? "firstTile" : "tile"} />
                {image.caption ? <figcaption>{txt(site, s.id, ["images", index, "caption"], image.caption)}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </SectionBox>
  );
}
