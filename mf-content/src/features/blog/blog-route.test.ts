import { describe, expect, it } from 'vitest';
import { blogListHref, postHref, toBlogView } from './blog-route';

const none = new URLSearchParams();

describe('toBlogView (platform §2 life-outdoors routes)', () => {
  it('shows a post for both post routes', () => {
    expect(toBlogView('life-outdoors-post', { post: 'a' }, none)).toEqual({
      kind: 'post',
      slug: 'a',
    });
    expect(toBlogView('blog-post', { slug: 'b' }, none)).toEqual({ kind: 'post', slug: 'b' });
  });

  it('reads category and page of the list, a bad page being the first', () => {
    expect(toBlogView('blog', {}, new URLSearchParams('category=guides&page=2'))).toEqual({
      kind: 'list',
      category: 'guides',
      page: 2,
    });
    expect(toBlogView('blog', {}, new URLSearchParams('page=-1'))).toEqual({
      kind: 'list',
      category: undefined,
      page: 1,
    });
  });

  it('maps bloggers, one blogger and the front', () => {
    expect(toBlogView('bloggers', {}, none)).toEqual({ kind: 'bloggers' });
    expect(toBlogView('blogger', { blogger: 'aino' }, none)).toEqual({
      kind: 'blogger',
      slug: 'aino',
    });
    expect(toBlogView('life-outdoors', {}, none)).toEqual({ kind: 'front' });
  });
});

describe('blog hrefs', () => {
  it('localise the post and list paths', () => {
    expect(postHref('fi', 'x')).toBe('/ulkoilu-elama/blogi/x/');
    expect(blogListHref('en', 'guides', 2)).toBe('/en/life-outdoors/blog/?category=guides&page=2');
    expect(blogListHref('sv')).toBe('/sv/livet-ute/blogg/');
  });
});
