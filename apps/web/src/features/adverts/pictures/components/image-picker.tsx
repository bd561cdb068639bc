import { useId, useState, type DragEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Icon } from '../../../../components/icon/icon';
import { IMAGE_ACCEPT } from './picked-image-checks';
import { PickedImageTile } from './picked-image-tile';
import type { PickedImages } from './use-picked-images';
import { refusalText, usePicturesT } from '../texts';

function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const t = usePicturesT();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <>
      <label
        htmlFor={inputId}
        className={`image-drop${dragging ? ' image-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="cloud-arrow-up" className="image-drop__icon" />
        <span>{t('drop')}</span>
        <small className="text-muted">{t('rules')}</small>
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        aria-label={t('choose')}
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
}

/**
 * Pick or drop pictures (docs/product.md#pictures): previews with a tick, SET AS FEATURED and
 * DELETE for the new picks, each with its own progress bar once sending starts.
 */
export function ImagePicker({ picked, disabled }: { picked: PickedImages; disabled?: boolean }) {
  const t = usePicturesT();
  const anyTicked = picked.images.some((i) => i.ticked);

  return (
    <div>
      <DropZone onFiles={(files) => void picked.add(files)} disabled={disabled} />
      {picked.messages.map((message) => (
        <Alert key={message} variant="warning" className="mt-2 mb-0 py-2">
          {refusalText(message)}
        </Alert>
      ))}
      {picked.images.length > 0 ? (
        <>
          <ul className="picked-images" aria-label={t('newPictures')}>
            {picked.images.map((image) => (
              <PickedImageTile key={image.key} image={image} onTick={picked.toggleTick} />
            ))}
          </ul>
          <div className="d-flex flex-wrap gap-2">
            <Button
              variant="outline-primary"
              size="sm"
              disabled={!anyTicked || disabled}
              onClick={picked.featureTicked}
            >
              {t('setFeatured')}
            </Button>
            <Button
              variant="outline-danger"
              size="sm"
              disabled={!anyTicked || disabled}
              onClick={picked.deleteTicked}
            >
              {t('deleteTicked')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
