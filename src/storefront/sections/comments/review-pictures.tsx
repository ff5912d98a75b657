import { useEffect, useRef, useState } from 'react';
import { useIntl } from '../../intl.tsx';
import { MAX_REVIEW_IMAGES, pictureProblem } from '../../../modules/reviews/review-rules.ts';
import type { reviewApi } from '../../review-api.ts';

/** A picture the shopper chose: the file and its preview. */
export interface Picture {
  key: string;
  file: File;
  preview: string;
}

/** Why a chosen file is not taken, as the messages `reviews.check.*` name it. */
export type PictureRefusal = 'image_type' | 'image_size' | 'images_too_many';

/**
 * The pictures a review will carry: each previewed from its file, the preview let go when the
 * picture goes or the form closes, each sent once (a retry does not send it again: its upload
 * token is spent).
 */
export function useReviewPictures() {
  const [list, setList] = useState<Picture[]>([]);
  const kept = useRef<Picture[]>([]);
  useEffect(() => {
    kept.current = list;
  }, [list]);
  useEffect(() => () => kept.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);
  const uploaded = useRef(new Map<string, number>());

  /** Takes the files that pass the browser's look, up to the limit; the first refusal, if any. */
  function add(files: File[]): PictureRefusal | undefined {
    let refusal: PictureRefusal | undefined;
    const added: Picture[] = [];
    for (const file of files) {
      const wrong = pictureProblem(file);
      if (wrong) {
        refusal ??= wrong;
        continue;
      }
      if (list.length + added.length >= MAX_REVIEW_IMAGES) {
        refusal ??= 'images_too_many';
        break;
      }
      const key = `${file.name}-${file.size}-${Math.random()}`;
      added.push({ key, file, preview: URL.createObjectURL(file) });
    }
    setList((now) => [...now, ...added]);
    return refusal;
  }

  function drop(key: string) {
    setList((now) => {
      const gone = now.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return now.filter((p) => p.key !== key);
    });
  }

  /** Sends the pictures not sent yet (files/sign, then files): every picture's id, in order. */
  async function upload(api: ReturnType<typeof reviewApi>): Promise<number[]> {
    const ids: number[] = [];
    for (const picture of list) {
      let id = uploaded.current.get(picture.key);
      if (id === undefined) {
        const signed = await api.signUpload({
          filename: picture.file.name,
          content_type: picture.file.type,
          size: picture.file.size,
        });
        id = (await api.uploadFile(signed.token, picture.file)).id;
        uploaded.current.set(picture.key, id);
      }
      ids.push(id);
    }
    return ids;
  }

  return { list, add, drop, upload };
}

/**
 * The chosen pictures' previews, each with its remove button; a file the browser cannot draw
 * (named and typed as a picture, but not one) is handed to `onUnreadable` as its preview fails.
 */
export function PicturePreviews({
  pictures,
  onRemove,
  onUnreadable,
}: {
  pictures: Picture[];
  onRemove: (key: string) => void;
  onUnreadable: (key: string) => void;
}) {
  const intl = useIntl();
  if (pictures.length === 0) return null;
  return (
    <ul className="review-form__previews">
      {pictures.map((p) => (
        <li key={p.key}>
          <img src={p.preview} alt="" width={72} height={72} onError={() => onUnreadable(p.key)} />
          <button
            type="button"
            className="review-form__remove"
            aria-label={intl.formatMessage({ id: 'reviews.remove_picture' }, { name: p.file.name })}
            onClick={() => onRemove(p.key)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
