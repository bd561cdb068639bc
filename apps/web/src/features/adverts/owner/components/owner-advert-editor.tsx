import Button from 'react-bootstrap/Button';
import { LoadErrorPanel } from '../../../../components/load-error-panel';
import { LoadingPanel } from '../../../../components/loading-panel';
import { useOwnerAdvert } from '../api/owner-advert';
import { AdvertEditorForm } from '../forms/advert-editor-form';

interface OwnerAdvertEditorProps {
  advertId: number;
  onClose: () => void;
}

/** The owner's editor, opened in place of the list (owner version; docs/product.md#adverts). */
export function OwnerAdvertEditor({ advertId, onClose }: OwnerAdvertEditorProps) {
  const detail = useOwnerAdvert(advertId);
  if (detail.isError) {
    return (
      <div className="panel">
        <LoadErrorPanel
          error={detail.error}
          retrying={detail.isFetching}
          onRetry={() => void detail.refetch()}
        />
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className="panel">
        <LoadingPanel text="Loading the advert…" />
      </div>
    );
  }
  return <AdvertEditorForm key={advertId} detail={detail.data} onClose={onClose} />;
}
