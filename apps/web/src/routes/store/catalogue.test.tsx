import type { CategoryList, Product, ProductList, SearchData, Wishlist } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCart, makeCategory, makePagination, makeProduct } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { http, ok, server, serverFailure } from '@/test/server';
import StoreCatalogueRoute from './catalogue';

const battery = makeProduct({ id: 101, name: 'iPhone 14 Battery', price: 24.99, sku: 'BAT-IP14-01' });
const flex = makeProduct({
  id: 102,
  name: 'Galaxy S21 Charging Port Flex',
  price: 12.5,
  sku: 'FLX-S21-02',
  status: 0,
});

/** What the catalogue asks for besides the products: the category tree, the cart and the wishlist. */
function answerTheRest() {
  server.use(
    http.get('/api/products/categories', () =>
      ok<CategoryList>({ categories: [makeCategory(), makeCategory({ entity_id: 2, name: 'Samsung' })] }),
    ),
    http.get('/api/user/cart', () => ok(makeCart([]))),
    http.get('/api/user/wishlist', () => ok<Wishlist>({ items: [], count: 0 })),
    http.get('/api/products/search/suggestions', () => ok({ suggestions: [] })),
  );
}

/** GET /products as the API answers it; records the query strings it was asked with. */
function answerProducts(answer: () => Response) {
  const queries: string[] = [];
  server.use(
    http.get('/api/products', ({ request }) => {
      queries.push(new URL(request.url).searchParams.toString());
      return answer();
    }),
  );
  return queries;
}

const page = (products: Product[], total = products.length): ProductList => ({
  products,
  pagination: makePagination(total, 12),
});

function searchData(q: string, products: Product[]): SearchData {
  return {
    results: products.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      product_code: p.sku,
      category: p.category,
      description: p.description,
      image: p.image,
      model: p.model,
      manufacturer: p.manufacturer,
      status: p.status,
      _original: p,
    })),
    total: products.length,
    max_results: 12,
    start_index: 0,
    products,
    pagination: makePagination(products.length, 12),
    meta: { query: q, mode: 'fulltext' },
  };
}

const openCatalogue = (at = '/store') =>
  renderScreen(StoreCatalogueRoute, { at, route: '/store', as: 'user' });

describe('store catalogue (/store)', () => {
  it('shows placeholder cards while the first page loads', async () => {
    answerTheRest();
    answerProducts(() => ok(page([battery])));
    openCatalogue();
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByText('iPhone 14 Battery')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
  });

  it('shows the newest products with price, code and stock, and the total found', async () => {
    answerTheRest();
    const queries = answerProducts(() => ok(page([battery, flex], 30)));
    openCatalogue();
    const grid = await screen.findByRole('region', { name: 'Products' });
    expect(screen.getByText('30 products found')).toBeVisible();
    expect(queries[0]).toBe('page=1&limit=12');
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'iPhone 14 Battery' })).toBeVisible();
    expect(cards[0]).toHaveTextContent('SKU: BAT-IP14-01');
    expect(cards[0]).toHaveTextContent('$24.99');
    expect(within(cards[0]!).getByRole('button', { name: 'Add 1 to Cart' })).toBeEnabled();
    expect(within(cards[1]!).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    // 30 products, 12 a page.
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 3');
  });

  it('says what is in stock, what is running low and what is out (issue 19)', async () => {
    answerTheRest();
    const low = makeProduct({ id: 103, name: 'Low Flex', stock_quantity: 3, availability: 'low_stock' });
    const gone = makeProduct({ id: 104, name: 'Gone Flex', stock_quantity: 0, availability: 'out_of_stock' });
    answerProducts(() => ok(page([battery, low, gone])));
    openCatalogue();
    const grid = await screen.findByRole('region', { name: 'Products' });
    const [first, second, third] = within(grid).getAllByRole('article');
    expect(first).toHaveTextContent('In Stock');
    expect(second).toHaveTextContent('Only 3 left');
    expect(within(second!).getByRole('button', { name: 'Add 1 to Cart' })).toBeEnabled();
    expect(third).toHaveTextContent('Out of Stock');
    expect(within(third!).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('says when a category has no products', async () => {
    answerTheRest();
    answerProducts(() => ok(page([])));
    openCatalogue();
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeVisible();
    expect(screen.getByText('Try another category.')).toBeVisible();
    expect(screen.getByText('0 products found')).toBeVisible();
  });

  it('searches for the submitted text, says when nothing matches, and Clear Search goes back', async () => {
    answerTheRest();
    answerProducts(() => ok(page([battery])));
    const searches: string[] = [];
    server.use(
      http.get('/api/products/search', ({ request }) => {
        const query = new URL(request.url).searchParams;
        searches.push(query.toString());
        const q = query.get('q') ?? '';
        return ok(searchData(q, q === 'battery' ? [battery] : []));
      }),
    );
    const { user } = openCatalogue();
    await screen.findByText('iPhone 14 Battery');

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), ' battery {Enter}');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeVisible();
    expect(await screen.findByText('1 results found')).toBeVisible();
    expect(searches[0]).toBe('q=battery&max_results=12&start_index=0');
    expect(screen.getByText('Code: BAT-IP14-01')).toBeVisible();

    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, 'zzqx{Enter}');
    const nothing = await screen.findByRole('heading', { name: 'No products found for "zzqx"' });
    expect(nothing.parentElement).toHaveTextContent('Check the spelling or try a part name, model or SKU.');
    await user.click(within(nothing.parentElement!).getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeVisible();
    expect(screen.getByText('iPhone 14 Battery')).toBeVisible();
  });

  it('Enter searches the typed text even when the mouse rests on a suggestion; arrows choose one', async () => {
    answerTheRest();
    answerProducts(() => ok(page([battery])));
    const searches: string[] = [];
    server.use(
      http.get('/api/products/search/suggestions', () =>
        ok({ suggestions: [{ text: 'iPhone 14 Battery', type: 'product' }] }),
      ),
      http.get('/api/products/search', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        searches.push(q);
        return ok(searchData(q, [battery]));
      }),
    );
    const { user } = openCatalogue();
    await screen.findByText('iPhone 14 Battery');
    const box = screen.getByRole('combobox', { name: 'Search products' });

    await user.type(box, 'iph');
    const option = await screen.findByRole('option', { name: /iPhone 14 Battery/ });
    await user.hover(option);
    await user.type(box, '{Enter}');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeVisible();
    expect(searches).toEqual(['iph']);

    // Clear ends the search, so suggestions come back.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.type(box, 'iph');
    await screen.findByRole('option', { name: /iPhone 14 Battery/ });
    await user.type(box, '{ArrowDown}{Enter}');
    await vi.waitFor(() => expect(searches).toEqual(['iph', 'iPhone 14 Battery']));
    expect(box).toHaveValue('iPhone 14 Battery');
  });

  it("shows the server's reason when products cannot load, with Retry", async () => {
    answerTheRest();
    const queries = answerProducts(() => serverFailure());
    openCatalogue();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error loading products: Something went wrong on our side. Please try again.',
    );
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(queries).toHaveLength(4);
  });
});
