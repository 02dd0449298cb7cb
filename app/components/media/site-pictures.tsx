import { useState } from "react";
import type { MediaItem } from "@core/media/media";
import { imageSlots, suggestPhotoAlt, withImage, type ImageSlot } from "@core/media/site-images";
import type { SiteDocument } from "@core/sites/site-document";
import { ImagePicker, thumbnailUrl } from "./image-picker";
import { useT } from "~/lib/i18n";

const FOCUS_STEP = 5;
const clampPercent = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/**
 * The editor's "Pictures": every image slot of the site with a button to change it (ImagePicker), and for
 * a photo its description (May suggests one from the trade and the slot; the owner accepts or rewrites it)
 * and the point to keep in view when a template crops it.
 */
export function SitePictures({ document, onChange }: { document: SiteDocument; onChange: (next: SiteDocument) => void }) {
  const { t } = useT();
  const [picking, setPicking] = useState<ImageSlot | null>(null);
  const slots = imageSlots(document);
  if (slots.length === 0) return null;

  const change = (slot: ImageSlot, image: Partial<ImageSlot["image"]>) => onChange(withImage(document, slot, { ...slot.image, ...image }));

  function pick(item: MediaItem) {
    if (!picking) return;
    const alt = suggestPhotoAlt(document, picking);
    change(picking, { media: item.id, width: item.width, height: item.height, alt, altAccepted: false, focus: undefined, generated: undefined });
    setPicking(null);
  }

  function withoutPhoto() {
    if (!picking) return;
    const { media: _media, focus: _focus, altAccepted: _accepted, generated: _generated, ...rest } = picking.image;
    // An empty slot draws no picture (the designed look, docs/decisions/0890-a-designed-look-without-photos.md); its
    // description goes back to the site's name, as a new site's empty slot has.
    onChange(withImage(document, picking, { ...rest, alt: document.name }));
    setPicking(null);
  }

  return (
    <section aria-labelledby="pictures-title" className="rounded-xl border border-line p-3" data-testid="site-pictures">
      <h3 id="pictures-title" className="text-sm font-semibold">{t("panels.pictures.title")}</h3>
      <p className="mt-1 text-xs text-ink-soft">{t("panels.pictures.intro")}</p>
      <ul className="mt-3 space-y-4">
        {slots.map((slot) => {
          const id = `${slot.sectionId}-${slot.path.join("-")}`;
          const photo = slot.image.media ? { id: slot.image.media, width: slot.image.width } : null;
          const focus = slot.image.focus ?? { x: 50, y: 50 };
          return (
            <li key={id} className="space-y-2" data-testid="picture-slot">
              <div className="flex items-center gap-3">
                {photo ? (
                  <button
                    type="button"
                    className="relative size-16 shrink-0 overflow-hidden rounded-lg border border-line"
                    aria-label={t("panels.pictures.focus", { x: focus.x, y: focus.y })}
                    onClick={(event) => {
                      const box = event.currentTarget.getBoundingClientRect();
                      if (event.clientX === 0 && event.clientY === 0) return;
                      change(slot, { focus: { x: clampPercent(((event.clientX - box.left) / box.width) * 100), y: clampPercent(((event.clientY - box.top) / box.height) * 100) } });
                    }}
                    onKeyDown={(event) => {
                      const moves: Record<string, [number, number]> = { ArrowLeft: [-FOCUS_STEP, 0], ArrowRight: [FOCUS_STEP, 0], ArrowUp: [0, -FOCUS_STEP], ArrowDown: [0, FOCUS_STEP] };
                      const move = moves[event.key];
                      if (!move) return;
                      event.preventDefault();
                      change(slot, { focus: { x: clampPercent(focus.x + move[0]), y: clampPercent(focus.y + move[1]) } });
                    }}
                  >
                    <img src={thumbnailUrl(photo)} alt="" className="size-full object-cover" style={{ objectPosition: `${focus.x}% ${focus.y}%` }} />
                    <span aria-hidden="true" className="absolute size-3 -translate-1/2 rounded-full border-2 border-white bg-brand-600 shadow" style={{ left: `${focus.x}%`, top: `${focus.y}%` }} />
                  </button>
                ) : (
                  <span className="flex size-16 shrink-0 items-center justify-center rounded-lg border border-dashed border-line bg-brand-50 text-center text-[10px] leading-tight text-ink-soft">{t("panels.pictures.noPhoto")}</span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-medium">{slot.label}</p>
                  {slot.image.generated ? <p className="text-xs text-ink-soft">{t("panels.pictures.generated")}</p> : null}
                  <button type="button" className="btn-ghost mt-1 h-8 px-3 text-xs" onClick={() => setPicking(slot)} aria-label={t("panels.pictures.change", { slot: slot.label.toLowerCase() })}>
                    {photo ? t("panels.pictures.changePhoto") : t("panels.pictures.usePhoto")}
                  </button>
                </div>
              </div>
              {photo ? (
                <div>
                  <label htmlFor={`${id}-alt`} className="text-xs font-medium text-ink-soft">{t("panels.pictures.alt")}</label>
                  <input
                    id={`${id}-alt`}
                    value={slot.image.alt}
                    maxLength={160}
                    onChange={(event) => change(slot, { alt: event.target.value, altAccepted: true })}
                    className="mt-1 h-9 w-full rounded-lg border border-line px-2.5 text-sm"
                    aria-describedby={slot.image.altAccepted === false ? `${id}-alt-note` : undefined}
                  />
                  {slot.image.altAccepted === false ? (
                    <p id={`${id}-alt-note`} className="mt-1 flex flex-wrap items-center gap-2 text-xs text-amber-800">
                      {slot.image.generated ? t("panels.pictures.suggestionGenerated") : t("panels.pictures.suggestion")}
                      <button type="button" className="btn-primary h-7 px-2.5 text-xs" onClick={() => change(slot, { altAccepted: true })}>{t("panels.pictures.accept")}</button>
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ImagePicker open={picking !== null} slotLabel={picking?.label ?? t("panels.pictures.fallback")} showsPhoto={Boolean(picking?.image.media)} onPick={pick} onRemovePhoto={withoutPhoto} onClose={() => setPicking(null)} />
    </section>
  );
}
