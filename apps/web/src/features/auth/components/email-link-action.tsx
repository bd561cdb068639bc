import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useAuthT } from '../texts/auth-texts';

interface EmailLinkActionProps {
  /** What the button will do, said before anything is done. */
  intro: string;
  action: string;
  run: () => Promise<{ message: string }>;
  onDone?: () => void;
  /** Shown under the answer: after an error (a new link), or after success (what to do next). */
  afterError?: ReactNode;
  afterSuccess?: ReactNode;
}

/**
 * The page of an e-mailed link acts only on its button, never on its load, so a mail scanner
 * that opens the link changes nothing (docs/product.md#accounts).
 */
export function EmailLinkAction(props: EmailLinkActionProps) {
  const { intro, action, run, onDone, afterError, afterSuccess } = props;
  const t = useAuthT();
  const act = useMutation({ mutationFn: run, onSuccess: () => onDone?.() });

  if (act.isIdle || act.isPending) {
    return (
      <div className="text-center">
        <p>{intro}</p>
        <Button variant="primary" disabled={act.isPending} onClick={() => act.mutate()}>
          {act.isPending ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          {action}
        </Button>
      </div>
    );
  }
  return (
    <>
      <FormAlert
        variant={act.isError ? 'danger' : 'success'}
        message={act.isError ? errorMessage(act.error) : act.data.message}
      />
      {act.isError ? afterError : afterSuccess}
      <div className="d-flex gap-2 justify-content-center mt-3">
        <Link to={paths.login()} className="btn btn-primary">
          {t('goToLogin')}
        </Link>
        <Link to={paths.home()} className="btn btn-outline-secondary">
          {t('home')}
        </Link>
      </div>
    </>
  );
}
