import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  PageHeader,
  buildPath,
  navigate,
  useApi,
  useLocation,
  type ApiRequest,
  type SearchHit,
  type SearchResponse,
  type SearchResultType,
  useElementId,
} from '@ksei/shared';
import { SEARCH_RESULT_TYPES } from '@ksei/shared/api';
import { AsyncContent, FilterLinks, Pagination, formatNumber } from '@ksei/shared/content';
import { Snippet } from './search-snippet.js';
import styles from './Search.module.css';
import { SEARCH_STRINGS } from './search-strings.js';
import { addPageStrings } from '../strings/page-strings.js';

addPageStrings(SEARCH_STRINGS);

/** Hits per page: the API's default page size. */
export const SEARCH_PAGE_SIZE = 20;
/** The API's last page (a higher number in the address reads as this one). */
const LAST_PAGE = 1000;

/** The address's page of results: a whole number from 1; anything else is page 1. */
export function searchPage(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? Math.min(page, LAST_PAGE) : 1;
}

/** The address's type of result to show, or undefined for all (an unknown type reads as all). */
export function searchType(search: URLSearchParams): SearchResultType | undefined {
  const type = search.get('type');
  return SEARCH_RESULT_TYPES.find((known) => known === type);
}

/** What the page shows: a query, one type of result or all, and a page of them. */
interface SearchState {
  readonly query: string;
  readonly type: SearchResultType | undefined;
  readonly page: number;
}

/** The results' API read: the API takes up to 200 characters, a longer query typed into the URL is cut. */
export function searchRequest({ query, type, page }: SearchState): ApiRequest {
  return {
    path: '/api/search',
    params: { q: query.slice(0, 200), ...(type ? { type } : {}), ...(page > 1 ? { page } : {}) },
  };
}

/** What the page reads for an address's query: nothing until the query has two characters. */
export function searchPageRequests(search: URLSearchParams): readonly ApiRequest[] {
  const query = (search.get('q') ?? '').trim();
  return query.length >= 2 ? [searchRequest({ query, type: searchType(search), page: searchPage(search) })] : [];
}

/** The search page's address for a state (page 1 and all types are left out). */
function searchHref(locale: 'id' | 'en', { query, type, page }: SearchState): string {
  const params = new URLSearchParams({ q: query });
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return `${buildPath('search', locale)}?${params.toString()}`;
}

/** The result types with their counts, as links: all of them, or one type at a time. */
function TypeFilter({ state, response }: { readonly state: SearchState; readonly response: SearchResponse }) {
  const { t } = useTranslation();
  const { locale } = useLocation();
  const all = response.counts.reduce((sum, { count }) => sum + count, 0);
  const choices = [
    { type: undefined, label: t('search.allTypes'), count: all },
    ...response.counts.map(({ type, count }) => ({ type, label: t(`search.types.${type}`), count })),
  ];
  return (
    <div data-print-hidden="">
      <FilterLinks
        label={t('search.typesLabel')}
        name="type"
        links={choices.map(({ type, label, count }) => ({
          key: type ?? 'all',
          label: `${label} (${formatNumber(count, locale)})`,
          href: searchHref(locale, { query: state.query, type, page: 1 }),
          current: type === state.type,
        }))}
      />
    </div>
  );
}

/** A hit's page, through the manifest; a hit whose page or parameters do not resolve gets no link. */
export function hitHref(hit: SearchHit, locale: 'id' | 'en'): string | null {
  try {
    return buildPath(hit.pageId, locale, hit.params);
  } catch {
    return null;
  }
}

function SearchForm({ query }: { readonly query: string }) {
  const { t } = useTranslation();
  const { locale } = useLocation();
  const id = useElementId();
  const [value, setValue] = useState(query);
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setValue(query);
  }
  const action = buildPath('search', locale);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const q = value.trim();
    navigate(q ? `${action}?${new URLSearchParams({ q }).toString()}` : action);
  };
  return (
    <form
      action={action}
      method="get"
      className={styles.form}
      onSubmit={submit}
      aria-label={t('search.formLabel')}
      data-print-hidden=""
    >
      <label htmlFor={id} className={styles.label}>
        {t('search.queryLabel')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name="q"
          type="search"
          value={value}
          maxLength={200}
          onChange={(event) => setValue(event.target.value)}
          className={styles.input}
        />
        <button type="submit" className={styles.button}>
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}

type SearchHitGroup = SearchResponse['groups'][number];

/** No hits for the query, with the spelling the index suggests when it has one. */
function NoHits({ query, didYouMean }: { readonly query: string; readonly didYouMean: string | null | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocation();
  return (
    <>
      <p role="status" className={styles.none}>
        {t('search.noHits', { query })}
      </p>
      {didYouMean ? (
        <p className={styles.didYouMean}>
          {t('search.didYouMean')}{' '}
          <Link to={searchHref(locale, { query: didYouMean, type: undefined, page: 1 })}>{didYouMean}</Link>
        </p>
      ) : null}
    </>
  );
}

/** One hit: its title (a link when its page can be built) and the snippet around the match. */
function Hit({ hit }: { readonly hit: SearchHit }) {
  const { locale } = useLocation();
  const href = hitHref(hit, locale);
  return (
    <li className={styles.hit}>
      {href ? (
        <Link to={href} className={styles.hitTitle}>
          {hit.title}
        </Link>
      ) : (
        <span className={styles.hitTitle}>{hit.title}</span>
      )}
      <Snippet snippet={hit.snippet} className={styles.snippet} />
    </li>
  );
}

/** The hits of one type, under its heading. */
function HitGroup({ group }: { readonly group: SearchHitGroup }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`search-group-${group.type}`} data-search-group={group.type}>
      <h3 id={`search-group-${group.type}`} className={styles.groupTitle}>
        {t(`search.types.${group.type}`, { defaultValue: group.type })}
      </h3>
      <ul className={styles.hits}>
        {group.hits.map((hit, index) => (
          <Hit key={`${hit.pageId}-${JSON.stringify(hit.params)}-${index}`} hit={hit} />
        ))}
      </ul>
    </section>
  );
}

/** What the index answered: no hits, a page past the last, or the total, the type filter and the hits by type. */
function SearchAnswer({ state, response }: { readonly state: SearchState; readonly response: SearchResponse }) {
  const { t } = useTranslation();
  const { locale } = useLocation();
  const { query, page } = state;
  const meta = {
    page,
    pageSize: SEARCH_PAGE_SIZE,
    total: response.total,
    totalPages: Math.min(Math.ceil(response.total / SEARCH_PAGE_SIZE), LAST_PAGE),
  };
  const pages = <Pagination meta={meta} hrefFor={(target) => searchHref(locale, { ...state, page: target })} />;
  if (response.total === 0) return <NoHits query={query} didYouMean={response.didYouMean} />;
  if (response.groups.every((group) => group.hits.length === 0))
    // An address past the last page (typed, or kept from before the results changed).
    return (
      <>
        <p role="status" className={styles.none}>
          {t('search.pastEnd', { page, count: meta.totalPages })}
        </p>
        {pages}
      </>
    );
  return (
    <>
      <p role="status" className={styles.total}>
        {t('search.total', { count: response.total })}
      </p>
      {response.counts.length > 1 ? <TypeFilter state={state} response={response} /> : null}
      {response.groups
        .filter((group) => group.hits.length > 0)
        .map((group) => (
          <HitGroup key={group.type} group={group} />
        ))}
      {pages}
    </>
  );
}

function Results({ state }: { readonly state: SearchState }) {
  const { t } = useTranslation();
  const request = searchRequest(state);
  const answer = useApi<SearchResponse>(request.path, request.params);
  return (
    <section aria-labelledby="search-results" className={styles.results}>
      <h2 id="search-results">{t('search.resultsFor', { query: state.query })}</h2>
      <AsyncContent state={answer}>{(response) => <SearchAnswer state={state} response={response} />}</AsyncContent>
    </section>
  );
}

export default function Search() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const query = (params.get('q') ?? '').trim();
  const page = searchPage(params);
  const type = searchType(params);
  return (
    <>
      <PageHeader pageId="search" />
      <SearchForm query={query} />
      {!query ? (
        <p className={styles.hint}>{t('search.emptyQuery')}</p>
      ) : query.length < 2 ? (
        <p className={styles.hint} role="status">
          {t('search.tooShort')}
        </p>
      ) : (
        <Results key={`${query}\u0000${type ?? ''}\u0000${page}`} state={{ query, type, page }} />
      )}
    </>
  );
}
