import { COMPLAINT_PHOTO_TYPES } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useUploadComplaintPhoto } from './api';
import { complaintMessages } from './messages';
import { acceptablePhotos, type ChosenPhoto } from './photo-list';

/**
 * Up to 5 photos with previews: each is uploaded as soon as it is chosen and can be removed
 * again. Reports the chosen photos, so the form sends the uploaded tokens.
 */
export function PhotoPicker({ onChange }: { readonly onChange: (photos: ChosenPhoto[]) => void }) {
  const { t } = useMessages(complaintMessages);
  const upload = useUploadComplaintPhoto();
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const id = useId();
  const urls = useRef(new Set<string>());

  useEffect(() => onChange(photos), [photos, onChange]);
  // The previews are object URLs: freed when the form goes away.
  useEffect(() => {
    const created = urls.current;
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: string, change: Partial<ChosenPhoto>) =>
    setPhotos((current) =>
      current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
    );

  const add = (files: File[]) => {
    const { accepted, refused, overLimit } = acceptablePhotos(files, photos.length);
    setNotice(overLimit ? t('photoLimit') : refused > 0 ? t('photoFailed') : null);
    const chosen = accepted.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      return { key: previewUrl, previewUrl, token: null, state: 'uploading' as const };
    });
    setPhotos((current) => [...current, ...chosen]);
    accepted.forEach((file, index) => {
      const key = chosen[index]?.key ?? '';
      // Each upload's own promise: a mutation's per-call callbacks fire for its latest call
      // only, so two photos chosen at once would leave the first one uploading for ever.
      void upload.mutateAsync(file).then(
        ({ token }) => update(key, { token, state: 'uploaded' }),
        () => update(key, { state: 'failed' }),
      );
    });
  };

  const remove = (key: string) => {
    URL.revokeObjectURL(key);
    urls.current.delete(key);
    setPhotos((current) => current.filter((photo) => photo.key !== key));
  };

  return (
    <fieldset className="acc-photos">
      <legend>{t('photos')}</legend>
      <ul>
        {photos.map((photo, index) => (
          <li key={photo.key} data-testid="complaint-photo" data-state={photo.state}>
            <img src={photo.previewUrl} alt={t('photoAlt', { position: index + 1 })} width={96} />
            {photo.state === 'uploading' ? <span>{t('photoUploading')}</span> : null}
            {photo.state === 'failed' ? (
              <span className="acc-error">{t('photoFailed')}</span>
            ) : null}
            <button type="button" className="acc-secondary" onClick={() => remove(photo.key)}>
              {t('photoRemove')}
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={id}>{t('photoAdd')}</label>
      <input
        id={id}
        type="file"
        accept={COMPLAINT_PHOTO_TYPES.join(',')}
        multiple
        disabled={photos.length >= 5}
        data-testid="complaint-photos-input"
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {notice ? (
        <p className="acc-error" role="alert">
          {notice}
        </p>
      ) : null}
    </fieldset>
  );
}
