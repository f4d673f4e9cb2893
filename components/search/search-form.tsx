/**
 * The site search: a plain GET form to `/search/` (works without JavaScript), in a labelled search landmark.
 * `id` keeps its field's id apart from another search form on the same page.
 */
export function SearchForm({
  id,
  label = 'Search the site',
  query = '',
  variant = 'page',
  tabIndex,
}: {
  id: string;
  label?: string;
  query?: string;
  variant?: 'page' | 'menu';
  /** -1 while the form sits in a closed menu. */
  tabIndex?: number;
}) {
  const field = `${id}-q`;
  return (
    <form
      role="search"
      aria-label={label}
      action="/search/"
      method="get"
      className="site-search-form"
      data-variant={variant}
    >
      <label htmlFor={field} className="site-search-label">
        {label}
      </label>
      <span className="site-search-row">
        <input
          id={field}
          className="site-search-input"
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Work, insights, openings…"
          autoComplete="off"
          enterKeyHint="search"
          tabIndex={tabIndex}
        />
        <button type="submit" className="site-search-button" tabIndex={tabIndex}>
          Search
        </button>
      </span>
    </form>
  );
}
