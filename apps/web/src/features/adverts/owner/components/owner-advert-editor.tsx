import { Suspense } from 'react';
import Button from 'react-bootstrap/Button';
import { QueryStatus } from '../../../../components/query-status';
import { useOwnerAdvert } from '../api/owner-advert';
import { useOwnerRevision } from '../api/owner-revision';
import { AdvertEditorForm } from '../forms/advert-editor-form';
import { usePicturesT } from '../../pictures';
import { useEditorT } from '../texts';

interface OwnerAdvertEditorProps {
  advertId: number;
  onClose: () => void;
}

function LoadedEditor({ advertId, onClose }: OwnerAdvertEditorProps) {
  const t = useEditorT();
  // The pictures' texts are fetched before the form is drawn, not under a drawn form.
  usePicturesT();
  const detail = useOwnerAdvert(advertId);
  // A live advert's waiting or turned-down edit: the editor opens on it (docs/product.md#revisions).
  const revision = useOwnerRevision(advertId);
  // What the panel speaks of while either loads or fails: the advert first, then its revision.
  const shown = detail.isSuccess ? revision : detail;
  if (detail.isError || revision.isError || !detail.data || revision.data === undefined) {
    return (
      <div className="panel">
        <QueryStatus query={shown} loadingText={t('loadingAdvert')} />
        {shown.isError ? (
          <Button variant="outline-secondary" onClick={onClose}>
            {t('close')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <AdvertEditorForm
      key={advertId}
      detail={detail.data}
      revision={revision.data}
      onClose={onClose}
    />
  );
}

/** The owner's editor, opened in place of the list (owner version; docs/product.md#adverts). */
export function OwnerAdvertEditor(props: OwnerAdvertEditorProps) {
  // Its Turkish texts arrive once, in place of the list, not over the whole page.
  return (
    <Suspense fallback={<div className="panel" aria-busy="true" />}>
      <LoadedEditor {...props} />
    </Suspense>
  );
}
