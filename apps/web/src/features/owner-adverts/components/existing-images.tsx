import type { AdvertImage } from '@estate/contracts';
import { IMAGE_UPLOAD_MESSAGES } from '@estate/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icon/icon';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useAdvertImageMutations } from '../api/advert-images';

export const DELETE_IMAGE_QUESTION = 'Are you sure you want to delete this image?';

interface ExistingImagesProps {
  advertId: number;
  images: AdvertImage[];
}

/** Moves one id a place up (-1) or down (+1) in the gallery order. */
const moved = (ids: number[], index: number, step: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + step]] = [next[index + step]!, next[index]!];
  return next;
};

/** The advert's saved pictures: featured choice, order and Delete, each saved at once. */
export function ExistingImages({ advertId, images }: ExistingImagesProps) {
  const { remove, feature, reorder } = useAdvertImageMutations(advertId);
  const [deleting, setDeleting] = useState<number>();
  const run = (action: Promise<unknown>, success?: string) =>
    action.then(() => success && toast.success(success)).catch((e) => toast.error(errorMessage(e)));
  const ids = images.map((i) => i.id);

  if (images.length === 0) return <p className="text-muted">No pictures yet.</p>;
  return (
    <>
      <ul className="picked-images" aria-label="Saved pictures">
        {images.map((image, index) => (
          <li
            key={image.id}
            className={`picked-image${image.featured ? ' picked-image--featured' : ''}`}
          >
            <img
              src={image.thumbUrl}
              alt={`Picture ${index + 1}`}
              className="picked-image__preview"
            />
            {image.featured ? <span className="badge text-bg-warning">Featured</span> : null}
            <div className="picked-image__actions">
              <Button
                size="sm"
                variant="outline-secondary"
                aria-label={`Move picture ${index + 1} up`}
                disabled={index === 0}
                onClick={() => void run(reorder.mutateAsync(moved(ids, index, -1)))}
              >
                <Icon name="arrow-up" />
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                aria-label={`Move picture ${index + 1} down`}
                disabled={index === images.length - 1}
                onClick={() => void run(reorder.mutateAsync(moved(ids, index, 1)))}
              >
                <Icon name="arrow-down" />
              </Button>
              <Button
                size="sm"
                variant="outline-primary"
                disabled={image.featured}
                onClick={() => void run(feature.mutateAsync(image.id))}
              >
                SET AS FEATURED
              </Button>
              <Button size="sm" variant="outline-danger" onClick={() => setDeleting(image.id)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        show={deleting !== undefined}
        message={DELETE_IMAGE_QUESTION}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const id = deleting!;
          setDeleting(undefined);
          void run(remove.mutateAsync(id), IMAGE_UPLOAD_MESSAGES.deleted);
        }}
      />
    </>
  );
}
