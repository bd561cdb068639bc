import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../../components/icon/icon';
import { paths } from '../../../lib/paths';
import { useAuthStore } from '../../auth';
import { useSavedSearchT } from '../texts';

// The dialog, its form and the contract it checks against load with the first click, not with
// the list.
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

/** Marks the way back from the login page: the dialog opens again there (not a filter). */
export const SAVE_AFTER_LOGIN = '#save-search';

interface SaveSearchButtonProps {
  /** The list's filters as GET /adverts parameters (savedFiltersOf). */
  filters: Record<string, string>;
}

/**
 * "Save this search" on /properties (docs/product.md#saved-searches). A visitor goes to the login
 * page, which brings them back to the same search with the dialog open again; a member names it
 * and picks the alert.
 */
export function SaveSearchButton({ filters }: SaveSearchButtonProps) {
  const isUserLogin = useAuthStore((s) => s.isUserLogin);
  const navigate = useNavigate();
  const location = useLocation();
  // Back from the login page: the list opens with the dialog open.
  const back = location.hash === SAVE_AFTER_LOGIN && isUserLogin;
  const [open, setOpen] = useState(back);
  // Once opened, the dialog stays mounted so that closing it can fade out.
  const [wanted, setWanted] = useState(back);
  const t = useSavedSearchT();

  useEffect(() => {
    if (!back) return;
    // The mark is spent: a reload or a shared link does not open the dialog again.
    void navigate(location.pathname + location.search, { replace: true });
  }, [back, navigate, location.pathname, location.search]);

  const click = () => {
    if (!isUserLogin) {
      const from = location.pathname + location.search + SAVE_AFTER_LOGIN;
      void navigate(paths.login(), { state: { from } });
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
