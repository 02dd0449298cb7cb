import { Heading, isPhoto, SectionBox, SiteImg, txt } from "./parts";
import type { SectionProps } from "./types";

/**
 * The owner's photos only: an illustration is no picture of the business. A gallery without photos is not
 * published (core/sites/publishable.ts); in the editor it is an invitation to add them
 * (docs/decisions/0890-a-designed-look-without-photos.md).
 */
export function GallerySection({ section: s, site }: SectionProps<"gallery">) {
  const photos = s.images.flatMap((image, index) => (isPhoto(image) ? [{ image, index }] : []));
  return (
    <SectionBox id={s.id} type="gallery">
      <div className="wrap">
        <header className="s-head">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
        </header>
        {photos.length === 0 ? <div className="gallery-empty" aria-hidden="true" /> : (
        <ul className={`gallery n${photos.length}`}>
          {photos.map(({ image, index }) => (
            <li key={index}>
              <figure>
                <SiteImg site={site} image={image} className="media" slot={index === photos[0]!.index ? "firstTile" : "tile"} />
                {image.caption ? <figcaption>{txt(site, s.id, ["images", index, "caption"], image.caption)}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
        )}
      </div>
    </SectionBox>
  );
}
