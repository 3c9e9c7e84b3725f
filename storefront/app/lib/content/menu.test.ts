import { describe, expect, it } from 'vitest';
import { navItems } from './menu';

describe('navItems', () => {
  it("makes each level's links the storefront's own and keeps entries without a target", () => {
    const origins = ['http://localhost:3000'];
    expect(
      navItems(
        [
          {
            id: 'gid://shopify/MenuItem/1',
            title: 'Help',
            url: null,
            items: [
              {
                id: 'gid://shopify/MenuItem/2',
                title: 'FAQ',
                url: 'http://localhost:3000/pages/faq',
              },
              { id: 'gid://shopify/MenuItem/3', title: 'Wholesale', url: null },
            ],
          },
          { id: 'gid://shopify/MenuItem/4', title: 'Instagram', url: 'https://instagram.com/x' },
        ],
        origins,
      ),
    ).toEqual([
      {
        id: 'gid://shopify/MenuItem/1',
        title: 'Help',
        to: null,
        items: [
          { id: 'gid://shopify/MenuItem/2', title: 'FAQ', to: '/faq', items: [] },
          { id: 'gid://shopify/MenuItem/3', title: 'Wholesale', to: null, items: [] },
        ],
      },
      {
        id: 'gid://shopify/MenuItem/4',
        title: 'Instagram',
        to: 'https://instagram.com/x',
        items: [],
      },
    ]);
  });

  it('reads a missing menu as an empty one', () => {
    expect(navItems(undefined, [])).toEqual([]);
  });
});
