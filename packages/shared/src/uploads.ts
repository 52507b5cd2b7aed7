export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_MIME = 'image/png';
/** Width of the WebP variant the storefront lists use. */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;
export const DEFAULT_IMAGE = '/logo.svg';

export const UPLOAD_MESSAGES = {
  pngOnly: 'Please upload only PNG images',
  tooMany: 'You can only upload up to 5 images',
  tooLarge: 'Each image must be at most 10MB',
  hint: 'PNG up to 10MB, at most 5 images',
  multipartRequired: 'This request must be multipart/form-data or JSON',
} as const;
