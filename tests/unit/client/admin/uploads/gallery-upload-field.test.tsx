import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GalleryUploadField } from '@client/admin/uploads/gallery-upload-field';
import { installBootstrap } from '../../../../support/bootstrap-fixture';

const URLS = ['uploads/files/one', 'uploads/files/two', 'uploads/files/three'];

function Gallery({ initial = URLS }: { initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <GalleryUploadField label="Backdrops" value={value} onChange={setValue} />
      <output aria-label="value">{value.join(' ')}</output>
    </>
  );
}

const value = () => screen.getByRole('status', { name: 'value' }).textContent;
const tiles = () =>
  within(screen.getByRole('list', { name: 'Backdrops' })).getAllByRole('listitem');

describe('GalleryUploadField', { timeout: 20_000 }, () => {
  beforeEach(() => installBootstrap());

  it('shows each image from the site base, in order', () => {
    render(<Gallery />);
    const images = screen.getAllByRole('img', { name: /^Image \d of 3$/ });
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/uploads/files/one',
      '/uploads/files/two',
      '/uploads/files/three',
    ]);
  });

  it('moves an image with the keyboard, keeping focus on the moved image and announcing it', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    screen.getByRole('button', { name: 'Move image 1 later' }).focus();
    await user.keyboard('{Enter}');
    expect(value()).toBe('uploads/files/two uploads/files/one uploads/files/three');
    // the same image, now second, still has the focus
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move image 2 later' }));
    expect(screen.getByText('Image moved to position 2 of 3')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(value()).toBe('uploads/files/two uploads/files/three uploads/files/one');
    // at the end its 'later' button is disabled: focus goes to its 'earlier' one
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move image 3 earlier' }),
    );
    expect(screen.getByRole('button', { name: 'Move image 3 later' })).toBeDisabled();
  });

  it('reorders by dragging one tile onto another', () => {
    render(<Gallery />);
    const [first, , third] = tiles();
    const dataTransfer = { setData: () => undefined, effectAllowed: '', types: ['text/plain'] };
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    expect(value()).toBe('uploads/files/three uploads/files/one uploads/files/two');
  });

  it('removes one image', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(value()).toBe('uploads/files/one uploads/files/three');
    expect(tiles()).toHaveLength(2);
  });
});
