import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { uploadImage } from '../api/upload-image';
import { checkPickedFiles } from './picked-image-checks';

export type PickedImageState = 'waiting' | 'uploading' | 'done' | 'failed';

export interface PickedImage {
  key: number;
  file: File;
  previewUrl: string;
  ticked: boolean;
  featured: boolean;
  /** Share sent, 0 to 1. */
  progress: number;
  state: PickedImageState;
  error?: string;
}

let nextKey = 1;

/** Sends the pictures one by one, reporting each one's progress and outcome through `patch`. */
async function sendPictures(
  pending: PickedImage[],
  { advertId, firstIndex }: { advertId: number; firstIndex: number },
  patch: (key: number, change: Partial<PickedImage>) => void,
): Promise<boolean> {
  let allSent = true;
  for (const [index, image] of pending.entries()) {
    patch(image.key, { state: 'uploading', progress: 0, error: undefined });
    try {
      await uploadImage({
        advertId,
        file: image.file,
        name: `img-${firstIndex + index}`,
        featured: image.featured,
        onProgress: (progress) => patch(image.key, { progress }),
      });
      patch(image.key, { state: 'done', progress: 1 });
    } catch (error) {
      allSent = false;
      patch(image.key, { state: 'failed', error: errorMessage(error) });
    }
  }
  return allSent;
}

/**
 * The pictures picked for an advert before they are sent: previews, tick, featured choice, and
 * the upload with a progress per file. A picture that failed stays with its message and is sent
 * again by the next `uploadAll`; those already sent are not.
 */
export function usePickedImages(existingCount = 0) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  useEffect(() => () => latest.current.forEach((i) => URL.revokeObjectURL(i.previewUrl)), []);

  const patch = useCallback((key: number, change: Partial<PickedImage>) => {
    setImages((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  // Picks are checked one after another, so two quick picks cannot both take the last place.
  const queue = useRef(Promise.resolve());
  const addChecked = async (files: readonly File[]) => {
    const { accepted, messages } = await checkPickedFiles(
      files,
      existingCount + latest.current.length,
    );
    setMessages(messages);
    const added = accepted.map((file) => ({
      key: nextKey++,
      file,
      previewUrl: URL.createObjectURL(file),
      ticked: false,
      featured: false,
      progress: 0,
      state: 'waiting' as const,
    }));
    latest.current = [...latest.current, ...added];
    setImages((all) => [...all, ...added]);
  };
  /** Keeps the pictures that pass the checks; refused ones get only their message, no preview. */
  const add = (files: readonly File[]) =>
    (queue.current = queue.current.then(() => addChecked(files)));

  const toggleTick = (key: number) =>
    setImages((all) => all.map((i) => (i.key === key ? { ...i, ticked: !i.ticked } : i)));

  /** The first ticked picture becomes the featured one. */
  const featureTicked = () =>
    setImages((all) => {
      const chosen = all.find((i) => i.ticked)?.key;
      if (chosen === undefined) return all;
      return all.map((i) => ({ ...i, featured: i.key === chosen, ticked: false }));
    });

  const deleteTicked = () =>
    setImages((all) => {
      all.filter((i) => i.ticked).forEach((i) => URL.revokeObjectURL(i.previewUrl));
      return all.filter((i) => !i.ticked);
    });

  /** Sends every picture not sent yet, one request each; true when none failed. */
  const uploadAll = (advertId: number) =>
    sendPictures(
      latest.current.filter((i) => i.state !== 'done'),
      { advertId, firstIndex: existingCount },
      patch,
    );

  return { images, messages, add, toggleTick, featureTicked, deleteTicked, uploadAll };
}

export type PickedImages = ReturnType<typeof usePickedImages>;
