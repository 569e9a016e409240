import { getTranslations } from 'next-intl/server';
import type { FilterItem, ListingFilter } from '@contract/listing/product-filters';
import { filterFocusKey } from '@/lib/listing/filter-focus';

/** A filter item is a link to the listing with it toggled; unchosen items that would empty the listing are not links. */
function itemHref(basePath: string, item: FilterItem): string | null {
  return item.count === 0 && !item.is_selected ? null : `${basePath}${item.url}`;
}

function Indicator({ kind, selected }: { kind: 'checkbox' | 'radio'; selected: boolean }) {
  const shape = kind === 'radio' ? 'rounded-full' : 'rounded-sm';
  return (
    <span
      aria-hidden="true"
      className={`flex size-4 shrink-0 items-center justify-center border ${shape} ${selected ? 'border-brand-700 bg-brand-700' : 'border-neutral-500 bg-white'}`}
    >
      {selected && <span className={`size-1.5 bg-white ${shape}`} />}
    </span>
  );
}

async function ItemLabel({ item }: { item: FilterItem }) {
  const t = await getTranslations('listing');
  return (
    <>
      <span className="flex-1">{item.label}</span>{' '}
      <span className="text-xs text-neutral-600">
        <span className="sr-only">{t('productsCount', { count: item.count })}</span>
        <span aria-hidden="true">{item.count}</span>
      </span>
      {item.is_selected && <span className="sr-only">, {t('selected')}</span>}
    </>
  );
}

/** Checkbox (several values, OR) and radio (one value) filters as a list of toggle links. */
export async function ToggleList({ filter, basePath }: { filter: ListingFilter; basePath: string }) {
  const kind = filter.type === 'radio' ? 'radio' : 'checkbox';
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {filter.items.map((item) => {
        const href = itemHref(basePath, item);
        const content = (
          <>
            <Indicator kind={kind} selected={item.is_selected} />
            <ItemLabel item={item} />
          </>
        );
        return (
          <li key={item.id}>
            {href ? (
              <a
                href={href}
                data-listing-link=""
                data-focus-key={filterFocusKey(filter.id, item.id)}
                rel="nofollow"
                className="flex items-center gap-2 rounded px-1 py-1 hover:bg-brand-50"
              >
                {content}
              </a>
            ) : (
              <span aria-disabled="true" className="flex items-center gap-2 px-1 py-1 text-neutral-500">
                {content}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A select filter as a disclosure of links: works without JavaScript and a crawler can follow it. */
export async function SelectList({ filter, basePath }: { filter: ListingFilter; basePath: string }) {
  const t = await getTranslations('listing');
  const chosen = filter.items.filter((i) => i.is_selected).map((i) => i.label);
  return (
    <details className="group/select rounded border border-neutral-400 text-sm">
      <summary className="cursor-pointer list-none px-3 py-1.5">
        <span className="sr-only">{filter.label}: </span>
        {chosen.length > 0 ? chosen.join(', ') : t('any')}
        <span aria-hidden="true" className="float-right">
          ▾
        </span>
      </summary>
      <ul className="max-h-64 overflow-y-auto border-t border-neutral-200 py-1">
        {filter.items.map((item) => {
          const href = itemHref(basePath, item);
          const className = `flex items-center gap-2 px-3 py-1 ${item.is_selected ? 'font-semibold text-brand-700' : ''}`;
          return (
            <li key={item.id}>
              {href ? (
                <a
                  href={href}
                  data-listing-link=""
                  data-focus-key={filterFocusKey(filter.id, item.id)}
                  rel="nofollow"
                  className={`${className} hover:bg-brand-50`}
                >
                  <ItemLabel item={item} />
                </a>
              ) : (
                <span aria-disabled="true" className={`${className} text-neutral-500`}>
                  <ItemLabel item={item} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** Colour swatches: each a link named by its colour and count, the chosen ones ringed. */
export async function ColorSwatches({ filter, basePath }: { filter: ListingFilter; basePath: string }) {
  const t = await getTranslations('listing');
  return (
    <ul className="flex flex-wrap gap-2">
      {filter.items.map((item) => {
        const href = itemHref(basePath, item);
        const name = `${item.label}, ${t('productsCount', { count: item.count })}${item.is_selected ? `, ${t('selected')}` : ''}`;
        const swatch = (
          <span
            aria-hidden="true"
            className={`block size-8 rounded-full border border-neutral-400 ${item.is_selected ? 'ring-2 ring-brand-700 ring-offset-2' : ''}`}
            style={{
              backgroundColor: item.value,
              backgroundImage: item.options.image_url ? `url(${item.options.image_url})` : undefined,
            }}
          />
        );
        return (
          <li key={item.id}>
            {href ? (
              <a
                href={href}
                data-listing-link=""
                data-focus-key={filterFocusKey(filter.id, item.id)}
                rel="nofollow"
                aria-label={name}
                title={item.label}
                className="block rounded-full p-0.5"
              >
                {swatch}
              </a>
            ) : (
              <span role="img" aria-label={name} title={item.label} className="block rounded-full p-0.5 opacity-40">
                {swatch}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
