import type { Advert, Page } from '@estate/contracts';
import { useId, type ReactNode, type Ref } from 'react';
import { Pager } from '../../../../../components/pager';
import {
  propertyCount,
  PROPERTIES_PAGE_SIZE,
  SORT_OPTIONS,
  sortValue,
  type SortOrder,
  AdvertCard,
  AdvertCardSkeleton,
} from '../../../shared';
import { LoadErrorPanel } from '../../../../../components/load-error-panel';
import { Icon } from '../../../../../components/icon/icon';
import { usePropertiesT, type PropertiesTextKey } from '../../texts';

/** The count once known; while a failed call shows its error, no "Loading" beside it. */
function useResultsHeading(data: Page<Advert> | undefined, error: unknown) {
  const t = usePropertiesT();
  if (data) return propertyCount(data.totalElements);
  return error ? t('loadFailed') : t('loadingProperties');
}

interface PropertyResultsProps {
  data: Page<Advert> | undefined;
  /** The address whose answer is shown (end-to-end tests wait on it); unset while a new one loads. */
  shownFor?: string;
  error: unknown;
  isFetching: boolean;
  onRetry: () => void;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
  page: number;
  onPageChange: (page: number) => void;
  onResetFilters: () => void;
  /** The small-screen Filter button. */
  filterButton: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The advert whose pin is pointed at on the map beside the list: its card stands out. */
  highlightedId?: number | null;
  /** A card is pointed at or focused (its advert), or left (null): the map marks its pin. */
  onHighlight?: (advert: Advert | null) => void;
}

type ResultsBodyProps = Pick<
  PropertyResultsProps,
  | 'data'
  | 'error'
  | 'isFetching'
  | 'onRetry'
  | 'onPageChange'
  | 'onResetFilters'
  | 'highlightedId'
  | 'onHighlight'
>;

/** The grid of cards, or the error, the skeletons or why there are none. */
function ResultsBody({
  data,
  error,
  isFetching,
  onRetry,
  onPageChange,
  onResetFilters,
  highlightedId,
  onHighlight,
}: ResultsBodyProps) {
  const t = usePropertiesT();
  let body: ReactNode;
  if (error && !data) {
    body = <LoadErrorPanel error={error} retrying={isFetching} onRetry={onRetry} />;
  } else if (!data) {
    body = (
      <ul className="card-grid card-grid--results" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <AdvertCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (data.totalElements === 0) {
    body = (
      <div className="results-empty">
        <Icon name="search" className="results-empty__icon" />
        <p className="results-empty__text">{t('noResults')}</p>
        <button type="button" className="btn btn-primary" onClick={onResetFilters}>
          {t('resetFilters')}
        </button>
      </div>
    );
  } else if (data.content.length === 0) {
    body = (
      <div className="results-empty">
        <p className="results-empty__text">{t('pageEmpty')}</p>
        <button type="button" className="btn btn-primary" onClick={() => onPageChange(0)}>
          {t('goToFirstPage')}
        </button>
      </div>
    );
  } else {
    body = (
      <ul className="card-grid card-grid--results" aria-label={t('propertyList')}>
        {data.content.map((advert, index) => (
          <li
            key={advert.id}
            className={advert.id === highlightedId ? 'is-highlighted' : undefined}
            onMouseEnter={onHighlight && (() => onHighlight(advert))}
            onMouseLeave={onHighlight && (() => onHighlight(null))}
            onFocus={onHighlight && (() => onHighlight(advert))}
            onBlur={onHighlight && (() => onHighlight(null))}
          >
            <AdvertCard advert={advert} eager={index < 2} />
          </li>
        ))}
      </ul>
    );
  }

  return body;
}

type ResultsToolbarProps = Pick<
  PropertyResultsProps,
  'sort' | 'onSortChange' | 'filterButton' | 'headingRef'
> & { heading: string };

/** The count heading, the small-screen Filter button and the sort select. */
function ResultsToolbar({
  heading,
  headingRef,
  filterButton,
  sort,
  onSortChange,
}: ResultsToolbarProps) {
  const sortId = useId();
  const t = usePropertiesT();
  return (
    <div className="results__toolbar">
      <h2 id="results-count" className="results__count" tabIndex={-1} ref={headingRef}>
        {heading}
      </h2>
      <div className="results__controls">
        {filterButton}
        <label htmlFor={sortId} className="results__sort-label">
          {t('sortBy')}
        </label>
        <select
          id={sortId}
          className="form-select results__sort"
          value={sortValue(sort)}
          onChange={(e) => {
            const option = SORT_OPTIONS.find((o) => o.value === e.target.value);
            if (option) onSortChange(option.sort);
          }}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {t(`sort.${o.value}` as PropertiesTextKey)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The count, the sort select, the grid of advert cards (or why there are none) and the pager. */
export function PropertyResults({
  data,
  shownFor,
  error,
  isFetching,
  onRetry,
  sort,
  onSortChange,
  page,
  onPageChange,
  onResetFilters,
  filterButton,
  headingRef,
  highlightedId,
  onHighlight,
}: PropertyResultsProps) {
  const t = usePropertiesT();
  const heading = useResultsHeading(data, error);
  const body = (
    <ResultsBody
      data={data}
      error={error}
      isFetching={isFetching}
      onRetry={onRetry}
      onPageChange={onPageChange}
      onResetFilters={onResetFilters}
      highlightedId={highlightedId}
      onHighlight={onHighlight}
    />
  );

  return (
    <section
      className="results"
      aria-labelledby="results-count"
      aria-busy={isFetching}
      data-shown-for={shownFor}
    >
      <ResultsToolbar
        heading={heading}
        headingRef={headingRef}
        filterButton={filterButton}
        sort={sort}
        onSortChange={onSortChange}
      />
      {error && data ? (
        <LoadErrorPanel error={error} retrying={isFetching} onRetry={onRetry} />
      ) : null}
      <div className={`results__body${isFetching && data ? ' is-refreshing' : ''}`}>{body}</div>
      {data && data.totalElements > 0 ? (
        <Pager
          className="results__pager"
          label={t('propertyPages')}
          page={page}
          totalPages={data.totalPages || Math.ceil(data.totalElements / PROPERTIES_PAGE_SIZE)}
          onPageChange={onPageChange}
        />
      ) : null}
    </section>
  );
}
