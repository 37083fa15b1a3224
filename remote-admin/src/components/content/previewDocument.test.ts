import { previewDocument } from './previewDocument';

describe('previewDocument', () => {
  it('draws the parts in order, the typed texts escaped and the rich text as it is', () => {
    const html = previewDocument({
      title: 'A <b>title</b>',
      meta: 'Cluj, 2026-10-05',
      parts: [
        { heading: 'Rock & "roll"', html: '<p>Body</p>', photos: [{ url: '/a.jpg?x=1&y="2"', alt: 'A <choir>' }] },
        { documents: [{ title: 'Plan <2026>', href: '/plan.pdf' }, { title: 'No address', href: null }], note: 'Empty' },
      ],
    });
    expect(html).toContain(
      '<h1>A &#60;b&#62;title&#60;/b&#62;</h1><p class="meta">Cluj, 2026-10-05</p><h2>Rock &#38; &#34;roll&#34;</h2><p>Body</p>' +
        '<ul class="photos"><li><img src="/a.jpg?x=1&#38;y=&#34;2&#34;" alt="A &#60;choir&#62;"></li></ul>' +
        '<ul><li><a href="/plan.pdf">Plan &#60;2026&#62;</a></li><li>No address</li></ul><p>Empty</p></article>',
    );
  });

  it('leaves out the line under the title when there is none', () => {
    expect(previewDocument({ title: 'Page', parts: [] })).toContain('<article><h1>Page</h1></article>');
  });
});
