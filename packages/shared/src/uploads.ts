export const MAX_IMAGES = 5;
const MAX_IMAGE_MB = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
export const IMAGE_MIME = 'image/png';
/** Width of the WebP variant the storefront lists use. */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;
export const DEFAULT_IMAGE = '/logo.svg';

export const UPLOAD_MESSAGES = {
  pngOnly: 'Please upload only PNG images',
  tooMany: `You can only upload up to ${MAX_IMAGES} images`,
  tooLarge: `Each image must be at most ${MAX_IMAGE_MB}MB`,
  hint: `PNG up to ${MAX_IMAGE_MB}MB, at most ${MAX_IMAGES} images`,
  multipartRequired: 'This request must be multipart/form-data or JSON',
} as const;
