import { describe, expect, it } from 'vitest';
import { responsiveImage } from './responsive-image';

describe('responsiveImage', () => {
  it('offers every stored version through srcset, with the image size to reserve the box', () => {
    const versions = [
      { url: '/uploads/public/images/a-480w.webp', width: 480, height: 320 },
      { url: '/uploads/public/images/a-960w.webp', width: 960, height: 640 },
      { url: '/uploads/public/images/a.jpg', width: 1200, height: 800 },
    ];
    expect(responsiveImage('/uploads/public/images/a.jpg', versions, '100vw')).toEqual({
      src: '/uploads/public/images/a.jpg',
      srcSet:
        '/uploads/public/images/a-480w.webp 480w, /uploads/public/images/a-960w.webp 960w, /uploads/public/images/a.jpg 1200w',
      sizes: '100vw',
      width: 1200,
      height: 800,
    });
  });

  it('keeps an image without versions as it is: no guessed file names', () => {
    expect(responsiveImage('/uploads/public/images/old.png', [], '100vw')).toEqual({
      src: '/uploads/public/images/old.png',
    });
  });
});
