'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { readCookie } from '@/lib/api/browser-cookies';
import { taxCookie } from '@/lib/api/cookie-names';
import type { Locale, TaxMode } from '@contract/locales';
import { createPopupController, type PopupController } from '@/lib/search/popup-rules';
import { maxSearchLength } from '@contract/search/search-terms';
import { moveActive } from './active-option';
import { PopupFrame } from './popup-frame';
import type { SearchOption } from './search-options';
import { usePanelTop } from './use-panel-top';

/**
 * The quick-search half (the suggestions query with React Query, the rows and the popup), loaded
 * on the first focus or pointer over the search: about 6 kB gzip that a page whose shopper never
 * searches does not load (docs/benchmarks.md).
 */
const SearchSuggestions = lazy(() => import('./search-suggestions').then((m) => ({ default: m.SearchSuggestions })));

export interface SearchBoxProps {
  locale: Locale;
  /** The search page path (`/cs/vyhledavani`) and its query parameter name (`dotaz`), from the route table. */
  action: string;
  param: string;
  defaultValue?: string;
}

/**
 * The header search: a plain GET form to the search page (works without JavaScript) that, once
 * hydrated, is a combobox with the quick-search popup. Open and close timing: lib/search/popup-rules.ts.
 * The popup and its query load when the shopper first comes to the search (focus or pointer).
 */
export function SearchBox({ locale, action, param, defaultValue = '' }: SearchBoxProps) {
  const t = useTranslations('search');
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [tax, setTax] = useState<TaxMode>('with');
  const controller = useRef<PopupController | null>(null);
  const [suggestionsWanted, setSuggestionsWanted] = useState(false);
  // The rows on screen, as the suggestions half last rendered them (read by the keys).
  const options = useRef<SearchOption[]>([]);
  const onOptions = useCallback((next: SearchOption[]) => {
    options.current = next;
  }, []);
  const wantSuggestions = () => setSuggestionsWanted(true);
  usePanelTop(rootRef, open);

  useEffect(() => {
    const popup = createPopupController((isOpen) => {
      setOpen(isOpen);
      setActive(-1);
      // Prices in the popup follow the VAT setting as it is when the popup opens.
      if (isOpen) setTax(readCookie(taxCookie) === 'without' ? 'without' : 'with');
    });
    controller.current = popup;
    // Text typed and focus placed before hydration count as if made now.
    const typed = inputRef.current?.value ?? '';
    setText(typed);
    if (rootRef.current?.contains(document.activeElement)) {
      setSuggestionsWanted(true);
      popup.dispatch({ type: 'focus', text: typed, alreadyInside: true });
    }
    return () => popup.dispose();
  }, []);

  // Any route change closes the popup: a new path, or back/forward within the same path.
  useEffect(() => {
    controller.current?.dispatch({ type: 'route-change' });
    const onPopState = () => controller.current?.dispatch({ type: 'route-change' });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [pathname]);

  const trimmed = text.trim();
  const searchHref = `${action}?${new URLSearchParams({ [param]: trimmed })}`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-listbox`;

  const dispatch: PopupController['dispatch'] = (event) => controller.current?.dispatch(event);

  function go(href: string) {
    dispatch({ type: 'route-change' });
    router.push(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) dispatch({ type: 'enter', text });
      else setActive((current) => moveActive(current, options.current.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      const chosen = open ? options.current[active] : undefined;
      if (chosen) {
        event.preventDefault();
        go(chosen.href);
      } else if (!open && trimmed !== '') {
        event.preventDefault();
        dispatch({ type: 'enter', text });
      }
      // Open with nothing chosen: the form submits to the search page.
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      dispatch({ type: 'escape' });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trimmed === '') return inputRef.current?.focus();
    go(searchHref);
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    wantSuggestions();
    const alreadyInside = rootRef.current?.contains(event.relatedTarget as Node | null) ?? false;
    dispatch({ type: 'focus', text, alreadyInside });
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) dispatch({ type: 'focus-left' });
  }

  // Until the popup's script is there (and while it arrives): an empty list, "loading" when open.
  const placeholder = (
    <PopupFrame open={open}>
      <p role="status" className={open ? 'px-2 py-1 text-sm text-neutral-700' : 'sr-only'}>
        {open ? t('loading') : ''}
      </p>
      <div role="listbox" id={listboxId} aria-label={t('suggestions')} />
    </PopupFrame>
  );

  return (
    <div
      ref={rootRef}
      className="relative w-full max-w-md"
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={wantSuggestions}
    >
      <form role="search" action={action} method="get" onSubmit={onSubmit} className="flex w-full gap-2">
        <label className="sr-only" htmlFor={`${id}-input`}>
          {t('label')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          name={param}
          // ARIA 1.2 combobox: a text input (HTML allows role="combobox" on type=text, not on
          // type=search); the keyboard still offers its search key.
          type="text"
          enterKeyHint="search"
          value={text}
          maxLength={maxSearchLength}
          autoComplete="off"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          placeholder={t('placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            dispatch({ type: 'input', text: event.target.value });
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 rounded-md border border-neutral-300 px-3 py-2 text-sm focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
        />
        <button
          type="submit"
          className="flex min-w-10 items-center justify-center rounded-md bg-brand-700 px-2.5 py-2 text-sm font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-4"
        >
          {/* A magnifier on a phone, where the header row has no room for the word. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 sm:hidden"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="6" />
            <path d="M20 20l-4.5-4.5" strokeLinecap="round" />
          </svg>
          <span className="sr-only sm:not-sr-only">{t('submit')}</span>
        </button>
      </form>
      {suggestionsWanted ? (
        <Suspense fallback={placeholder}>
          <SearchSuggestions
            locale={locale}
            text={text}
            open={open}
            tax={tax}
            active={active}
            listboxId={listboxId}
            optionId={optionId}
            searchHref={searchHref}
            onOptions={onOptions}
            onChoose={go}
            onHover={setActive}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
