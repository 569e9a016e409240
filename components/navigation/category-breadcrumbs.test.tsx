// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryTreeNode } from '@contract/entities/category';
import { ApiClientError } from '@/lib/api/api-client-error';
import { getCategoryTree } from '@/lib/data/categories';
import { CategoryBreadcrumbs } from './category-breadcrumbs';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('en'));
vi.mock('@/lib/data/categories', () => ({ getCategoryTree: vi.fn() }));
// The real trail is an async server component too; a plain list shows which crumbs it was given.
vi.mock('./breadcrumbs', () => ({
  Breadcrumbs: ({ items }: { items: { label: string; href?: string }[] }) => (
    <ol aria-label="Breadcrumbs">
      {items.map((item) => (
        <li key={item.label}>{item.href ? <a href={item.href}>{item.label}</a> : item.label}</li>
      ))}
    </ol>
  ),
}));

const tree = [
  {
    id: 1,
    name: 'Clothing',
    slug: 'clothing',
    children: [{ id: 6, name: 'T-shirts', slug: 't-shirts', children: [] }],
  },
] as unknown as CategoryTreeNode[];

describe('CategoryBreadcrumbs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetAllMocks();
  });

  it('walks from home through the categories to the current page', async () => {
    vi.mocked(getCategoryTree).mockResolvedValue(tree);
    render(await CategoryBreadcrumbs({ categoryId: 6, current: 'Red T-shirt' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Lumen Store',
      'Clothing',
      'T-shirts',
      'Red T-shirt',
    ]);
    expect(screen.getByRole('link', { name: 'T-shirts' })).toHaveAttribute('href', '/en/t-shirts');
    expect(screen.queryByText('The category path could not be loaded.')).not.toBeInTheDocument();
  });

  it('names the root crumb after the shop, so a category called "Home" is not a second "Home"', async () => {
    vi.mocked(getCategoryTree).mockResolvedValue([
      { id: 2, name: 'Home', slug: 'home', children: [{ id: 7, name: 'Kitchen', slug: 'kitchen', children: [] }] },
    ] as unknown as CategoryTreeNode[]);
    render(await CategoryBreadcrumbs({ categoryId: 7 }));
    const labels = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(labels).toEqual(['Lumen Store', 'Home', 'Kitchen']);
    expect(new Set(labels).size).toBe(labels.length);
    expect(screen.getByRole('link', { name: 'Lumen Store' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/home');
  });

  it('logs a failed tree read, keeps home and the current page, and says the categories are missing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getCategoryTree).mockRejectedValue(
      new ApiClientError({ status: 503, type: 'service_unavailable', message: 'Down.' }),
    );
    render(await CategoryBreadcrumbs({ categoryId: 6, current: 'Red T-shirt' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lumen Store', 'Red T-shirt']);
    expect(screen.getByText('The category path could not be loaded.')).toBeInTheDocument();
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      resource: 'categories/tree',
      section: 'breadcrumbs',
    });
  });
});
