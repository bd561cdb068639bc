import type { Advert } from '@estate/contracts';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import {
  listSearchParams,
  PropertyMap,
  PropertyResults,
  usePropertiesT as usePageT,
  type usePropertyList,
  useSideBySide,
  ViewSwitch,
  writeListState,
  type MapHighlight,
} from '../../features/adverts';
import { SaveSearchButton, savedFiltersOf } from '../../features/saved-searches';
import { Icon } from '../../components/icon/icon';
import { useWideScreen } from '../../hooks/use-wide-screen';

const FilterSheet = lazy(() => import('./filter-sheet'));
const FilterForm = lazy(() => import('./filter-form-chunk'));

export type PropertyList = ReturnType<typeof usePropertyList>;

/** The small-screen Filter button, with the number of filters in force. */
function FilterButton(props: { active: number; expanded: boolean; onClick: () => void }) {
  const t = usePageT();
  return (
    <button
      type="button"
      className="btn btn-outline-primary d-lg-none"
      aria-expanded={props.expanded}
      onClick={props.onClick}
    >
      <Icon name="funnel" /> {t('filter')}{' '}
      {props.active ? (
        <span className="badge rounded-pill results__filter-count">
          {props.active}
          <span className="visually-hidden">{t('active')}</span>
        </span>
      ) : null}
    </button>
  );
}

/** The filters beside the results from the lg breakpoint up. */
function FilterPanel({ children }: { children: ReactNode }) {
  const t = usePageT();
  return (
    <div className="filter-panel">
      <div className="filter-panel__body">
        <h2 className="filter-panel__title">{t('filter')}</h2>
        {children}
      </div>
    </div>
  );
}

/** The filters in force as a form (a chunk of its own); applying or clearing closes the sheet. */
function ListFilters(props: { list: PropertyList; onDone: () => void; showStatus: boolean }) {
  const { list, onDone } = props;
  const { state } = list;
  // The draft restarts whenever the filters in force change (apply, clear, back/forward).
  const formKey = writeListState({ filters: state.filters, sort: state.sort, page: 0 });
  return (
    <Suspense fallback={<div className="filter-panel__loading" aria-busy="true" />}>
      <FilterForm
        key={formKey}
        initial={state.filters}
        showStatus={props.showStatus}
        onApply={(filters) => {
          onDone();
          list.applyFilters(filters);
        }}
        onClear={() => {
          onDone();
          list.clearFilters();
        }}
      />
    </Suspense>
  );
}

/** The card or pin pointed at or focused, marked on both sides of the split view. */
function useHighlight() {
  const [highlight, setHighlight] = useState<MapHighlight | null>(null);
  return {
    highlight,
    fromCard: (advert: Advert | null) =>
      setHighlight(advert ? { id: advert.id, ...advert.point } : null),
    fromPin: (id: number | null) => setHighlight(id === null ? null : { id }),
  };
}

/**
 * A city link from the home page names no country; the first result's country completes the
 * cascade so the panel can show the city.
 */
function useCountryOfCity({ search, state, complete }: PropertyList) {
  const first = search.data?.content[0];
  const { city, country } = state.filters;
  useEffect(() => {
    if (city && !country && first?.city.id === city) complete({ country: first.country.id });
  }, [city, country, first, complete]);
}

/** Another page of results: the results' heading takes the focus and comes into view. */
function usePageChange(list: PropertyList) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const changePage = (page: number) => {
    list.setPage(page);
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };
  return { headingRef, changePage };
}

/**
 * The property list's body (docs/product.md#public-site): a filter panel (a side sheet behind a
 * Filter button below lg), the result grid and the pager. From the xl breakpoint the map stays
 * beside the list, each marking what is pointed at in the other; below it a List / Map switch
 * (`view=map`) shows the results on a map instead (docs/product.md#map-search). The properties
 * page shows every advert; an agency's page its own only (docs/product.md#agency-page), without
 * saving the search or staff's status filter (it lists public adverts alone).
 */
export function PropertyListView({
  list,
  agencyList = false,
}: {
  list: PropertyList;
  agencyList?: boolean;
}) {
  const { state, search } = list;
  const [showFilters, setShowFilters] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const wide = useWideScreen();
  const sideBySide = useSideBySide();
  const { highlight, fromCard, fromPin } = useHighlight();
  const { headingRef, changePage } = usePageChange(list);

  useCountryOfCity(list);

  const filterButton = (
    <>
      {agencyList ? null : (
        <SaveSearchButton filters={savedFiltersOf(listSearchParams(state, false))} />
      )}
      <FilterButton
        active={Object.keys(state.filters).length}
        expanded={showFilters}
        onClick={() => {
          setSheetWanted(true);
          setShowFilters(true);
        }}
      />
    </>
  );

  const filterForm = (
    <ListFilters
      list={list}
      showStatus={list.isStaff && !agencyList}
      onDone={() => setShowFilters(false)}
    />
  );

  return (
    <>
      <Container className="section properties-page">
        <Row className="g-4">
          {wide ? (
            <Col lg={4} xl={3}>
              <FilterPanel>{filterForm}</FilterPanel>
            </Col>
          ) : null}
          <Col lg={8} xl={9}>
            {sideBySide ? null : (
              <div className="properties-view-bar">
                {state.view === 'map' ? filterButton : null}
                <ViewSwitch view={state.view} onChange={list.setView} />
              </div>
            )}
            <div className={sideBySide ? 'properties-split' : undefined}>
              {sideBySide || state.view !== 'map' ? (
                <PropertyResults
                  data={search.data}
                  shownFor={list.shownFor}
                  error={search.error}
                  isFetching={search.isFetching}
                  onRetry={() => void search.refetch()}
                  sort={state.sort}
                  onSortChange={list.setSort}
                  page={state.page}
                  onPageChange={changePage}
                  onResetFilters={list.clearFilters}
                  headingRef={headingRef}
                  filterButton={filterButton}
                  highlightedId={sideBySide ? highlight?.id : undefined}
                  onHighlight={sideBySide ? fromCard : undefined}
                />
              ) : null}
              {sideBySide || state.view === 'map' ? (
                <div className={sideBySide ? 'properties-split__map' : undefined}>
                  <PropertyMap
                    params={list.params}
                    onSearchArea={list.setArea}
                    onClearArea={() => list.setArea(undefined)}
                    highlighted={sideBySide ? highlight : null}
                    onHover={sideBySide ? fromPin : undefined}
                  />
                </div>
              ) : null}
            </div>
          </Col>
        </Row>
      </Container>
      {sheetWanted && !wide ? (
        <Suspense fallback={null}>
          <FilterSheet show={showFilters} onHide={() => setShowFilters(false)}>
            {filterForm}
          </FilterSheet>
        </Suspense>
      ) : null}
    </>
  );
}
