import { describe, expect, it } from 'vitest';
import { acceptablePhotos, uploadedTokens } from './photo-list';

const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'x', { type });

describe('complaint photos', () => {
  it('takes pictures up to 5 in all and refuses other files', () => {
    const result = acceptablePhotos(
      [file('image/png'), file('text/plain'), file('image/jpeg'), file('image/webp')],
      3,
    );
    expect(result.accepted.map((photo) => photo.type)).toEqual(['image/png', 'image/jpeg']);
    expect(result.refused).toBe(1);
    expect(result.overLimit).toBe(true);
  });

  it('sends only the uploaded photos’ tokens', () => {
    expect(
      uploadedTokens([
        { key: 'a', previewUrl: '', token: 't1', state: 'uploaded' },
        { key: 'b', previewUrl: '', token: null, state: 'failed' },
      ]),
    ).toEqual(['t1']);
  });
});
