import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/cs';
import { AccountSkeleton } from './account-skeleton';
import { CartSkeleton } from './cart-skeleton';

function html(node: React.ReactNode): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="cs" messages={messages} timeZone="Europe/Prague">
      {node}
    </NextIntlClientProvider>,
  );
}

describe('page skeletons without JavaScript', () => {
  it('say in a <noscript> that the cart needs JavaScript, and hide the skeleton that would never be replaced', () => {
    const markup = html(<CartSkeleton />);
    expect(markup).toContain(
      '<noscript><p class="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">Košík a objednávka potřebují JavaScript.',
    );
    expect(markup).toMatch(/role="status" aria-busy="true" class="noscript:hidden /);
  });
  it('say that the page needs JavaScript elsewhere (customer area)', () => {
    expect(html(<AccountSkeleton />)).toContain('<noscript><p class="');
    expect(html(<AccountSkeleton />)).toContain('Tato stránka potřebuje JavaScript.');
  });
});
