import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { PickedImage } from './use-picked-images';

const STATE_LABEL = { waiting: '', uploading: 'Sending', done: 'Sent', failed: 'Failed' };

/** One new picture: preview, tick, featured mark and, once sending, its progress. */
export function PickedImageTile({
  image,
  onTick,
}: {
  image: PickedImage;
  onTick: (key: number) => void;
}) {
  const percent = Math.round(image.progress * 100);
  return (
    <li className={`picked-image${image.featured ? ' picked-image--featured' : ''}`}>
      <img src={image.previewUrl} alt={image.file.name} className="picked-image__preview" />
      <Form.Check
        id={`picked-${image.key}`}
        className="picked-image__tick"
        checked={image.ticked}
        onChange={() => onTick(image.key)}
        label={image.file.name}
        disabled={image.state === 'done' || image.state === 'uploading'}
      />
      {image.featured ? <span className="badge text-bg-warning">Featured</span> : null}
      {image.state !== 'waiting' ? (
        <ProgressBar
          now={percent}
          label={`${STATE_LABEL[image.state]} ${percent}%`}
          variant={
            image.state === 'failed' ? 'danger' : image.state === 'done' ? 'success' : 'info'
          }
          aria-label={`Upload of ${image.file.name}`}
          className="picked-image__progress"
        />
      ) : null}
      {image.error ? (
        <p className="text-danger small mb-0" role="alert">
          {image.error}
        </p>
      ) : null}
    </li>
  );
}
