// @vitest-environment jsdom
import type { ProductGroupNode } from '@shop/shared-contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CategoryTiles, categoryTiles } from './category-tiles';

const group = (id: number, name: string, path: string, showInMenu = true): ProductGroupNode => ({
  id,
  name,
  shortName: name,
  slug: path.split('/').at(-1) ?? path,
  path,
  showInMenu,
  children: [],
  links: [],
});

const GROUPS = [
  group(1, 'Laskettelu', 'alpine-skiing'),
  group(2, 'Piilotettu', 'hidden', false),
  group(3, 'Retkeily', 'camping'),
];

describe('categoryTiles', () => {
  it('gives the groups the menu shows, in order, each leading to its group page', () => {
    expect(categoryTiles(GROUPS, 'fi')).toEqual([
      { id: 1, name: 'Laskettelu', href: '/alpine-skiing/' },
      { id: 3, name: 'Retkeily', href: '/camping/' },
    ]);
  });

  it('puts the group page in the language', () => {
    expect(categoryTiles(GROUPS, 'sv').map((tile) => tile.href)).toEqual([
      '/sv/alpine-skiing/',
      '/sv/camping/',
    ]);
  });
});

describe('CategoryTiles', () => {
  it('renders every tile as a link to its product group', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CategoryTiles groups={GROUPS} language="en" />
      </MemoryRouter>,
    );
    const container = new DOMParser().parseFromString(html, 'text/html');
    const tiles = [...container.querySelectorAll('[data-testid="home-category"]')];
    expect(tiles.map((tile) => tile.querySelector('a')?.getAttribute('href'))).toEqual([
      '/en/alpine-skiing/',
      '/en/camping/',
    ]);
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Laskettelu', 'Retkeily']);
  });
});
