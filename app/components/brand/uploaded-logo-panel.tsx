import { useId } from "react";
import type { MediaItem } from "@core/media/media";
import { ensureContrast } from "@core/sites/contrast";
import type { UploadedLogo } from "@core/sites/logo";
import { uploadedLogoSrc } from "@core/sites/logo-view";
import { ImagePicker } from "../media/image-picker";
import { useT } from "~/lib/i18n";

/**
 * The owner's own logo in the Design tab: a preview on the site's background, a button to upload or
 * pick another picture from their library (the photos' picker: file, drag and drop, paste), and whether
 * the name shows beside it. Going back to a generated logo is the layout choice above.
 */
export function UploadedLogoPanel({
  name,
  background,
  logo,
  chosen,
  picking,
  onPicking,
  onChange,
}: {
  name: string;
  background: string;
  logo: UploadedLogo | null;
  /** "My own logo" is the owner's choice (perhaps before they have picked a picture). */
  chosen: boolean;
  picking: boolean;
  onPicking: (open: boolean) => void;
  onChange: (next: UploadedLogo) => void;
}) {
  const withNameId = useId();
  const { t } = useT();

  function pick(item: MediaItem) {
    onChange({ kind: "media", mediaId: item.id, width: item.width, height: item.height, ...(logo?.withName ? { withName: true } : {}) });
    onPicking(false);
  }

  return (
    <>
      {logo ? (
        <div className="space-y-3" data-testid="uploaded-logo">
          <div className="flex min-h-16 items-center gap-3 rounded-xl border border-line p-3" style={{ background }}>
            <img src={uploadedLogoSrc(logo)} alt={t("editor.logo.uploadedAlt", { name })} width={logo.width} height={logo.height} className="h-12 w-auto max-w-[60%] object-contain" />
            {logo.withName ? <span className="min-w-0 truncate text-lg font-bold" style={{ color: ensureContrast("#1f2937", [background]) }}>{name}</span> : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="btn-ghost h-9 px-3 text-xs" onClick={() => onPicking(true)}>
              {t("editor.logo.change")}
            </button>
            <label htmlFor={withNameId} className="flex items-center gap-2 text-xs">
              <input id={withNameId} type="checkbox" checked={logo.withName ?? false} onChange={(event) => onChange({ ...logo, withName: event.target.checked })} />
              {t("editor.logo.withName")}
            </label>
          </div>
          <p className="text-xs text-ink-soft">{t("editor.logo.pngHint")}</p>
        </div>
      ) : chosen ? (
        <div className="rounded-xl border border-dashed border-line p-3 text-xs">
          <p className="text-ink-soft">{t("editor.logo.noPicture")}</p>
          <button type="button" className="btn-primary mt-2 h-9 px-3 text-xs" onClick={() => onPicking(true)}>
            {t("editor.logo.choose")}
          </button>
        </div>
      ) : null}
      <ImagePicker open={picking} slotLabel={t("editor.logo.slot")} purpose="logo" showsPhoto={false} onPick={pick} onRemovePhoto={() => onPicking(false)} onClose={() => onPicking(false)} />
    </>
  );
}
