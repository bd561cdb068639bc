import { lazy, Suspense, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../../components/icon/icon';
import { paths } from '../../../lib/paths';
import { useAuthStore } from '../../auth';
import { useSavedSearchT } from '../texts';

// The form (and the contract it checks against) loads with the first click, not with the list.
const SaveSearchForm = lazy(() => import('./save-search-form'));

interface SaveSearchButtonProps {
  /** The list's filters as GET /adverts parameters (savedFiltersOf). */
  filters: Record<string, string>;
}

/**
 * "Save this search" on /properties (docs/product.md#saved-searches). A visitor goes to the login
 * page, which brings them back to the same search; a member names it and picks the alert.
 */
export function SaveSearchButton({ filters }: SaveSearchButtonProps) {
  const isUserLogin = useAuthStore((s) => s.isUserLogin);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const t = useSavedSearchT();

  const click = () => {
    if (!isUserLogin) {
      void navigate(paths.login(), { state: { from: location.pathname + location.search } });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button type="button" className="btn btn-outline-primary save-search" onClick={click}>
        <Icon name="bookmark-plus" /> {t('saveThisSearch')}
      </button>
      <Modal show={open} onHide={() => setOpen(false)} centered aria-labelledby="save-search-title">
        {open ? (
          <Suspense fallback={null}>
            <SaveSearchForm filters={filters} onDone={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
