// A refused submit moves the focus to what must be corrected, wherever the button pressed was.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import * as z from 'zod/mini';
import { FormField } from '../ui/FormField';
import { renderWithTheme } from '../testing';
import { useSchemaForm } from './useSchemaForm';

const schema = z.object({
  note: z.string(),
  title: z.string().check(z.minLength(1, 'Write a title.')),
  body: z.string().check(z.minLength(1, 'Write the text.')),
});

/** A form whose button is far below its fields and outside the <form>, as a content editor's Publish now is for the focus. */
function LongForm({ refusal }: { refusal?: string }) {
  const form = useSchemaForm({ schema, initialValues: { note: '', title: '', body: 'x' } });
  const [banner, setBanner] = useState<string | null>(null);
  const publish = () => {
    setBanner(null);
    if (!form.submit()) return;
    if (refusal) {
      setBanner(refusal);
      form.refused();
    }
  };
  return (
    <section id={form.scopeId}>
      {banner && <p role="alert">Error! {banner}</p>}
      <FormField label="Note" {...form.bind('note')} />
      <FormField label="Title" {...form.bind('title')} />
      <FormField label="Body" {...form.bind('body')} />
      <button type="button" onClick={publish}>
        Publish now
      </button>
    </section>
  );
}

describe('a refused submit', () => {
  // jsdom lays nothing out and has no scrollIntoView; the one given here records what was scrolled to.
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('moves the focus from the button to the first field to correct, and scrolls it into view', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    const user = userEvent.setup();
    renderWithTheme(<LongForm />);
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Write a title.');
    expect(scrolled).toEqual([title]);
  });

  it('moves the focus to the banner when no field is to blame', async () => {
    const user = userEvent.setup();
    renderWithTheme(<LongForm refusal="The page was changed by someone else." />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Înscrieri');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('leaves the focus alone while the form is accepted', async () => {
    const user = userEvent.setup();
    renderWithTheme(<LongForm />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Înscrieri');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(screen.getByRole('button', { name: 'Publish now' })).toHaveFocus();
  });
});
