import { COMPLAINT_LIMITS, COMPLAINT_PHOTO_TYPES } from '@shop/shared-contracts';

/** A photo chosen for the complaint: its preview and, once uploaded, its token. */
export interface ChosenPhoto {
  readonly key: string;
  readonly previewUrl: string;
  readonly token: string | null;
  readonly state: 'uploading' | 'uploaded' | 'failed';
}

/** The files that may still be added: pictures of at most 10 MB, up to 5 photos in all. */
export function acceptablePhotos(
  files: readonly File[],
  alreadyChosen: number,
): { accepted: File[]; refused: number; overLimit: boolean } {
  const room = Math.max(0, COMPLAINT_LIMITS.photosMax - alreadyChosen);
  const fitting = files.filter(
    (file) =>
      (COMPLAINT_PHOTO_TYPES as readonly string[]).includes(file.type) &&
      file.size <= COMPLAINT_LIMITS.photoBytesMax,
  );
  return {
    accepted: fitting.slice(0, room),
    refused: files.length - fitting.length,
    overLimit: fitting.length > room,
  };
}

/** The tokens to send, in the order the photos were chosen. */
export const uploadedTokens = (photos: readonly ChosenPhoto[]) =>
  photos.flatMap((photo) => (photo.token ? [photo.token] : []));
