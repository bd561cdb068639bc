import { IMAGE_UPLOAD_MESSAGES } from '@estate/contracts';
import type { MyAgency } from '@estate/contracts/agencies';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormAlert } from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { PHOTO_ACCEPT, photoRefusal } from '../../../lib/photo-checks';
import { useUploadLogo } from '../api/agencies';
import { useAgenciesT } from '../texts';

type Notice = { variant: 'success' | 'danger'; text: string } | null;

/**
 * The agency's logo (docs/product.md#agencies): the owner picks a picture, refused at once when it
 * is not a JPEG, PNG or WebP or is over 5 MB, and it is sent; the server keeps a square of it.
 */
export function AgencyLogo({ mine }: { mine: MyAgency }) {
  const t = useAgenciesT();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const upload = useUploadLogo(mine.agency.id);
  const { logo, name } = mine.agency;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refusal = await photoRefusal(file);
    if (refusal) {
      const tooLarge = refusal === IMAGE_UPLOAD_MESSAGES.tooLarge;
      setNotice({ variant: 'danger', text: t(tooLarge ? 'logo.tooLarge' : 'logo.wrongType') });
      return;
    }
    setNotice(null);
    try {
      await upload.mutateAsync(file);
      setNotice({ variant: 'success', text: t('logo.saved') });
    } catch (error) {
      setNotice({ variant: 'danger', text: errorMessage(error) });
    }
  };

  return (
    <section className="agency-logo d-flex align-items-center gap-3 my-3">
      {logo ? (
        <img
          src={logo.url}
          alt={t('logo.alt', { name })}
          width={64}
          height={64}
          className="rounded"
        />
      ) : (
        <span className="agency-logo__empty rounded" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      {mine.myRole === 'OWNER' ? (
        <div>
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
          >
            {logo ? t('logo.change') : t('logo.choose')}
          </Button>
          <p className="small text-muted mb-0 mt-1">{t('logo.hint')}</p>
          <input
            ref={input}
            type="file"
            accept={PHOTO_ACCEPT}
            aria-label={t('logo.choose')}
            className="d-none"
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      ) : null}
      <FormAlert variant={notice?.variant ?? 'success'} message={notice?.text ?? null} />
    </section>
  );
}
