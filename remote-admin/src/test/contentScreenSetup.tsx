// What the content screens' tests share: the screen of a kind rendered at an address (its list,
// or an item's), with the XSRF cookie a signed-in editor has; the editor in place of the list; and
// opening an editor from the loaded list.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { CONTENT_KINDS, type ContentType } from '@school/shared';
import { renderInDataRouter } from './renderDataRouter';

export function renderContentScreen(page: ReactElement, type: ContentType, address?: string) {
  const path = `/${CONTENT_KINDS[type].adminPath}`;
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
  return renderInDataRouter(page, path, address ?? path);
}

type User = ReturnType<typeof renderInDataRouter>['user'];

/** The editor: the region 'Add news post', or 'Edit news post: …'. */
export const contentEditorOf = (type: ContentType) => screen.getByRole('region', { name: new RegExp(`^(Add|Edit) ${CONTENT_KINDS[type].noun.one}`) });

/** Once the list has loaded, presses `button` ('Add gallery', 'Edit Excursie la Sibiu'). */
export async function pressInList(user: User, button: string) {
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: button }));
}
