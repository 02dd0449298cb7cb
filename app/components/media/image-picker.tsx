import { useCallback, useEffect, useId, useRef, useState } from "react";
import { z } from "zod";
import { mediaItemSchema, type MediaItem } from "@core/media/media";
import { mediaUrl, mediaVariantWidths } from "@core/media/media-sizes";
import { apiRequest, refusalMessage } from "~/lib/api-client";
import { preparePhoto, uploadPhoto } from "./upload";
import { ModalDialog } from "../modal-dialog";
import { useT } from "~/lib/i18n";

/** The smallest stored size of a photo: enough for a thumbnail. */
export const thumbnailUrl = (item: Pick<MediaItem, "id" | "width">) => mediaUrl(item.id, mediaVariantWidths(item.width)[0]!);

interface Upload {
  id: number;
  name: string;
  progress: number;
  error: string | null;
}

const listSchema = z.object({ data: z.array(mediaItemSchema) });
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif";

/** The library as the server listed it, with the photos uploaded here (newest first) that the list, read earlier, lacks in front. */
export function withUploaded(listed: readonly MediaItem[], uploadedHere: readonly MediaItem[]): MediaItem[] {
  const known = new Set(listed.map((item) => item.id));
  return [...uploadedHere.filter((item) => !known.has(item.id)), ...listed];
}

/** The picker's words: a site's picture slots take photos, the logo slot takes the owner's logo file. */
const WORDS = {
  photo: { drop: "panels.photos.drop", choose: "panels.photos.choose", input: "panels.photos.input", hint: null },
  logo: { drop: "panels.photos.logoDrop", choose: "panels.photos.logoChoose", input: "panels.photos.logoInput", hint: "panels.photos.logoHint" },
} as const;

/**
 * Chooses a picture for one slot of the site: upload (file picker, drag and drop, or paste, with a
 * progress bar per file), pick a photo already in the library, or take the photo out (the slot then shows the template's designed look). A native
 * modal dialog, so focus stays inside and Escape closes it.
 */
export function ImagePicker({
  open,
  slotLabel,
  purpose = "photo",
  showsPhoto,
  onPick,
  onRemovePhoto,
  onClose,
}: {
  open: boolean;
  slotLabel: string;
  /** What the owner is choosing: one of the site's photos, or their logo. */
  purpose?: keyof typeof WORDS;
  showsPhoto: boolean;
  onPick: (item: MediaItem) => void;
  onRemovePhoto: () => void;
  onClose: () => void;
}) {
  const words = WORDS[purpose];
  const { t, text, locale } = useT();
  const percent = new Intl.NumberFormat(locale, { style: "percent" });
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [library, setLibrary] = useState<MediaItem[] | null>(null);
  const [libraryError, setLibraryError] = useState<string | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextUpload = useRef(1);
  // Each visit lists only the uploads still under way: the finished ones are in the library (set while rendering,
  // React's way to adjust state when a prop changes).
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (open) setUploads((current) => current.filter((upload) => !upload.error && upload.progress < 1));
  }
  // Photos uploaded in this dialog, by id, so a list read before they arrived does not hide them.
  const uploaded = useRef(new Map<string, MediaItem>());

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void apiRequest("/media", listSchema, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      // The list was read when the dialog opened: photos uploaded while it travelled stay in front of it, or
      // they would vanish from the grid (three uploads, then "No photos yet").
      if (result.data) setLibrary(withUploaded(result.data.data, [...uploaded.current.values()].reverse()));
      else setLibraryError("panels.photos.loadFailed");
    });
    return () => controller.abort();
  }, [open]);

  const update = (id: number, change: Partial<Upload>) => setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const uploadFiles = useCallback(
    async (files: File[]) => {
      const started = await Promise.all(
        files.map(async (file) => {
          const id = nextUpload.current++;
          setUploads((current) => [...current, { id, name: file.name || t("panels.photos.pasted"), progress: 0, error: null }]);
          // A photo over 50 megapixels or 15 MB is scaled down here first (docs/decisions/0805-image-size-read-from-the-header.md).
          const prepared = await preparePhoto(file);
          if (!prepared.ok) {
            update(id, { error: prepared.message });
            return null;
          }
          const result = await uploadPhoto(prepared.file, (progress) => update(id, { progress }));
          if (!result.ok) {
            update(id, { error: result.message });
            return null;
          }
          update(id, { progress: 1 });
          uploaded.current.set(result.item.id, result.item);
          setLibrary((current) => [result.item, ...(current ?? []).filter((item) => item.id !== result.item.id)]);
          return result.item;
        }),
      );
      const done = started.filter((item): item is MediaItem => item !== null);
      // One photo for one slot: use it at once. Several go to the library to choose from.
      if (files.length === 1 && done[0]) onPick(done[0]);
    },
    [onPick, t],
  );

  async function remove(item: MediaItem) {
    const result = await apiRequest(`/media/${item.id}`, z.unknown(), { method: "DELETE" });
    if (result.error) {
      setLibraryError(refusalMessage(result.error, "panels.photos.deleteFailed"));
      return;
    }
    setLibraryError(null);
    uploaded.current.delete(item.id);
    setLibrary((current) => (current ?? []).filter((photo) => photo.id !== item.id));
  }

  const imagesOf = (list: DataTransferItemList | FileList | null | undefined): File[] => {
    if (!list) return [];
    const files = "length" in list && list instanceof FileList ? Array.from(list) : Array.from(list as DataTransferItemList).map((item) => (item.kind === "file" ? item.getAsFile() : null));
    return files.filter((file): file is File => file !== null);
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      onPaste={(event) => {
        const files = imagesOf(event.clipboardData?.files);
        if (files.length) {
          event.preventDefault();
          void uploadFiles(files);
        }
      }}
      className="max-h-[90dvh] w-[min(40rem,calc(100vw-1.5rem))] overflow-y-auto p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-display text-2xl font-semibold">{slotLabel}</h2>
        <button type="button" className="btn-ghost h-9 px-3 text-xs" onClick={onClose}>{t("common.close")}</button>
      </div>
      <div
        data-testid="photo-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void uploadFiles(imagesOf(event.dataTransfer.files));
        }}
        className={`mt-4 rounded-2xl border-2 border-dashed p-5 text-center text-sm ${dragging ? "border-brand-600 bg-brand-50" : "border-line"}`}
      >
        <p className="font-medium">{t(words.drop)}</p>
        <button type="button" className="btn-primary mt-3 h-10 px-4 text-sm" onClick={() => fileInput.current?.click()}>{t(words.choose)}</button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          multiple={purpose === "photo"}
          className="sr-only"
          aria-label={t(words.input)}
          onChange={(event) => {
            const files = imagesOf(event.currentTarget.files);
            event.currentTarget.value = "";
            void uploadFiles(files);
          }}
        />
        <p className="mt-2 text-xs text-ink-soft">
          {t("panels.photos.hint")}
          {words.hint ? <> {t(words.hint)}</> : null}
        </p>
      </div>
      {uploads.length ? (
        <ul className="mt-3 space-y-2" aria-label={t("panels.photos.uploads")}>
          {uploads.map((upload) => (
            <li key={upload.id} className="text-xs">
              <div className="flex justify-between gap-2">
                <span className="truncate font-medium">{upload.name}</span>
                <span className={upload.error ? "text-red-700" : "text-ink-soft"}>{upload.error ? t("panels.photos.notUploaded") : upload.progress >= 1 ? t("panels.photos.uploaded") : percent.format(Math.round(upload.progress * 100) / 100)}</span>
              </div>
              {upload.error ? <p role="alert" className="mt-1 text-red-800">{text(upload.error)}</p> : <progress className="mt-1 h-2 w-full accent-brand-700" max={1} value={upload.progress} aria-label={t("panels.photos.uploading", { name: upload.name })} />}
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="mt-5 text-sm font-semibold">{t("panels.photos.yours")}</h3>
      {libraryError ? <p role="alert" className="mt-2 text-xs text-red-800">{text(libraryError)}</p> : null}
      {library === null && !libraryError ? <p className="mt-2 text-xs text-ink-soft">{t("common.loading")}</p> : null}
      {library?.length === 0 ? <p className="mt-2 text-xs text-ink-soft">{t("panels.photos.empty")}</p> : null}
      {library?.length ? (
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={t("panels.photos.yours")}>
          {library.map((item, index) => (
            <li key={item.id} className="group relative">
              <button type="button" onClick={() => onPick(item)} className="block w-full overflow-hidden rounded-xl border border-line hover:border-brand-600" aria-label={t("panels.photos.use", { index: index + 1 })}>
                <img src={thumbnailUrl(item)} alt="" width={item.width} height={item.height} loading="lazy" className="aspect-square w-full object-cover" />
              </button>
              <button type="button" onClick={() => void remove(item)} className="mt-1 text-[11px] text-red-700 underline underline-offset-2" aria-label={t("panels.photos.deletePhoto", { index: index + 1 })}>{t("panels.photos.delete")}</button>
            </li>
          ))}
        </ul>
      ) : null}
      {showsPhoto ? (
        <div className="mt-5 border-t border-line pt-4">
          <button type="button" className="btn-ghost h-9 px-3 text-xs" onClick={onRemovePhoto}>{t("panels.photos.takeOut")}</button>
        </div>
      ) : null}
    </ModalDialog>
  );
}
