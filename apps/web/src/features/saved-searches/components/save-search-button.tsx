import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../../components/icon/icon';
import { paths } from '../../../lib/paths';
import { useAuthStore } from '../../auth';
import { useSavedSearchT } from '../texts';

// The dialog, its form and the contract it checks against load with the first click, not with
// the list.
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

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
  // Once opened, the dialog stays mounted so that closing it can fade out.
  const [wanted, setWanted] = useState(false);
  const t = useSavedSearchT();

  const click = () => {
    if (!isUserLogin) {
      void navigate(paths.login(), { state: { from: location.pathname + location.search } });
      return;
    }
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <button type="button" className="btn btn-outline-primary save-search" onClick={click}>
        <Icon name="bookmark-plus" /> {t('saveThisSearch')}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SaveSearchDialog show={open} filters={filters} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
