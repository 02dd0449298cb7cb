import type { DIETARY_TAGS } from "../site-document-constants";
import { Heading, SectionBox, txt } from "./parts";
import type { SectionProps } from "./types";

export const DIETARY_LABELS: Record<(typeof DIETARY_TAGS)[number], string> = {
  vegan: "Vegan",
  vegetarian: "Vegetarian",
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
  "nut-free": "Nut-free",
  halal: "Halal",
  kosher: "Kosher",
  spicy: "Spicy",
};

/** A menu or price list: the owner's groups, items, optional prices and dietary marks. */
export function MenuSection({ section: s, site }: SectionProps<"menu">) {
  return (
    <SectionBox id={s.id} type="menu">
      <div className="wrap narrow">
        <header className="s-head">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
          {s.intro ? <p className="intro">{txt(site, s.id, ["intro"], s.intro)}</p> : null}
        </header>
        {s.groups.map((group, g) => (
          <div key={g} className="menu-group">
            <h3>{txt(site, s.id, ["groups", g, "name"], group.name)}</h3>
            <ul className="menu-items">
              {group.items.map((item, i) => (
                <li key={i} className="menu-item">
                  <p className="item-head">
                    <span className="menu-name">{txt(site, s.id, ["groups", g, "items", i, "name"], item.name)}</span>
                    {item.price ? <span className="price">{txt(site, s.id, ["groups", g, "items", i, "price"], item.price)}</span> : null}
                  </p>
                  {item.description ? <p className="item-text">{txt(site, s.id, ["groups", g, "items", i, "description"], item.description)}</p> : null}
                  {item.tags.length ? (
                    <ul className="tags" aria-label="Dietary information">
                      {item.tags.map((tag) => (
                        <li key={tag}>{DIETARY_LABELS[tag] ?? tag}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionBox>
  );
}
