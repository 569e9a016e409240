'use client';

import { pictureSizes } from '@/lib/images/picture-sizes';
import { ApiImage } from '@/components/images/api-image';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { fallbackImageUrl } from '@/components/catalogue/product-image';
import { PopupFrame } from './popup-frame';
import type { SearchOption } from './search-options';

const sectionOrder = ['products', 'categories', 'brands', 'articles', 'all'] as const;

export interface SearchPopupProps {
  open: boolean;
  listboxId: string;
  optionId(index: number): string;
  options: SearchOption[];
  active: number;
  status: 'loading' | 'ready' | 'error';
  /** Matches of every kind in all (not only the rows shown): the count "show all" leads to. */
  total: number;
  /** "incl. VAT" or "excl. VAT", after each price. */
  taxLabel: string;
  query: string;
  onChoose(href: string): void;
  onHover(index: number): void;
}

/**
 * The quick-search results under the search box: one listbox, a group per kind of result, and
 * "show all results" last. Focus stays in the box (aria-activedescendant); rows are links, so a
 * click, a middle click or "open in new tab" all work.
 */
export function SearchPopup({
  open,
  listboxId,
  optionId,
  options,
  active,
  status,
  total: results,
  taxLabel,
  query,
  onChoose,
  onHover,
}: SearchPopupProps) {
  const t = useTranslations('search');
  const message =
    status === 'error'
      ? t('error')
      : status === 'loading' && options.length === 0
        ? t('loading')
        : results === 0 && status === 'ready'
          ? t('noResults', { query })
          : null;

  const onClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChoose(href);
  };

  return (
    <PopupFrame open={open}>
      <p role="status" className={message ? 'px-2 py-1 text-sm text-neutral-700' : 'sr-only'}>
        {message ?? (open && status === 'ready' ? t('resultsCount', { count: results }) : '')}
      </p>
      <div role="listbox" id={listboxId} aria-label={t('suggestions')}>
        {sectionOrder.map((section) => {
          const rows = options
            .map((option, index) => ({ option, index }))
            .filter(({ option }) => option.section === section);
          if (rows.length === 0) return null;
          const headingId = `${listboxId}-${section}`;
          return (
            <div
              key={section}
              role="group"
              aria-labelledby={section === 'all' ? undefined : headingId}
              aria-label={section === 'all' ? rows[0]?.option.label : undefined}
              className="py-1"
            >
              {section !== 'all' && (
                <div
                  role="presentation"
                  id={headingId}
                  className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-neutral-600"
                >
                  {t(section)}
                </div>
              )}
              {rows.map(({ option, index }) => (
                <a
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  href={option.href}
                  onMouseMove={() => onHover(index)}
                  onClick={(event) => onClick(event, option.href)}
                  className={`flex items-center gap-3 rounded-md px-2 py-1.5 text-sm ${index === active ? 'bg-brand-100 text-brand-900' : 'text-neutral-800'} ${section === 'all' ? 'mt-1 justify-center font-medium text-brand-700' : ''}`}
                >
                  {option.image !== undefined && (
                    <ApiImage
                      src={option.image ?? fallbackImageUrl}
                      sizes={pictureSizes.searchSuggestion}
                      alt=""
                      width={40}
                      height={40}
                      className="h-10 w-10 shrink-0 rounded bg-neutral-100 object-cover"
                    />
                  )}
                  <span className="min-w-0 flex-1 break-words">{option.label}</span>
                  {option.price && (
                    <span data-testid="popup-price" className="flex shrink-0 flex-col items-end whitespace-nowrap">
                      <span className={`font-semibold ${option.originalPrice ? 'text-red-700' : 'text-neutral-900'}`}>
                        {option.price} <span className="text-xs font-normal text-neutral-600">{taxLabel}</span>
                      </span>
                      {option.originalPrice && (
                        <s className="text-xs text-neutral-600" data-testid="popup-original-price">
                          {option.originalPrice}
                        </s>
                      )}
                    </span>
                  )}
                </a>
              ))}
            </div>
          );
        })}
      </div>
    </PopupFrame>
  );
}
