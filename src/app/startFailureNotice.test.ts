/** The notice when the app's code cannot load: in both languages, with a way to retry. */
import { describe, expect, it } from 'vitest';
import { getAllByRole, getByRole } from '@testing-library/dom';
import { showStartFailureNotice } from './startFailureNotice.ts';

describe('the start-failure notice', () => {
  it('says in English and Swahili that the portal could not start, with a reload link each', () => {
    const root = document.createElement('div');
    root.append(Object.assign(document.createElement('p'), { textContent: 'Loading Twiga…' }));
    document.body.append(root);
    showStartFailureNotice(root);
    const notice = getByRole(root, 'alert');
    expect(notice.textContent).toBe(
      'The portal could not start. Reload · Tovuti haikuweza kuanza. Pakia upya',
    );
    expect(getAllByRole(notice, 'link').map((link) => link.textContent)).toEqual([
      'Reload',
      'Pakia upya',
    ]);
    // Above whatever the shell already shows.
    expect(root.firstElementChild).toBe(notice);
    root.remove();
  });
});
