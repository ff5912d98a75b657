/**
 * Review pictures' uploads (spec section 7, files/sign, files, attachments): a one-time signed
 * token per picture, the bytes checked and kept with a thumbnail, and the pictures served by
 * their public key.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { isAnyOf } from '../../platform/sql-list.ts';
import { maskKeptCardNumbers } from '../analytics/mask.ts';
import type { SignedUpload, UploadedFile } from './contract.ts';
import { FLOOD_WINDOW_MS, isFlooding, MAX_UPLOADS_PER_WINDOW, sentInWindow } from './flood.ts';
import { processPicture, type ProcessedPicture } from './pictures.ts';
import { hasPictureExtension, isPictureType } from './review-rules.ts';
import { reviewFiles } from './schema.ts';

/** How long a signed upload may be used: fifteen minutes. */
export const UPLOAD_TTL_MS = 15 * 60 * 1000;

/** Where the pictures are served, by their public key. */
export const FILES_PATH = '/api/store/files';

/** Who is asking: a hash of their address (flood control) and their browser's uploader cookie. */
export interface ReviewClient {
  clientKey: string;
  uploader: string;
}

/** A picture to serve: its bytes and real type. */
export interface ServedFile {
  contentType: string;
  bytes: Uint8Array;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** A new random, unguessable name (uploader cookies, upload tokens, picture keys). */
export const randomName = (bytes = 18) => randomBytes(bytes).toString('base64url');

/** Where a picture and its thumbnail are served, by its public key. */
export const imageUrls = (key: string) => ({
  url: `${FILES_PATH}/${key}`,
  thumbnail: `${FILES_PATH}/${key}/thumbnail`,
});

/** The columns of a checked picture. */
export const pictureColumns = (p: ProcessedPicture) => ({
  contentType: p.contentType,
  size: p.bytes.length,
  width: p.width,
  height: p.height,
  bytes: p.bytes,
  thumbnail: p.thumbnail,
  thumbnailWidth: p.thumbnailWidth,
  thumbnailHeight: p.thumbnailHeight,
});

/** The uploads of review pictures over a database: sign, check a token, upload, list, serve. */
export function reviewUploads(db: Db) {
  function uploadedDto(row: typeof reviewFiles.$inferSelect): UploadedFile {
    return {
      id: row.id,
      ...imageUrls(row.key),
      width: row.width ?? 0,
      height: row.height ?? 0,
      content_type: row.contentType ?? '',
      size: row.size ?? 0,
      review_id: row.reviewId,
    };
  }

  /** Whether a token may still be used by this browser (checked before the bytes are read). */
  async function checkToken(token: string, uploader: string): Promise<void> {
    const [row] = await db
      .select({ id: reviewFiles.id })
      .from(reviewFiles)
      .where(
        and(
          eq(reviewFiles.tokenHash, sha256(token)),
          eq(reviewFiles.uploader, uploader),
          isNull(reviewFiles.uploadedAt),
          gt(reviewFiles.expiresAt, new Date()),
        ),
      );
    if (!row) throw new AppError(403, 'review_upload_token');
  }

  return {
    /**
     * Signs one picture upload (spec section 7, files/sign): the name and type must be a
     * picture's and the size at most 8 MB; answers a one-time token for `files`.
     */
    async sign(
      input: { filename: string; content_type: string; size: number },
      client: ReviewClient,
    ): Promise<SignedUpload> {
      if (!hasPictureExtension(input.filename)) throw invalidField('review_image_type', 'filename');
      if (!isPictureType(input.content_type)) {
        throw invalidField('review_image_type', 'content_type');
      }
      if (
        isFlooding(await sentInWindow(db, reviewFiles, client.clientKey), MAX_UPLOADS_PER_WINDOW)
      ) {
        throw new AppError(429, 'review_upload_flood', { minutes: FLOOD_WINDOW_MS / 60_000 });
      }
      const token = randomName(24);
      const expiresAt = new Date(Date.now() + UPLOAD_TTL_MS);
      const [row] = await db
        .insert(reviewFiles)
        .values({
          key: randomName(),
          uploader: client.uploader,
          tokenHash: sha256(token),
          filename: maskKeptCardNumbers(input.filename),
          declaredSize: input.size,
          clientKey: client.clientKey,
          expiresAt,
        })
        .returning({ id: reviewFiles.id });
      return {
        id: row!.id,
        upload_url: `${FILES_PATH}?token=${token}`,
        token,
        expires_at: expiresAt.toISOString(),
      };
    },

    /** Whether a token may still be used by this browser (checked before the bytes are read). */
    checkToken,

    /**
     * Takes the bytes of a signed upload (spec section 7, files): checked by what they are, at
     * most 8 MB, kept in the database with a thumbnail; the token then is spent.
     */
    async upload(token: string, uploader: string, file: Uint8Array): Promise<UploadedFile> {
      await checkToken(token, uploader);
      const picture = await processPicture(file);
      const [row] = await db
        .update(reviewFiles)
        .set({ ...pictureColumns(picture), uploadedAt: new Date() })
        .where(
          and(
            eq(reviewFiles.tokenHash, sha256(token)),
            eq(reviewFiles.uploader, uploader),
            isNull(reviewFiles.uploadedAt),
          ),
        )
        .returning();
      if (!row) throw new AppError(403, 'review_upload_token');
      return uploadedDto(row);
    },

    /** The browser's own uploaded pictures among `ids` (spec section 7, attachments). */
    async attachments(ids: number[], uploader: string): Promise<UploadedFile[]> {
      const rows = await db
        .select()
        .from(reviewFiles)
        .where(
          and(
            isAnyOf(reviewFiles.id, ids),
            eq(reviewFiles.uploader, uploader),
            sql`${reviewFiles.bytes} is not null`,
          ),
        )
        .orderBy(asc(reviewFiles.id));
      if (rows.length !== new Set(ids).size) throw invalidField('review_image_unknown', 'ids');
      return rows.map(uploadedDto);
    },

    /** An uploaded picture or its thumbnail, by its public key; null when there is none. */
    async file(key: string, thumbnail: boolean): Promise<ServedFile | null> {
      const [row] = await db
        .select({
          contentType: reviewFiles.contentType,
          bytes: thumbnail ? reviewFiles.thumbnail : reviewFiles.bytes,
        })
        .from(reviewFiles)
        .where(eq(reviewFiles.key, key));
      if (!row?.bytes || !row.contentType) return null;
      return { contentType: thumbnail ? 'image/webp' : row.contentType, bytes: row.bytes };
    },
  };
}
