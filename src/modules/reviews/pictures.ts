import sharp from 'sharp';
import { sniffAttachment } from '../../platform/file-type.ts';
import { AppError } from '../../platform/errors.ts';
import {
  MAX_REVIEW_IMAGE_BYTES,
  REVIEW_IMAGE_TYPES,
  REVIEW_THUMBNAIL_WIDTH,
} from './review-rules.ts';

/** A checked review picture: its real type and size, and a thumbnail for the list. */
export interface ProcessedPicture {
  contentType: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  thumbnail: Uint8Array;
  thumbnailWidth: number;
  thumbnailHeight: number;
}

// A picture larger than this many pixels is refused before it is decoded: a small file can
// claim a huge canvas (a "decompression bomb").
const MAX_PIXELS = 40_000_000;

/**
 * Checks a picture by its bytes (never by its name or the type the browser claims): JPEG, PNG
 * or GIF, at most 8 MB, one that decodes; and makes its WebP thumbnail. Anything else is a 4xx
 * with the picture message.
 */
export async function processPicture(file: Uint8Array): Promise<ProcessedPicture> {
  if (file.length === 0) throw new AppError(422, 'attachment_empty', {}, 'file');
  if (file.length > MAX_REVIEW_IMAGE_BYTES) {
    throw new AppError(413, 'review_image_size', {}, 'file');
  }
  const type = sniffAttachment(file);
  if (!type || !(REVIEW_IMAGE_TYPES as readonly string[]).includes(type)) {
    throw new AppError(422, 'review_image_type', {}, 'file');
  }
  try {
    const image = sharp(file, { limitInputPixels: MAX_PIXELS, animated: false });
    const meta = await image.metadata();
    const { data, info } = await image
      .clone()
      .rotate()
      .resize({ width: REVIEW_THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer({ resolveWithObject: true });
    // EXIF orientations 5-8 turn the picture a quarter: its shown size is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      contentType: type,
      bytes: file,
      width: (turned ? meta.height : meta.width) ?? info.width,
      height: (turned ? meta.width : meta.height) ?? info.height,
      thumbnail: data,
      thumbnailWidth: info.width,
      thumbnailHeight: info.height,
    };
  } catch {
    throw new AppError(422, 'review_image_type', {}, 'file');
  }
}
