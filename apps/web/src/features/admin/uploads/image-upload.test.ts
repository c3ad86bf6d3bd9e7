import { MAX_IMAGE_BYTES } from '@tc/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-upload';

describe('imageFileProblem', () => {
  it('lets an image of up to 10 MB through', () => {
    expect(imageFileProblem({ size: MAX_IMAGE_BYTES, type: 'image/jpeg' })).toBeNull();
    expect(imageFileProblem({ size: 1, type: 'image/png' })).toBeNull();
  });

  it('refuses one byte more than 10485760', () => {
    expect(imageFileProblem({ size: 10_485_761, type: 'image/png' })).toBe('tooLarge');
  });

  it('refuses what is not declared an image', () => {
    expect(imageFileProblem({ size: 100, type: 'application/pdf' })).toBe('notImage');
    expect(imageFileProblem({ size: 100, type: '' })).toBe('notImage');
  });
});
