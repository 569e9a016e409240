'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CartShippingMethod, ShippingOption } from '@contract/entities/cart';
import type { Locale } from '@contract/locales';
import { DialogHeader } from '@/components/dialogs/dialog-header';
import { getBrowserApi } from '@/lib/api/browser-api';
import { searchShippingOptions } from '@/lib/checkout/checkout-api';

/** Typing pauses this long before the pickup points are searched. */
export const pickupSearchDelayMs = 300;

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The next active option for a key of the listbox pattern, or null when the key is not one of them. */
function nextActive(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(active + 1, count - 1);
    case 'ArrowUp':
      return Math.max(active - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export interface PickupPointDialogProps {
  /** A cart's shipping method, or a return's way back (components/returns/). */
  method: Pick<CartShippingMethod, 'id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (option: ShippingOption) => void;
}

/**
 * Chooses a shipping method's option (a pickup point): a search box over the method's points
 * (`GET /shipping-methods/{id}/options?search=`, debounced) and the results as a listbox. The
 * search box keeps the focus (combobox pattern): arrows, Home and End move the active point, Enter
 * chooses it; a click chooses too. Radix traps the focus in the dialog, Escape closes it and the
 * focus returns to what opened it.
 */
export function PickupPointDialog({ method, open, onOpenChange, onChoose }: PickupPointDialogProps) {
  const t = useTranslations('checkout.pickupDialog');
  const locale = useLocale() as Locale;
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(search, pickupSearchDelayMs);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const hintId = useId();

  const results = useQuery({
    queryKey: ['checkout', 'pickup-points', locale, method.id, query.trim()],
    queryFn: ({ signal }) => searchShippingOptions(getBrowserApi(locale), method.id, query, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = results.data?.items ?? [];
  const total = results.data?._meta.total ?? 0;
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    document.getElementById(`${listId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [listId, activeIndex, options.length]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const next = nextActive(event.key, activeIndex, options.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) onChoose(option);
    }
  }

  let status: string;
  if (results.isError) status = t('error');
  else if (results.isPending) status = t('loading');
  else if (total === 0) status = t('noResults');
  else if (total > options.length) status = t('someResults', { shown: options.length, total });
  else status = t('results', { count: total });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-neutral-900/40" />
        <Dialog.Content
          aria-describedby={hintId}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[80vh] sm:w-[36rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <DialogHeader title={t('title', { method: method.name })} closeLabel={t('close')} className="py-1" />
          <div className="flex min-h-0 flex-1 flex-col gap-3 p-4">
            <label htmlFor={`${listId}-search`} className="text-sm font-medium">
              {t('searchLabel')}
            </label>
            <input
              ref={input}
              id={`${listId}-search`}
              type="search"
              role="combobox"
              aria-expanded={options.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
              autoComplete="off"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="min-h-11 rounded-md border border-neutral-400 px-3 focus-visible:outline-2 focus-visible:outline-brand-700"
            />
            <p id={hintId} className="text-xs text-neutral-600">
              {t('hint')}
            </p>
            <p role="status" className="text-sm text-neutral-700" data-testid="pickup-status">
              {status}
            </p>
            <ul
              id={listId}
              role="listbox"
              aria-label={t('listLabel')}
              aria-busy={results.isFetching}
              className="min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-md border border-neutral-200"
            >
              {options.map((option, index) => (
                <li
                  key={option.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  onClick={() => onChoose(option)}
                  onMouseMove={() => setActive(index)}
                  className={`cursor-pointer border-b border-neutral-100 px-3 py-2 text-sm last:border-b-0 ${index === activeIndex ? 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-700' : ''}`}
                >
                  <span className="block font-semibold">{option.name}</span>
                  <span className="block text-neutral-700">
                    {option.street}, {option.post_code} {option.city}
                  </span>
                  {option.opening_hours && (
                    <span className="block text-xs text-neutral-600">
                      {t('openingHours', { hours: option.opening_hours })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
